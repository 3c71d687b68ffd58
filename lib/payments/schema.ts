import { PaymentCustomerSchema } from "@/lib/customers/schema";
import { PaymentAmountSchema } from "@/lib/money";
import { PageQuerySchema } from "@/lib/http/pagination";
import { PaymentLinkSchema } from "@/lib/payment-links/schema";
import { dateRangeFields, withDateOrder } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";
import type { CallbackOutcome } from "./settlement";

export const PAYMENT_STATUSES = ["CREATED", "PENDING", "FINISHED", "CANCELLED", "REFUNDED"] as const;
/** The statuses of a payment that was paid: only these moved money (fees, a net, refunds). */
export const PAID_STATUSES: readonly (typeof PAYMENT_STATUSES)[number][] = ["FINISHED", "REFUNDED"];

const MetadataSchema = z
  .record(z.string().max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= 20, "No máximo 20 chaves em metadata")
  .nullable();

const PixMethodSchema = z.string().trim().toLowerCase().pipe(z.literal("pix", "Somente pix é aceito"));

/**
 * One body for both ways of paying: a seller (or integration) with amount and customer, or a
 * buyer on the checkout with an ACTIVE link's id. Client extras are accepted as the contract says.
 */
export const CreatePaymentSchema = z
  .object({
    amount: PaymentAmountSchema.optional(),
    method: PixMethodSchema.optional(),
    paymentMethod: PixMethodSchema.optional(),
    currency: z.literal("BRL", "Somente BRL é aceito").optional(),
    purchaser: z.string().max(50).optional(),
    customer: PaymentCustomerSchema.optional(),
    customerId: z.uuid("Identificador inválido").optional(),
    externalId: z.string().trim().min(1).max(100).optional(),
    metadata: MetadataSchema.optional(),
    expiresIn: z.coerce.number().int().min(60, "Mínimo de 60 segundos").max(604_800, "Máximo de 7 dias").optional(),
    paymentLinkId: z.uuid("Identificador inválido").optional(),
  })
  .strict()
  .meta({ id: "CreatePaymentInput" });

export type CreatePaymentInput = z.output<typeof CreatePaymentSchema>;

export const PaymentIdParamsSchema = z.object({ id: z.uuid("Identificador inválido") });

export const CancelPaymentSchema = z
  .object({ reason: z.string().trim().min(1).max(300).optional() })
  .strict()
  .optional();

const paymentFilterFields = {
  status: z.enum(PAYMENT_STATUSES).optional(),
  paymentLinkId: z.uuid().optional(),
  search: z.string().trim().min(1).max(100).optional(),
  ...dateRangeFields,
};

export const PaymentListQuerySchema = withDateOrder(PageQuerySchema.extend(paymentFilterFields));
/** The list's filters without its page: what its totals sum over. */
export const PaymentFilterQuerySchema = withDateOrder(z.object(paymentFilterFields));

export const PaymentSchema = z
  .object({
    id: z.uuid(),
    externalId: z.string().nullable(),
    amount: z.number(),
    status: z.enum(PAYMENT_STATUSES),
    qrCode: z.string().nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    confirmedAt: z.iso.datetime().nullable(),
    purchaser: z.string(),
    method: z.string(),
    customerEmail: z.string(),
    customerName: z.string(),
    paymentLinkId: z.uuid().nullable(),
    amountWithAllFees: z.number(),
    amountWithFeesService: z.number(),
    amountWithFeesGateway: z.number(),
    serviceFee: z.number(),
    gatewayFee: z.number(),
    customerId: z.uuid(),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    // Not PaymentLinkSchema.nullable(): zod-to-openapi 9 would make the shared PaymentLink component itself nullable.
    paymentLink: z.union([PaymentLinkSchema, z.null()]),
    refundedAt: z.iso.datetime().nullable(),
    refundedAmount: z
      .number()
      .meta({ description: "Reais returned to the payer by refunds done (GET /payments/{id}/refunds lists them)." }),
    cancelReason: z.string().nullable(),
    endToEndId: z.string().nullable().meta({
      description:
        "The PIX's end-to-end id (E2E), once paid, where the provider reported it (the buyer's bank shows it)",
    }),
  })
  .meta({ id: "Payment", description: "Money in reais; amountWithAllFees is what the seller nets." });

