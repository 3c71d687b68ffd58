import "#server-only";
import { assertCan } from "@/lib/auth/guards";
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { sellersCustomer } from "@/lib/customers/queries";
import { upsertCustomerForPayment } from "@/lib/customers/service";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { direct } from "@/lib/db/direct";
import type { ChargeIntent, PaymentLink } from "@/lib/db/generated/client";
import { computeFees } from "@/lib/fees/calculate";
import { effectiveFees } from "@/lib/fees/effective-fees";
import { AppError } from "@/lib/http/errors";
import { claimIdempotencyKey, type IdempotencyRequest } from "@/lib/http/idempotency";
import { defaultProvider } from "@/lib/pix/providers";
import { type ChargeAnswer, type ChargeIntentPayload, chargeIntent, issueCharge, txidOf } from "./issue-charge";
import { linkOf } from "./payment-rows";
import {
  insertChargeIntent,
  linkForCharge,
  lockPaymentLinkRow,
  markLinkCharged,
  merchantRow,
  openChargesOfLink,
} from "./queries/charges";
import type { CreatePaymentInput } from "./schema";

const DEFAULT_EXPIRES_IN_SECONDS = 3600;
const SELLER_FIELDS = ["externalId", "metadata", "expiresIn"] as const;
const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_FAILED", undefined, { details: [{ path, message }] });

/** The seller's name and city as the BR Code shows them to the payer. */
async function merchantOf(tx: Tx, sellerId: string) {
  const [seller] = await merchantRow(tx, sellerId);
  if (!seller) throw new AppError("NOT_FOUND", "Vendedor não encontrado.");
  return { merchantName: seller.commercialName ?? seller.companyName, merchantCity: seller.addressCity ?? "Sao Paulo" };
}

type Origin = {
  sellerId: string;
  amount: number;
  paymentLink: PaymentLink | null;
  customerId: string | null;
  input: CreatePaymentInput;
};

/** Who is paid and how much: the caller's own payment, or a buyer paying an ACTIVE link. */
async function resolveOrigin(actor: Actor | null, input: CreatePaymentInput): Promise<Origin> {
  if (actor) {
    assertCan(actor, "sell");
    if (!actor.approved) throw new AppError("SELLER_NOT_APPROVED");
    let amount = input.amount;
    let paymentLink: PaymentLink | null = null;
    if (input.paymentLinkId) {
      const [found] = await linkForCharge(direct, input.paymentLinkId, actor.sellerId);
      paymentLink = found ? linkOf(found.link) : null;
      if (!paymentLink) throw new AppError("NOT_FOUND", "Link de pagamento não encontrado.");
      if (paymentLink.status !== "ACTIVE") throw new AppError("PAYMENT_LINK_INACTIVE");
      amount ??= paymentLink.amount;
    }
    if (amount === undefined) throw invalid("amount", "Informe o valor");
    if (!input.customer && !input.customerId) throw invalid("customer", "Informe o cliente (customer ou customerId)");
    if (input.customer && input.customerId) throw invalid("customerId", "Informe customer ou customerId, não os dois");
    return { sellerId: actor.sellerId, amount, paymentLink, customerId: input.customerId ?? null, input };
  }
  if (!input.paymentLinkId) throw new AppError("UNAUTHORIZED", "Sem token, informe o paymentLinkId de um link ativo.");
  const [found] = await linkForCharge(direct, input.paymentLinkId, null);
  const link = found && linkOf(found.link);
  if (!found || !link) throw new AppError("NOT_FOUND", "Link de pagamento não encontrado.");
  if (link.status !== "ACTIVE" || !found.sellerApproved || found.sellerDeleted)
    throw new AppError("PAYMENT_LINK_INACTIVE");
  if (input.amount !== undefined && input.amount !== link.amount) throw invalid("amount", "O valor deve ser o do link");
  if (!input.customer) throw invalid("customer", "Informe seus dados");
  // The order's id, its metadata and the charge's lifetime are the seller's to set, not a buyer's.
  for (const field of SELLER_FIELDS)
    if (input[field] !== undefined) throw invalid(field, "Sem token, este campo não é aceito");
  // A public body's customerId is ignored: a known client sends the seller's id there.
  return { sellerId: link.sellerId, amount: link.amount, paymentLink: link, customerId: null, input };
}

/**
 * Buyers share no account, so an anonymous key is scoped by the link and the buyer's document too:
 * another buyer who sends the same key creates their own payment instead of reading this one.
 */
function buyerScoped(idempotency: IdempotencyRequest | null, origin: Origin): IdempotencyRequest | null {
  if (!idempotency) return null;
  const document = origin.input.customer?.documentNumber.replace(/\D/g, "") ?? "";
  return { ...idempotency, scope: `${idempotency.scope}:${origin.paymentLink?.id}:${document}` };
}

/**
 * Creates a PIX charge for a payment in three steps, so that no charge is issued that we did not
 * record nor issued twice: the intent (fees fixed now, customer on file, the key claimed), the
 * provider's call by a txid derived from the payment id, the payment recorded with its BR Code.
 * The seller gets the whole payment; a buyer paying a link only the checkout's view of it.
 */
