import "#server-only";
import { db, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { direct } from "@/lib/db/direct";
import type { ChargeIntent } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import { AppError } from "@/lib/http/errors";
import { answerIdempotencyKey, releaseIdempotencyKey } from "@/lib/http/idempotency";
import { recoveryJob } from "@/lib/jobs/recovery";
import type { Charge } from "@/lib/pix/provider";
import { providerNamed } from "@/lib/pix/providers";
import { recordStatusChange } from "@/lib/reports/payment-stats";
import { linkOf, paymentsWithLink } from "./payment-rows";
import { chargeIntentById, failPendingIntent, insertIntentPayment } from "./queries/charges";
import { toCheckoutPaymentJson, toPaymentJson } from "./serializers";

/** What a charge intent holds until the provider answers: the payment's values and the charge's. */
export type ChargeIntentPayload = {
  /** Who asked: the seller gets the whole payment, a buyer the checkout's view. */
  answer: "seller" | "buyer";
  customerId: string;
  paymentLinkId: string | null;
  externalId: string | null;
  /** centavos */
  amount: number;
  serviceFee: number;
  gatewayFee: number;
  customerName: string;
  customerEmail: string;
  payer: { name: string; documentType: "CPF" | "CNPJ"; documentNumber: string };
  description: string | null;
  metadata: Record<string, string | number | boolean | null> | null;
  expiresAt: string;
  merchantName: string;
  merchantCity: string;
};

export type ChargeAnswer = ReturnType<typeof toPaymentJson> | ReturnType<typeof toCheckoutPaymentJson>;

/** The txid of a payment's charge: its id's 32 hex digits, within API Pix's [a-zA-Z0-9]{26,35} for a cob. */
export function txidOf(paymentId: string): string {
  return paymentId.replaceAll("-", "");
}

async function answerOf(paymentId: string, answer: ChargeIntentPayload["answer"]): Promise<ChargeAnswer> {
  const [payment] = await paymentsWithLink(db(), { id: paymentId });
  if (!payment) throw new AppError("NOT_FOUND");
  return answer === "seller" ? toPaymentJson(payment) : toCheckoutPaymentJson(payment);
}

/** The intent of a charge in progress, as a repeated request finds it. */
export async function chargeIntent(intentId: string): Promise<ChargeIntent> {
  const [intent] = await chargeIntentById(direct, intentId);
  if (!intent) throw new AppError("NOT_FOUND");
  return intent;
}

/**
 * Asks the provider for the intent's charge (outside any transaction, by the txid, so a repeat is
 * the same charge) and records the payment. A provider that is unavailable leaves the intent for
 * a retry with the same Idempotency-Key or for resumeChargeIntents; one that refuses ends it.
 */
export async function issueCharge(intent: ChargeIntent): Promise<ChargeAnswer> {
  const payload = intent.payload as ChargeIntentPayload;
  if (intent.state === "DONE") return answerOf(intent.id, payload.answer);
  if (intent.state === "FAILED") throw new AppError("PROVIDER_REJECTED", intent.failureReason ?? undefined);

  let charge: Charge;
  try {
    charge = await providerNamed(intent.provider).createCharge({
      txid: intent.txid,
      amount: payload.amount,
      createdAt: intent.createdAt,
      expiresAt: new Date(payload.expiresAt),
      payer: payload.payer,
      description: payload.description,
      merchantName: payload.merchantName,
      merchantCity: payload.merchantCity,
    });
  } catch (error) {
    // Unavailable (5xx, timeout, circuit open): the charge may exist; only a later call can tell.
    if (error instanceof AppError && error.status < 500) await failIntent(intent, error.message);
    throw error;
  }
  return (await transaction((tx) => recordPayment(tx, intent, charge))) ?? answerOf(intent.id, payload.answer);
}

async function failIntent(intent: ChargeIntent, reason: string) {
  await transaction(async (tx) => {
    const failed = await failPendingIntent(tx, intent.id, reason);
    if (failed && intent.idempotencyScope && intent.idempotencyKey)
      await releaseIdempotencyKey(tx, intent.idempotencyScope, intent.idempotencyKey);
  });
}

/**
 * The provider's answer, applied once however many callers got it (guarded by the intent's state):
 * the caller's answer, or null when another caller recorded it first.
 */
async function recordPayment(tx: Tx, intent: ChargeIntent, charge: Charge): Promise<ChargeAnswer | null> {
  const payload = intent.payload as ChargeIntentPayload;
  const [row] = await insertIntentPayment(tx, {
    id: intent.id,
    sellerId: intent.sellerId,
    customerId: payload.customerId,
    paymentLinkId: payload.paymentLinkId,
    externalId: payload.externalId,
    amount: payload.amount,
    serviceFee: payload.serviceFee,
    gatewayFee: payload.gatewayFee,
    purchaser: intent.provider,
    providerChargeId: charge.chargeId,
    txid: intent.txid,
    qrCode: charge.qrCode,
    customerName: payload.customerName,
    customerEmail: payload.customerEmail,
    metadata: payload.metadata === null ? null : JSON.stringify(payload.metadata),
    expiresAt: new Date(payload.expiresAt),
    createdAt: intent.createdAt,
  });
  if (!row) return null;
  const { link, ...created } = row;
  const payment = { ...created, paymentLink: linkOf(link) };
  await recordStatusChange(tx, payment, null, "CREATED");
  const json = toPaymentJson(payment);
  await emitEvent(tx, intent.sellerId, "payment.created", json);
  const answer = payload.answer === "seller" ? json : toCheckoutPaymentJson(payment);
  if (intent.idempotencyScope && intent.idempotencyKey)
    await answerIdempotencyKey(tx, intent.idempotencyScope, intent.idempotencyKey, answer);
  return answer;
}

/**
 * Finishes the intents a crash or an unavailable provider left behind: asks again by the same
 * txid (the provider answers the charge it already has) and records it; an intent whose charge
 * would already have expired is cancelled at the provider instead.
 */
export const resumeChargeIntents = recoveryJob<ChargeIntent>({
  name: "resume-charge-intents",
  due: ({ staleBefore, take }) =>
    db().chargeIntent.findMany({
      where: { state: "PENDING_PROVIDER", createdAt: { lte: staleBefore } },
      orderBy: { createdAt: "asc" },
      take,
    }),
  step: async (intent, now) => {
    if (new Date((intent.payload as ChargeIntentPayload).expiresAt) <= now) {
      await providerNamed(intent.provider).cancelCharge(intent.txid);
      await failIntent(intent, "Expirou antes de ser emitida");
    } else {
      // Read again: a request repeated with its Idempotency-Key may have ended it since the list.
      await issueCharge(await chargeIntent(intent.id));
    }
    return "settled";
  },
});
