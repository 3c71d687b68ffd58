import { reasonLabel } from "@/lib/ledger/reason-labels";
import type { Actor } from "@/lib/auth/actor";
import { direct } from "@/lib/db/direct";
import { AppError } from "@/lib/http/errors";
import { saoPauloDayEnd, saoPauloDayStart } from "@/lib/time/sao-paulo-days";
import { type OfxTransaction, writeOfxStatement } from "./ofx";

/** Rows one file may hold; a busier period is to be exported in parts. */
export const MAX_OFX_ROWS = 100_000;

const FEES = new Set(["SYSTEM_FEE", "WITHDRAWAL_FEE"]);

function memoOf(entry: { reason: string; paymentId: string | null; withdrawalId: string | null }) {
  const reference = entry.paymentId ? ` - pagamento ${entry.paymentId}` : entry.withdrawalId ? ` - saque ${entry.withdrawalId}` : "";
  return `${reasonLabel(entry.reason)}${reference}`;
}

/** The seller's statement (their available balance) over inclusive São Paulo days, as OFX 1.0.2 bytes. */
export async function exportStatementOfx(actor: Actor, range: { startDate: string; endDate: string }): Promise<Uint8Array<ArrayBuffer>> {
  if (actor.role !== "seller") throw new AppError("FORBIDDEN");
  const start = saoPauloDayStart(range.startDate);
  const end = saoPauloDayEnd(range.endDate);
  const [account] = await direct.$queryRaw<{ id: string; balance: bigint }[]>`
    SELECT id, balance FROM ledger_accounts WHERE "sellerId" = ${actor.userId}::uuid AND type = 'SELLER_AVAILABLE'`;
  const entries = account
    ? await direct.$queryRaw<{ id: string; amount: bigint; reason: string; paymentId: string | null; withdrawalId: string | null; createdAt: Date }[]>`
        SELECT id, amount, reason::text, "paymentId", "withdrawalId", "createdAt" FROM ledger_entries
        WHERE "accountId" = ${account.id}::uuid AND "createdAt" >= ${start} AND "createdAt" < ${end} ORDER BY "createdAt", id LIMIT ${MAX_OFX_ROWS + 1}`
    : [];
  if (entries.length > MAX_OFX_ROWS) throw new AppError("LIMIT_EXCEEDED", `O período tem mais de ${MAX_OFX_ROWS} movimentações: exporte-o em partes menores.`);
  // The balance at the period's end: today's, less what was booked since.
  const [later] = account
    ? await direct.$queryRaw<{ sum: bigint | null }[]>`SELECT sum(amount)::bigint AS sum FROM ledger_entries WHERE "accountId" = ${account.id}::uuid AND "createdAt" >= ${end}`
    : [];
  const transactions: OfxTransaction[] = entries.map((entry) => ({
    id: entry.id,
    amount: entry.amount,
    postedAt: entry.createdAt,
    type: FEES.has(entry.reason) ? "FEE" : entry.amount < 0n ? "DEBIT" : "CREDIT",
    memo: memoOf(entry),
  }));
  const ofx = writeOfxStatement({
    accountId: actor.userId.replaceAll("-", "").slice(0, 22),
    start,
    end,
    generatedAt: new Date(),
    closingBalance: (account?.balance ?? 0n) - (later?.sum ?? 0n),
    transactions,
  });
  return new Uint8Array(Buffer.from(ofx, "latin1"));
}
