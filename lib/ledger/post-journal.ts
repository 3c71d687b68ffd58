import type { Tx } from "@/lib/db/client";
import type { LedgerAccountType, LedgerReason } from "@/lib/db/generated/enums";

export type SellerAccountType = Extract<LedgerAccountType, "SELLER_AVAILABLE" | "SELLER_RESERVED" | "SELLER_PENDING_WITHDRAWAL" | "SELLER_PENDING_REFUND" | "SELLER_HELD">;
export type PlatformAccountType = Extract<LedgerAccountType, "PROVIDER_CLEARING" | "PLATFORM_FEES" | "GATEWAY_FEES" | "UNMATCHED_RECEIPTS">;

const SELLER_ACCOUNT_TYPES: SellerAccountType[] = ["SELLER_AVAILABLE", "SELLER_RESERVED", "SELLER_PENDING_WITHDRAWAL", "SELLER_PENDING_REFUND", "SELLER_HELD"];
export const PLATFORM_ACCOUNT_TYPES: PlatformAccountType[] = ["PROVIDER_CLEARING", "PLATFORM_FEES", "GATEWAY_FEES", "UNMATCHED_RECEIPTS"];

export type AccountRef = { seller: string; type: SellerAccountType } | { platform: PlatformAccountType };

export type EntryInput = {
  account: AccountRef;
  /** centavos; positive credits the account, negative debits it */
  amount: number | bigint;
  reason: LedgerReason;
  availableAt?: Date;
};

export type JournalInput = { kind: string; paymentId?: string; withdrawalId?: string; entries: EntryInput[] };

type AccountRow = { id: string; sellerId: string | null; type: string; balance: bigint };

/** Creates sellers' accounts on first use. */
async function ensureSellerAccounts(tx: Tx, sellerIds: string[]) {
  await tx.$executeRaw`
    INSERT INTO ledger_accounts (id, "sellerId", type, balance, "updatedAt")
    SELECT gen_random_uuid(), s, t, 0, now()
    FROM unnest(${sellerIds}::uuid[]) AS s CROSS JOIN unnest(${SELLER_ACCOUNT_TYPES}::"LedgerAccountType"[]) AS t
    ON CONFLICT ("sellerId", type) DO NOTHING`;
}

/**
 * Row-locks the seller accounts, in id order so that two journals over the same accounts cannot
 * deadlock (NO KEY UPDATE: what an UPDATE takes, compatible with the entries' foreign keys), and
 * reads the platform accounts' ids without locking them.
 */
function lockAccounts(tx: Tx, sellers: { seller: string; type: SellerAccountType }[]) {
  return tx.$queryRaw<AccountRow[]>`
    WITH locked AS (
      SELECT a.id, a."sellerId", a.type, a.balance FROM ledger_accounts a
      JOIN unnest(${sellers.map((ref) => ref.seller)}::uuid[], ${sellers.map((ref) => ref.type)}::"LedgerAccountType"[]) AS r(seller, type)
        ON a."sellerId" = r.seller AND a.type = r.type
      ORDER BY a.id FOR NO KEY UPDATE OF a)
    SELECT id, "sellerId", type::text, balance FROM locked
    UNION ALL
    SELECT id, "sellerId", type::text, balance FROM ledger_accounts WHERE "sellerId" IS NULL AND type = ANY (${PLATFORM_ACCOUNT_TYPES}::"LedgerAccountType"[])`;
}

/** The accounts the refs name, seller accounts locked and created on first use. */
async function resolveAccounts(tx: Tx, refs: AccountRef[]) {
  const byKey = new Map<string, { seller: string; type: SellerAccountType }>();
  for (const ref of refs) if ("seller" in ref) byKey.set(`${ref.seller}:${ref.type}`, ref);
  const sellers = [...byKey.values()];
  let rows = await lockAccounts(tx, sellers);
  if (rows.filter((row) => row.sellerId !== null).length < sellers.length) {
    await ensureSellerAccounts(tx, [...new Set(sellers.map((ref) => ref.seller))]);
    rows = await lockAccounts(tx, sellers);
  }
  return (ref: AccountRef): AccountRow => {
    const row = "seller" in ref ? rows.find((r) => r.sellerId === ref.seller && r.type === ref.type) : rows.find((r) => r.sellerId === null && r.type === ref.platform);
    if (!row) throw new Error(`ledger account missing: ${JSON.stringify(ref)}`);
    return row;
  };
}

