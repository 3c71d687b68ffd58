import "#server-only";
import type { Tx } from "@/lib/db/client";
import type { LedgerAccountType, LedgerReason } from "@/lib/db/generated/enums";
import { insertJournal, insertSellerAccounts, lockAccounts } from "./queries";

export type SellerAccountType = Extract<
  LedgerAccountType,
  "SELLER_AVAILABLE" | "SELLER_RESERVED" | "SELLER_PENDING_WITHDRAWAL" | "SELLER_PENDING_REFUND" | "SELLER_HELD"
>;
export type PlatformAccountType = Extract<
  LedgerAccountType,
  "PROVIDER_CLEARING" | "PLATFORM_FEES" | "GATEWAY_FEES" | "UNMATCHED_RECEIPTS"
>;

const SELLER_ACCOUNT_TYPES: SellerAccountType[] = [
  "SELLER_AVAILABLE",
  "SELLER_RESERVED",
  "SELLER_PENDING_WITHDRAWAL",
  "SELLER_PENDING_REFUND",
  "SELLER_HELD",
];
export const PLATFORM_ACCOUNT_TYPES: PlatformAccountType[] = [
  "PROVIDER_CLEARING",
  "PLATFORM_FEES",
  "GATEWAY_FEES",
  "UNMATCHED_RECEIPTS",
];

export type AccountRef = { seller: string; type: SellerAccountType } | { platform: PlatformAccountType };

export type EntryInput = {
  account: AccountRef;
  /** centavos; positive credits the account, negative debits it */
  amount: number | bigint;
  reason: LedgerReason;
  availableAt?: Date;
};

export type JournalInput = {
  kind: string;
  paymentId?: string | null;
  withdrawalId?: string | null;
  entries: EntryInput[];
};

/**
 * The accounts the refs name, seller accounts created on first use and locked in id order, so that
 * two journals over the same accounts cannot deadlock.
 */
async function resolveAccounts(tx: Tx, refs: AccountRef[]) {
  const byKey = new Map<string, { seller: string; type: SellerAccountType }>();
  for (const ref of refs) if ("seller" in ref) byKey.set(`${ref.seller}:${ref.type}`, ref);
  const sellers = [...byKey.values()];
  let rows = await lockAccounts(tx, sellers, PLATFORM_ACCOUNT_TYPES);
  if (rows.filter((row) => row.sellerId !== null).length < sellers.length) {
    await insertSellerAccounts(tx, [...new Set(sellers.map((ref) => ref.seller))], SELLER_ACCOUNT_TYPES);
    rows = await lockAccounts(tx, sellers, PLATFORM_ACCOUNT_TYPES);
  }
  return (ref: AccountRef) => {
    const row =
      "seller" in ref
        ? rows.find((r) => r.sellerId === ref.seller && r.type === ref.type)
        : rows.find((r) => r.sellerId === null && r.type === ref.platform);
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
  const accountOf = await resolveAccounts(
    tx,
    entries.map((entry) => entry.account),
  );
  const now = new Date();
  const rows = entries.map((entry) => ({ account: accountOf(entry.account), amount: BigInt(entry.amount), entry }));
  const deltas = new Map<string, bigint>();
  for (const { account, amount } of rows) {
    if (account.sellerId !== null) deltas.set(account.id, (deltas.get(account.id) ?? 0n) + amount);
  }
  // One seller's money a journal: so each would live on its seller's node when the ledger is sharded by seller.
  const sellers = new Set(rows.flatMap(({ account }) => (account.sellerId === null ? [] : [account.sellerId])));
  if (sellers.size > 1) throw new Error(`journal ${journal.kind} moves the money of ${sellers.size} sellers`);
  const [created] = await insertJournal(tx, {
    kind: journal.kind,
    sellerId: [...sellers][0] ?? null,
    paymentId: journal.paymentId ?? null,
    withdrawalId: journal.withdrawalId ?? null,
    createdAt: now,
    entries: rows.map(({ account, amount, entry }) => ({
      accountId: account.id,
      sellerId: account.sellerId,
      amount,
      reason: entry.reason,
      availableAt: entry.availableAt ?? now,
    })),
    balanceDeltas: deltas,
  });
  return created!;
}

/**
 * Locks a seller account for a check-then-debit and returns its balance. All of the seller's
 * accounts are locked, in id order as postJournal takes them: holding one while the journal then
 * asks for another could deadlock with a journal that took that other one first.
 */
export async function lockSellerAccount(tx: Tx, sellerId: string, type: SellerAccountType): Promise<bigint> {
  const accountOf = await resolveAccounts(
    tx,
    SELLER_ACCOUNT_TYPES.map((each) => ({ seller: sellerId, type: each })),
  );
  return accountOf({ seller: sellerId, type }).balance;
}
