import "#server-only";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand, defineQuery, EXAMPLE_INSTANT as AT, EXAMPLE_UUID as ID } from "@/lib/db/typed-sql";
import { PAYMENT } from "./rows";

// A payment's creation: the intent recorded (the link locked and counted), then the payment once the provider answered.
// Raw on this hot path: a model query costs ms of CPU to compile (docs/PERFORMANCE.md item 1).

/** The seller's name and first live company's trading name and city. */
export const merchantRow = defineQuery({
  name: "payments.merchantRow",
  columns: { companyName: "text", commercialName: "text | null", addressCity: "text | null" },
  sql: (sellerId: string) => Prisma.sql`
    SELECT u."companyName", e."commercialName", e."addressCity"
    FROM users u
    LEFT JOIN LATERAL (SELECT "commercialName", "addressCity" FROM enterprises WHERE "userId" = u.id AND "deletedAt" IS NULL ORDER BY "createdAt" LIMIT 1) e ON true
    WHERE u.id = ${sellerId}::uuid`,
  examples: [[ID]],
});

/**
 * A link to charge, with whether its seller may sell (approved, not deleted); `sellerId` limits it to that seller's
 * links. Raw and prepared: a model query cost ~1.5 ms of CPU on every buyer's charge.
 */
export const linkForCharge = defineQuery({
  name: "payments.linkForCharge",
  prepared: true,
  columns: { link: "jsonb", sellerApproved: "bool", sellerDeleted: "bool" },
  sql: (linkId: string, sellerId: string | null) => Prisma.sql`
    SELECT to_jsonb(l) AS link, u.approved AS "sellerApproved", u."deletedAt" IS NOT NULL AS "sellerDeleted"
    FROM payment_links l JOIN users u ON u.id = l."sellerId"
    WHERE l.id = ${linkId}::uuid AND (${sellerId}::uuid IS NULL OR l."sellerId" = ${sellerId}::uuid)`,
  examples: [
    [ID, null],
    [ID, ID],
  ],
});

export const lockPaymentLinkRow = defineQuery({
  name: "payments.lockPaymentLinkRow",
  columns: {
    status: "PaymentLinkStatus",
    amount: "int4",
    description: "text",
    firstChargeAt: "timestamptz | null",
    expiresAt: "timestamptz | null",
    maxPayments: "int4 | null",
    qtdPayments: "int4",
  },
  sql: (linkId: string, shared: boolean) => Prisma.sql`
    SELECT status, amount, description, "firstChargeAt", "expiresAt", "maxPayments", "qtdPayments" FROM payment_links WHERE id = ${linkId}::uuid
    ${shared ? Prisma.sql`FOR SHARE` : Prisma.sql`FOR UPDATE`}`,
  examples: [
    [ID, false],
    [ID, true],
  ],
});

export const markLinkCharged = defineCommand({
  name: "payments.markLinkCharged",
  sql: (linkId: string) => Prisma.sql`UPDATE payment_links SET "firstChargeAt" = now() WHERE id = ${linkId}::uuid`,
  examples: [[ID]],
});

/** The link's charges still payable: its payments unpaid and unexpired, and its intents not yet issued. */
export const openChargesOfLink = defineQuery({
  name: "payments.openChargesOfLink",
  columns: { count: "int4" },
  sql: (linkId: string) => Prisma.sql`
    SELECT (SELECT count(*) FROM payments WHERE "paymentLinkId" = ${linkId}::uuid AND status IN ('CREATED', 'PENDING') AND "expiresAt" > now())::int
      + (SELECT count(*) FROM charge_intents WHERE state = 'PENDING_PROVIDER' AND payload->>'paymentLinkId' = ${linkId})::int AS count`,
  examples: [[ID]],
});

export type NewChargeIntent = {
  id: string;
  sellerId: string;
  provider: string;
  txid: string;
  payload: unknown;
  idempotencyScope: string | null;
  idempotencyKey: string | null;
};

const CHARGE_INTENT = {
  id: "uuid",
  sellerId: "uuid",
  provider: "text",
  txid: "text",
  state: "IntentState",
  payload: "jsonb",
  idempotencyScope: "text | null",
  idempotencyKey: "text | null",
  failureReason: "text | null",
  createdAt: "timestamptz",
  updatedAt: "timestamptz",
} as const;

