import "#server-only";
import { reasonLabel } from "@/lib/ledger/reason-labels";
import type { Actor } from "@/lib/auth/actor";
import { direct } from "@/lib/db/direct";
import { AppError } from "@/lib/http/errors";
import { saoPauloDayEnd, saoPauloDayStart } from "@/lib/time/sao-paulo-days";
import { type OfxTransaction, writeOfxStatement } from "./ofx";
import { accountEntries, availableAccount, bookedSince } from "./queries";
import { assertPeriodOnline } from "./statement-totals";

/** Rows one file may hold; a busier period is to be exported in parts. */
export const MAX_OFX_ROWS = 100_000;

const FEES = new Set(["SYSTEM_FEE", "WITHDRAWAL_FEE"]);

function memoOf(entry: { reason: string; paymentId: string | null; withdrawalId: string | null }) {
  const reference = entry.paymentId
    ? ` - pagamento ${entry.paymentId}`
    : entry.withdrawalId
      ? ` - saque ${entry.withdrawalId}`
      : "";
  return `${reasonLabel(entry.reason)}${reference}`;
}

/** The seller's statement (their available balance) over inclusive São Paulo days, as OFX 1.0.2 bytes. */
export async function exportStatementOfx(
  actor: Actor,
  range: { startDate: string; endDate: string },
): Promise<Uint8Array<ArrayBuffer>> {
  if (actor.role !== "seller") throw new AppError("FORBIDDEN");
  const start = saoPauloDayStart(range.startDate);
  const end = saoPauloDayEnd(range.endDate);
  const [account] = await availableAccount(direct, actor.sellerId);
  assertPeriodOnline(account, start);
  const entries = account ? await accountEntries(direct, account.id, start, end, MAX_OFX_ROWS + 1) : [];
  if (entries.length > MAX_OFX_ROWS)
    throw new AppError(
      "LIMIT_EXCEEDED",
      `O período tem mais de ${MAX_OFX_ROWS} movimentações: exporte-o em partes menores.`,
    );
  // The balance at the period's end: today's, less what was booked since.
  const [later] = account ? await bookedSince(direct, account.id, end) : [];
  const transactions: OfxTransaction[] = entries.map((entry) => ({
    id: entry.id,
    amount: entry.amount,
    postedAt: entry.createdAt,
    type: FEES.has(entry.reason) ? "FEE" : entry.amount < 0n ? "DEBIT" : "CREDIT",
    memo: memoOf(entry),
  }));
  const ofx = writeOfxStatement({
    accountId: actor.sellerId.replaceAll("-", "").slice(0, 22),
    start,
    end,
    generatedAt: new Date(),
    closingBalance: (account?.balance ?? 0n) - (later?.sum ?? 0n),
    transactions,
  });
  return new Uint8Array(Buffer.from(ofx, "latin1"));
}
