import { randomBytes, randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { upsertCustomerForPayment } from "@/lib/customers/service";
import { db, type Tx } from "@/lib/db/client";
import type { Payment, PaymentLink } from "@/lib/db/generated/client";
import { emitEvent } from "@/lib/events/emit-event";
import { computeFees } from "@/lib/fees/calculate";
import { effectiveFees } from "@/lib/fees/effective-fees";
import { AppError } from "@/lib/http/errors";
import { type IdempotencyRequest, runIdempotent } from "@/lib/http/idempotency";
import { defaultProvider } from "@/lib/pix/providers";
import { recordStatusChange } from "@/lib/reports/payment-stats";
import type { CreatePaymentInput } from "./schema";
import { toCheckoutPaymentJson, toPaymentJson } from "./serializers";

const DEFAULT_EXPIRES_IN_SECONDS = 3600;
const TXID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function newTxid(): string {
  return Array.from(randomBytes(25), (byte) => TXID_ALPHABET[byte % TXID_ALPHABET.length]).join("");
}

const invalid = (path: string, message: string) => new AppError("VALIDATION_FAILED", undefined, { details: [{ path, message }] });

/** The seller's name and city as the BR Code shows them to the payer. */
async function merchantOf(tx: Tx, sellerId: string) {
  const [seller] = await tx.$queryRaw<{ companyName: string; commercialName: string | null; addressCity: string | null }[]>`
    SELECT u."companyName", e."commercialName", e."addressCity"
    FROM users u
    LEFT JOIN LATERAL (SELECT "commercialName", "addressCity" FROM enterprises WHERE "userId" = u.id AND "deletedAt" IS NULL ORDER BY "createdAt" LIMIT 1) e ON true
    WHERE u.id = ${sellerId}::uuid`;
  if (!seller) throw new AppError("NOT_FOUND", "Vendedor não encontrado.");
  return { merchantName: seller.commercialName ?? seller.companyName, merchantCity: seller.addressCity ?? "Sao Paulo" };
}

type Origin = { sellerId: string; amount: number; paymentLink: PaymentLink | null; customerId: string | null; input: CreatePaymentInput };

/** Who is paid and how much: the caller's own payment, or a buyer paying an ACTIVE link. */
async function resolveOrigin(actor: Actor | null, input: CreatePaymentInput): Promise<Origin> {
  if (actor) {
    if (actor.role !== "seller") throw new AppError("FORBIDDEN");
    if (!actor.approved) throw new AppError("SELLER_NOT_APPROVED");
    let amount = input.amount;
    let paymentLink: PaymentLink | null = null;
    if (input.paymentLinkId) {
      paymentLink = await db().paymentLink.findFirst({ where: { id: input.paymentLinkId, sellerId: actor.userId } });
      if (!paymentLink) throw new AppError("NOT_FOUND", "Link de pagamento não encontrado.");
      if (paymentLink.status !== "ACTIVE") throw new AppError("PAYMENT_LINK_INACTIVE");
      amount ??= paymentLink.amount;
    }
    if (amount === undefined) throw invalid("amount", "Informe o valor");
    if (!input.customer && !input.customerId) throw invalid("customer", "Informe o cliente (customer ou customerId)");
    return { sellerId: actor.userId, amount, paymentLink, customerId: input.customer ? null : (input.customerId ?? null), input };
  }
  if (!input.paymentLinkId) throw new AppError("UNAUTHORIZED", "Sem token, informe o paymentLinkId de um link ativo.");
  const link = await db().paymentLink.findUnique({
    where: { id: input.paymentLinkId },
    include: { seller: { select: { approved: true, deletedAt: true, role: true } } },
  });
  if (!link) throw new AppError("NOT_FOUND", "Link de pagamento não encontrado.");
  if (link.status !== "ACTIVE" || !link.seller.approved || link.seller.deletedAt) throw new AppError("PAYMENT_LINK_INACTIVE");
  if (input.amount !== undefined && input.amount !== link.amount) throw invalid("amount", "O valor deve ser o do link");
  if (!input.customer) throw invalid("customer", "Informe seus dados");
  // A public body's customerId is ignored: a known client sends the seller's id there.
  const { seller: _seller, ...paymentLink } = link;
  return { sellerId: link.sellerId, amount: link.amount, paymentLink, customerId: null, input };
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
 * Creates a PIX charge for a payment: fees fixed now, the BR Code from the provider, an outbox event.
 * The seller gets the whole payment; a buyer paying a link only the checkout's view of it.
 */
export async function createPayment(actor: Actor | null, input: CreatePaymentInput, idempotency: IdempotencyRequest | null) {
  const origin = await resolveOrigin(actor, input);
  return db().$transaction((tx) =>
    runIdempotent(tx, actor ? idempotency : buyerScoped(idempotency, origin), async () => {
      const customer = origin.customerId
        ? await tx.customer.findFirst({ where: { id: origin.customerId, sellerId: origin.sellerId } })
        : await upsertCustomerForPayment(tx, origin.sellerId, origin.input.customer!);
      if (!customer) throw invalid("customerId", "Cliente não encontrado");
      const fees = computeFees(await effectiveFees(tx, origin.sellerId), origin.amount);
      if (fees.net <= 0) throw new AppError("FEES_EXCEED_AMOUNT");

      const txid = newTxid();
      const expiresAt = new Date(Date.now() + (input.expiresIn ?? DEFAULT_EXPIRES_IN_SECONDS) * 1000);
      const provider = defaultProvider();
      const charge = await provider.createCharge({ paymentId: txid, txid, amount: origin.amount, expiresAt, ...(await merchantOf(tx, origin.sellerId)) });
      // Raw SQL on this hot path: a model create costs several ms of CPU to compile (docs/PERFORMANCE.md item 1).
      const metadata = input.metadata != null ? JSON.stringify(input.metadata) : null;
      const [created] = await tx.$queryRaw<Payment[]>`
        INSERT INTO payments (id, "sellerId", "customerId", "paymentLinkId", "externalId", amount, "serviceFee", "gatewayFee", purchaser,
          "providerChargeId", txid, "qrCode", "customerName", "customerEmail", metadata, "expiresAt", "updatedAt")
        VALUES (${randomUUID()}::uuid, ${origin.sellerId}::uuid, ${customer.id}::uuid, ${origin.paymentLink?.id ?? null}::uuid,
          ${input.externalId ?? null}, ${origin.amount}, ${fees.serviceFee}, ${fees.gatewayFee}, ${provider.name},
          ${charge.chargeId}, ${txid}, ${charge.qrCode}, ${customer.name}, ${customer.email}, ${metadata}::jsonb, ${expiresAt}, now())
        RETURNING *`;
      const payment = { ...created!, paymentLink: origin.paymentLink };
      await recordStatusChange(tx, payment, null, "CREATED");
      const json = toPaymentJson(payment);
      await emitEvent(tx, origin.sellerId, "payment.created", json);
      return actor ? json : toCheckoutPaymentJson(payment);
    }),
  );
}