export const insertChargeIntent = defineQuery({
  name: "payments.insertChargeIntent",
  columns: CHARGE_INTENT,
  sql: (intent: NewChargeIntent) => Prisma.sql`
    INSERT INTO charge_intents (id, "sellerId", provider, txid, payload, "idempotencyScope", "idempotencyKey", "updatedAt")
    VALUES (${intent.id}::uuid, ${intent.sellerId}::uuid, ${intent.provider}, ${intent.txid}, ${JSON.stringify(intent.payload)}::jsonb,
      ${intent.idempotencyScope}, ${intent.idempotencyKey}, now())
    RETURNING *`,
  examples: [
    [
      {
        id: ID,
        sellerId: ID,
        provider: "api-pix",
        txid: "t",
        payload: {},
        idempotencyScope: null,
        idempotencyKey: null,
      },
    ],
  ],
});

export const chargeIntentById = defineQuery({
  name: "payments.chargeIntentById",
  prepared: true,
  columns: CHARGE_INTENT,
  sql: (id: string) => Prisma.sql`SELECT * FROM charge_intents WHERE id = ${id}::uuid`,
  examples: [[ID]],
});

/** Fails an intent the provider refused, unless another caller ended it first (0 rows). */
export const failPendingIntent = defineCommand({
  name: "payments.failPendingIntent",
  sql: (id: string, reason: string) => Prisma.sql`
    UPDATE charge_intents SET state = 'FAILED', "failureReason" = ${reason}, "updatedAt" = now()
    WHERE id = ${id}::uuid AND state = 'PENDING_PROVIDER'`,
  examples: [[ID, "recusada"]],
});

export type NewPayment = {
  /** The intent's, which the payment keeps. */
  id: string;
  sellerId: string;
  customerId: string;
  paymentLinkId: string | null;
  externalId: string | null;
  amount: number;
  serviceFee: number;
  gatewayFee: number;
  purchaser: string;
  providerChargeId: string;
  txid: string;
  qrCode: string;
  customerName: string;
  customerEmail: string;
  /** As JSON text, or null. */
  metadata: string | null;
  expiresAt: Date;
  createdAt: Date;
};

/**
 * Ends the intent still waiting for the provider and inserts its payment, returned with its link, in one statement; no
 * row when another caller ended the intent first.
 */
export const insertIntentPayment = defineQuery({
  name: "payments.insertIntentPayment",
  columns: { ...PAYMENT, link: "jsonb | null" },
  sql: (payment: NewPayment) => Prisma.sql`
    WITH done AS (
      UPDATE charge_intents SET state = 'DONE', "updatedAt" = now() WHERE id = ${payment.id}::uuid AND state = 'PENDING_PROVIDER'
      RETURNING id),
    inserted AS (
      INSERT INTO payments (id, "sellerId", "customerId", "paymentLinkId", "externalId", amount, "serviceFee", "gatewayFee", purchaser,
        "providerChargeId", txid, "qrCode", "customerName", "customerEmail", metadata, "expiresAt", "createdAt", "updatedAt")
      SELECT done.id, ${payment.sellerId}::uuid, ${payment.customerId}::uuid, ${payment.paymentLinkId}::uuid,
        ${payment.externalId}, ${payment.amount}, ${payment.serviceFee}, ${payment.gatewayFee}, ${payment.purchaser},
        ${payment.providerChargeId}, ${payment.txid}, ${payment.qrCode}, ${payment.customerName}, ${payment.customerEmail}, ${payment.metadata}::jsonb,
        ${payment.expiresAt}, ${payment.createdAt}, now()
      FROM done
      RETURNING *)
    SELECT p.*, to_jsonb(l) AS link FROM inserted p LEFT JOIN payment_links l ON l.id = p."paymentLinkId"`,
  examples: [
    [
      {
        id: ID,
        sellerId: ID,
        customerId: ID,
        paymentLinkId: null,
        externalId: null,
        amount: 1000,
        serviceFee: 10,
        gatewayFee: 5,
        purchaser: "api-pix",
        providerChargeId: "c",
        txid: "t",
        qrCode: "q",
        customerName: "Ana",
        customerEmail: "ana@example.com",
        metadata: null,
        expiresAt: AT,
        createdAt: AT,
      },
    ],
  ],
});