/**
 * Posts one balanced journal in the caller's transaction: entries that sum to zero, and the
 * cached balance of every seller account they touch moved by the same amounts. Platform accounts
 * keep no cached balance (their balance is the sum of their entries): they are in nearly every
 * journal, and a cached one would make every payment of the platform wait for the one before.
 */
export async function postJournal(tx: Tx, journal: JournalInput) {
  const entries = journal.entries.filter((entry) => BigInt(entry.amount) !== 0n);
  const total = entries.reduce((sum, entry) => sum + BigInt(entry.amount), 0n);
  if (total !== 0n) throw new Error(`unbalanced journal ${journal.kind}: entries sum to ${total}`);
  const accountOf = await resolveAccounts(tx, entries.map((entry) => entry.account));
  const now = new Date();
  const rows = entries.map((entry) => ({ account: accountOf(entry.account), amount: BigInt(entry.amount), entry }));
  const deltas = new Map<string, bigint>();
  for (const { account, amount } of rows) {
    if (account.sellerId !== null) deltas.set(account.id, (deltas.get(account.id) ?? 0n) + amount);
  }
  const paymentId = journal.paymentId ?? null;
  const withdrawalId = journal.withdrawalId ?? null;
  // One statement: the journal, its entries and the balances (already locked above).
  const [created] = await tx.$queryRaw<{ id: string }[]>`
    WITH journal AS (
      INSERT INTO ledger_journals (id, kind, "paymentId", "withdrawalId", "createdAt")
      VALUES (gen_random_uuid(), ${journal.kind}, ${paymentId}::uuid, ${withdrawalId}::uuid, ${now}::timestamptz)
      RETURNING id),
    entries AS (
      INSERT INTO ledger_entries (id, "journalId", "accountId", "sellerId", amount, reason, "paymentId", "withdrawalId", "availableAt", "createdAt")
      SELECT gen_random_uuid(), journal.id, e.account, e.seller, e.amount, e.reason, ${paymentId}::uuid, ${withdrawalId}::uuid, e.available, ${now}::timestamptz
      FROM journal, unnest(
        ${rows.map((row) => row.account.id)}::uuid[],
        ${rows.map((row) => row.account.sellerId)}::uuid[],
        ${rows.map((row) => row.amount.toString())}::bigint[],
        ${rows.map((row) => row.entry.reason)}::"LedgerReason"[],
        ${rows.map((row) => (row.entry.availableAt ?? now).toISOString())}::timestamptz[]
      ) AS e(account, seller, amount, reason, available)),
    balances AS (
      UPDATE ledger_accounts a SET balance = a.balance + d.delta, "updatedAt" = now()
      FROM unnest(${[...deltas.keys()]}::uuid[], ${[...deltas.values()].map(String)}::bigint[]) AS d(id, delta)
      WHERE a.id = d.id)
    SELECT id FROM journal`;
  return created!;
}

/**
 * Locks a seller account for a check-then-debit and returns its balance. All of the seller's
 * accounts are locked, in id order as postJournal takes them: holding one while the journal then
 * asks for another could deadlock with a journal that took that other one first.
 */
export async function lockSellerAccount(tx: Tx, sellerId: string, type: SellerAccountType): Promise<bigint> {
  const accountOf = await resolveAccounts(tx, SELLER_ACCOUNT_TYPES.map((each) => ({ seller: sellerId, type: each })));
  return accountOf({ seller: sellerId, type }).balance;
}
