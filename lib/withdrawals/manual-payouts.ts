import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/record-audit";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { Withdrawal } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { MANUAL_PAYOUT_PROVIDER } from "@/lib/payouts/manual";
import { completeWithdrawal, failWithdrawal } from "./payouts";
import { lockWithdrawalRow, setWithdrawalEndToEndId, withdrawalIdOfEndToEndId } from "./queries";
import { endToEndIdMinute, type RecordManualPayoutFailureInput, type RecordManualPayoutInput } from "./schema";
import { toWithdrawalJson } from "./serializers";

// The bank that stamped the end-to-end id, this server and the admin's browser keep their own clocks.
const CLOCK_SKEW_MS = 5 * 60_000;

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_FAILED", undefined, { details: [{ path, message }] });

/**
 * Row-locks one of the withdrawals an admin pays out by hand, so two admins (or two clicks) record it once, and refuses
 * any other: one still under review, or one whose PSP reports how it ended.
 */
async function lockManualWithdrawal(tx: Tx, id: string): Promise<Withdrawal> {
  const [withdrawal] = await lockWithdrawalRow(tx, id);
  if (!withdrawal) throw new AppError("NOT_FOUND");
  if (withdrawal.provider !== MANUAL_PAYOUT_PROVIDER)
    throw new AppError(
      "INVALID_STATUS_TRANSITION",
      "Este saque é enviado pelo provedor PIX, que informa como terminou: não se registra à mão.",
    );
  if (withdrawal.status === "REQUESTED")
    throw new AppError("INVALID_STATUS_TRANSITION", "Aprove o saque antes de registrar o pagamento.");
  return withdrawal;
}

const notAwaiting = (withdrawal: Withdrawal) =>
  new AppError(
    "INVALID_STATUS_TRANSITION",
    withdrawal.status === "COMPLETED"
      ? `Este saque já foi registrado como pago (PIX ${withdrawal.endToEndId}).`
      : withdrawal.status === "FAILED"
        ? "Este saque já foi registrado como não pago: o valor voltou ao saldo do vendedor."
        : "Este saque não está aguardando pagamento.",
  );

/**
 * When the Pix was made: between the request (a minute's truncation and the clocks aside) and now. Without a date,
 * the id's minute, but never before the request: a Pix made in the request's minute is stamped with its start.
 */
function paidAtOf(withdrawal: Withdrawal, input: RecordManualPayoutInput): Date {
  const earliest = withdrawal.requestedAt.getTime() - 60_000 - CLOCK_SKEW_MS;
  const latest = Date.now() + CLOCK_SKEW_MS;
  const stamped = endToEndIdMinute(input.endToEndId)!.getTime();
  if (stamped < earliest || stamped > latest)
    throw invalid("endToEndId", "A data e hora deste identificador não são de um PIX feito depois do pedido do saque.");
  if (input.paidAt === undefined) return new Date(Math.max(stamped, withdrawal.requestedAt.getTime()));
  const paidAt = new Date(input.paidAt);
  if (paidAt.getTime() < earliest || paidAt.getTime() > latest)
    throw invalid("paidAt", "A data do pagamento deve estar entre o pedido do saque e agora.");
  return paidAt;
}

/**
 * An admin paid an approved withdrawal at the bank: it completes as a PSP's confirmation completes it (ledger, event,
 * e-mail), with the Pix's end-to-end id, in one transaction with the audit entry. The same id again answers the
 * withdrawal as it is; another id, or an id already recorded for another withdrawal, is refused.
 */
export async function recordManualPayout(actor: Actor, id: string, input: RecordManualPayoutInput) {
  assertAdmin(actor);
  return transaction(async (tx) => {
    const withdrawal = await lockManualWithdrawal(tx, id);
    if (withdrawal.status === "COMPLETED" && withdrawal.endToEndId === input.endToEndId)
      return toWithdrawalJson(withdrawal);
    if (withdrawal.status === "COMPLETED")
      throw new AppError(
        "CONFLICT",
        `Este saque já foi registrado como pago com outro PIX (${withdrawal.endToEndId}).`,
      );
    if (withdrawal.status !== "PROCESSING") throw notAwaiting(withdrawal);
    const paidAt = paidAtOf(withdrawal, input);
    const [taken] = await withdrawalIdOfEndToEndId(tx, input.endToEndId);
    if (taken)
      throw new AppError("CONFLICT", `Este PIX já foi registrado como pagamento do saque #${taken.id.slice(0, 8)}.`);
    const identified = (await setWithdrawalEndToEndId(tx, id, input.endToEndId))[0]!;
    const completed = await completeWithdrawal(tx, identified, paidAt, withdrawal.providerPayoutId);
    await recordAudit(tx, actor, {
      action: "withdrawal.payout_recorded",
      entityType: "withdrawal",
      entityId: id,
      before: { status: withdrawal.status },
      after: { status: completed.status, endToEndId: input.endToEndId, paidAt: paidAt.toISOString() },
    });
    return toWithdrawalJson(completed);
  });
}

/**
 * An admin could not pay an approved withdrawal: it fails as a PSP's failure fails it, the amount back to the seller's
 * available balance with the reason they read, in one transaction with the audit entry. Recorded again, it answers
 * the withdrawal as it is.
 */
export async function recordManualPayoutFailure(actor: Actor, id: string, input: RecordManualPayoutFailureInput) {
  assertAdmin(actor);
  return transaction(async (tx) => {
    const withdrawal = await lockManualWithdrawal(tx, id);
    if (withdrawal.status === "FAILED") return toWithdrawalJson(withdrawal);
    if (withdrawal.status !== "PROCESSING") throw notAwaiting(withdrawal);
    const failed = await failWithdrawal(tx, withdrawal, input.reason, withdrawal.providerPayoutId);
    await recordAudit(tx, actor, {
      action: "withdrawal.payout_failure_recorded",
      entityType: "withdrawal",
      entityId: id,
      before: { status: withdrawal.status },
      after: { status: failed.status, reason: input.reason },
    });
    return toWithdrawalJson(failed);
  });
}