export async function createPayment(
  actor: Actor | null,
  input: CreatePaymentInput,
  idempotency: IdempotencyRequest | null,
) {
  const origin = await resolveOrigin(actor, input);
  const key = actor ? idempotency : buyerScoped(idempotency, origin);
  const id = randomUUID();
  const claim = await transaction(async (tx) => {
    const claimed = key
      ? await claimIdempotencyKey<ChargeAnswer>(tx, origin.sellerId, key, id)
      : ({ state: "claimed" } as const);
    if (claimed.state !== "claimed") return claimed;
    return {
      state: "claimed",
      intent: await recordChargeIntent(tx, id, origin, actor ? "seller" : "buyer", key),
    } as const;
  });
  if (claim.state === "answered") return claim.body;
  return issueCharge(claim.state === "claimed" ? claim.intent : await chargeIntent(claim.ref));
}

/**
 * Locks the link's row for its charge: an edit of the description or amount (which locks it too)
 * waits for this transaction and then finds the link charged, and concurrent buyers of a limited
 * link count each other's charges. A link switched off or edited since it was read is refused
 * rather than charged at a price the payer was not shown. A link already charged and without a limit is only
 * share-locked: its charge writes nothing to it and counts nothing, and its buyers then pass side by side instead of
 * one at a time, while an edit still waits for them.
 */
async function lockLinkForCharge(tx: Tx, link: PaymentLink) {
  const shared = link.maxPayments === null && link.firstChargeAt !== null;
  const [row] = await lockPaymentLinkRow(tx, link.id, shared);
  if (!row || row.status !== "ACTIVE") throw new AppError("PAYMENT_LINK_INACTIVE");
  const edited = row.amount !== link.amount || row.description !== link.description;
  // A limit set since the read needs the exclusive lock to count: the buyer tries again.
  if (edited || (shared && row.maxPayments !== null))
    throw new AppError("CONFLICT", "O vendedor alterou este link. Recarregue a página.");
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) throw new AppError("PAYMENT_LINK_EXPIRED");
  if (row.maxPayments !== null) await checkLinkLimit(tx, link.id, row.maxPayments, row.qtdPayments);
  if (!row.firstChargeAt) await markLinkCharged(tx, link.id);
}

/**
 * A limited link's places: its finished payments, and its charges still payable (unexpired, or
 * not yet issued), since a PIX paid cannot be refused. Only links with a limit pay for this count.
 */
async function checkLinkLimit(tx: Tx, linkId: string, maxPayments: number, finished: number) {
  if (finished >= maxPayments) throw new AppError("PAYMENT_LINK_LIMIT_REACHED");
  const [open] = await openChargesOfLink(tx, linkId);
  if (finished + open!.count >= maxPayments) {
    throw new AppError(
      "PAYMENT_LINK_LIMIT_REACHED",
      "As últimas vagas deste link estão reservadas por cobranças em aberto. Tente novamente mais tarde.",
    );
  }
}

async function recordChargeIntent(
  tx: Tx,
  id: string,
  origin: Origin,
  answer: ChargeIntentPayload["answer"],
  key: IdempotencyRequest | null,
): Promise<ChargeIntent> {
  const { input } = origin;
  const customer = origin.customerId
    ? (await sellersCustomer(tx, origin.sellerId, origin.customerId))[0]
    : await upsertCustomerForPayment(tx, origin.sellerId, input.customer!, { fromSeller: answer === "seller" });
  if (!customer) throw invalid("customerId", "Cliente não encontrado");
  // The payment keeps the name and e-mail its payer gave, whatever the seller's record says.
  const payer = answer === "buyer" ? input.customer! : customer;
  const fees = computeFees(await effectiveFees(tx, origin.sellerId), origin.amount);
  if (fees.net <= 0) throw new AppError("FEES_EXCEED_AMOUNT");
  const payload: ChargeIntentPayload = {
    answer,
    customerId: customer.id,
    paymentLinkId: origin.paymentLink?.id ?? null,
    externalId: input.externalId ?? null,
    amount: origin.amount,
    serviceFee: fees.serviceFee,
    gatewayFee: fees.gatewayFee,
    customerName: payer.name,
    customerEmail: payer.email,
    payer: { name: payer.name, documentType: customer.documentType, documentNumber: customer.documentNumber },
    description: origin.paymentLink?.description ?? null,
    metadata: input.metadata ?? null,
    expiresAt: new Date(Date.now() + (input.expiresIn ?? DEFAULT_EXPIRES_IN_SECONDS) * 1000).toISOString(),
    ...(await merchantOf(tx, origin.sellerId)),
  };
  // Locked last, so that its buyers queue only for the intent's insert and the commit.
  if (origin.paymentLink) await lockLinkForCharge(tx, origin.paymentLink);
  const [intent] = await insertChargeIntent(tx, {
    id,
    sellerId: origin.sellerId,
    provider: defaultProvider().name,
    txid: txidOf(id),
    payload,
    idempotencyScope: key?.scope ?? null,
    idempotencyKey: key?.key ?? null,
  });
  return intent!;
}