export const PaymentDetailSchema = PaymentSchema.extend({
  customerDocument: z.object({ type: z.enum(["CPF", "CNPJ"]), number: z.string() }).meta({
    description: "The buyer's document: a CPF masked to its middle six digits (***.982.247-**), a CNPJ in full",
  }),
}).meta({ id: "PaymentDetail", description: "A payment as GET /payments/{id} answers it: with the buyer's document." });

export const CheckoutPaymentSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(PAYMENT_STATUSES),
    amount: z.number(),
    qrCode: z.string().nullable(),
    expiresAt: z.iso.datetime(),
    confirmedAt: z.iso.datetime().nullable(),
    endToEndId: z.string().nullable().meta({
      description: "The PIX's end-to-end id, once paid, where the provider reported it (the buyer's receipt shows it)",
    }),
  })
  .meta({ id: "CheckoutPayment" });

export const CheckoutParamsSchema = z.object({
  ref: z.string().min(1).max(100),
  paymentId: z.uuid("Identificador inválido"),
});

export type PaymentJson = z.infer<typeof PaymentSchema>;
export type PaymentDetailJson = z.infer<typeof PaymentDetailSchema>;

const sellerFilter = { sellerId: z.uuid("Identificador inválido").optional() };
export const AdminPaymentQuerySchema = withDateOrder(
  PageQuerySchema.extend({ ...paymentFilterFields, ...sellerFilter }),
);
export const AdminTotalsQuerySchema = withDateOrder(z.object({ ...dateRangeFields, ...sellerFilter }));

export const AdminPaymentSchema = PaymentSchema.extend({
  customer: z
    .object({
      id: z.uuid(),
      email: z.string(),
      companyName: z.string(),
      enterprises: z.array(z.object({ id: z.uuid(), cnpj: z.string(), commercialName: z.string() })),
    })
    .nullable()
    .meta({ description: "The seller who received the payment (the name follows a known client)." }),
}).meta({ id: "AdminPayment" });

export const TotalTransactionsSchema = z
  .object({
    totalAmountWithAllFees: z.number(),
    totalPayments: z.number().int(),
    totalFinishedPayments: z.number().int(),
    totalPendingPayments: z.number().int(),
  })
  .meta({ id: "TotalTransactions" });

export const BillingSchema = z
  .object({
    totalAmountWithFeesGateway: z.number(),
    totalFinishedPayments: z.number().int(),
    totalPendingPayments: z.number().int(),
    totalAmountCancelled: z.number(),
  })
  .meta({ id: "Billing" });

const OUTCOMES = {
  applied: "the event changed the payment or withdrawal",
  duplicate: "an event with this id was applied before",
  ignored: "the payment or withdrawal was past the state this event moves it from",
  amount_mismatch:
    "the amount differs from the charge's or payout's; nothing credited (a PIX is held for the admin to return)",
  unknown_reference: "no payment or withdrawal carries this provider reference",
  paid_after_cancel: "the PIX paid a charge already cancelled or expired; held for the admin to return",
  no_charge: "the PIX was sent to the key without a charge of ours; held for the admin to return",
  already_paid: "the PIX paid a charge another PIX had already paid; held for the admin to return",
} satisfies Record<CallbackOutcome, string>;

/** One provider event a sandbox control endpoint played, and what settlement did with it. */
export const SandboxCallbackSchema = z.object({
  type: z
    .enum(["charge.pending", "charge.paid", "payout.completed", "payout.failed"])
    .meta({ description: "The provider event the sandbox played" }),
  outcome: z.enum(Object.keys(OUTCOMES) as [CallbackOutcome, ...CallbackOutcome[]]).meta({
    description: `What settlement did with it: ${Object.entries(OUTCOMES)
      .map(([outcome, meaning]) => `${outcome}, ${meaning}`)
      .join("; ")}.`,
  }),
});

export const SANDBOX_RESULT_DESCRIPTION =
  "The signed provider callbacks the sandbox applied, in order, each through the same settlement as a real provider's callback.";

export const SandboxPaymentResultSchema = z
  .object({ paymentId: z.uuid(), callbacks: z.array(SandboxCallbackSchema) })
  .meta({ id: "SandboxPaymentResult", description: SANDBOX_RESULT_DESCRIPTION });
