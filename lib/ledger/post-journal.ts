import type { Tx } from "@/lib/db/client";
import type { LedgerAccountType, LedgerReason } from "@/lib/db/generated/enums";

export type SellerAccountType = Extract<LedgerAccountType, "SELLER_AVAILABLE" | "SELLER_RESERVED" | "SELLER_PENDING_WITHDRAWAL">;
export type PlatformAccountType = Extract<LedgerAccountType, "PROVIDER_CLEARING" | "PLATFORM_FEES" | "GATEWAY_FEES">;

const SELLER_ACCOUNT_TYPES: SellerAccountType[] = ["SELLER_AVAILABLE", "SELLER_RESERVED", "SELLER_PENDING_WITHDRAWAL"];

export type AccountRef = { seller: string; type: SellerAccountType } | { platform: PlatformAccountType };

export type EntryInput = {
  account: AccountRef;
  /** centavos; positive credits the account, negative debits it */
  amount: number | bigint;
  reason: LedgerReason;
  availableAt?: Date;
};

export type JournalInput = { kind: string; paymentId?: string; withdrawalId?: string; entries: EntryInput[] };

/** Creates a seller's accounts on first use. */
export async function ensureSellerAccounts(tx: Tx, sellerId: string) {
  for (const type of SELLER_ACCOUNT_TYPES) {
    await tx.$executeRaw`
      INSERT INTO ledger_accounts (id, "sellerId", type, balance, "updatedAt")
      VALUES (gen_random_uuid(), ${sellerId}::uuid, ${type}::"LedgerAccountType", 0, now())
      ON CONFLICT ("sellerId", type) DO NOTHING`;
  }
}

async function resolveAccounts(tx: Tx, refs: AccountRef[]) {
  const sellers = [...new Set(refs.flatMap((ref) => ("seller" in ref ? [ref.seller] : [])))];
  for (const seller of sellers) await ensureSellerAccounts(tx, seller);
  const rows = await tx.ledgerAccount.findMany({
    where: { OR: [{ sellerId: { in: sellers } }, { sellerId: null }] },
    select: { id: true, sellerId: true, type: true },
  });
  return (ref: AccountRef) => {
    const row = "seller" in ref ? rows.find((r) => r.sellerId === ref.seller && r.type === ref.type) : rows.find((r) => r.sellerId === null && r.type === ref.platform);
    if (!row) throw new Error(`ledger account missing: ${JSON.stringify(ref)}`);
    return row;
  };
}

/**
 * Posts one balanced journal in the caller's transaction: entries that sum to zero, and the
 * cached balance of every account they touch moved by the same amounts.
 */
export async function postJournal(tx: Tx, journal: JournalInput) {
  const entries = journal.entries.filter((entry) => BigInt(entry.amount) !== 0n);
  const total = entries.reduce((sum, entry) => sum + BigInt(entry.amount), 0n);
  if (total !== 0n) throw new Error(`unbalanced journal ${journal.kind}: entries sum to ${total}`);
  const accountOf = await resolveAccounts(tx, entries.map((entry) => entry.account));
  const now = new Date();
  const created = await tx.ledgerJournal.create({
    data: { kind: journal.kind, paymentId: journal.paymentId ?? null, withdrawalId: journal.withdrawalId ?? null },
  });
  const rows = entries.map((entry) => {
    const account = accountOf(entry.account);
    return {
      journalId: created.id,
      accountId: account.id,
      sellerId: account.sellerId,
      amount: BigInt(entry.amount),
      reason: entry.reason,
      paymentId: journal.paymentId ?? null,
      withdrawalId: journal.withdrawalId ?? null,
      availableAt: entry.availableAt ?? now,
    };
  });
  await tx.ledgerEntry.createMany({ data: rows });
  const deltas = new Map<string, bigint>();
  for (const row of rows) deltas.set(row.accountId, (deltas.get(row.accountId) ?? 0n) + row.amount);
  // A fixed order of updates keeps two journals touching the same accounts from deadlocking.
  for (const [accountId, delta] of [...deltas].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.$executeRaw`UPDATE ledger_accounts SET balance = balance + ${delta}, "updatedAt" = now() WHERE id = ${accountId}::uuid`;
  }
  return created;
}

/** Locks a seller account for a check-then-debit and returns its balance. */
export async function lockSellerAccount(tx: Tx, sellerId: string, type: SellerAccountType): Promise<bigint> {
  await ensureSellerAccounts(tx, sellerId);
  const [row] = await tx.$queryRaw<{ balance: bigint }[]>`
    SELECT balance FROM ledger_accounts WHERE "sellerId" = ${sellerId}::uuid AND type = ${type}::"LedgerAccountType" FOR UPDATE`;
  return row!.balance;
}
