import { formatCalendarDate } from "@/lib/dates";
import { PageQuerySchema } from "@/lib/http/pagination";
import { centsToReais, formatBRL, MAX_PAYMENT_CENTS, PaymentAmountSchema } from "@/lib/money";
import { LATEST_DAY, saoPauloDayEnd } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";

export const PAYMENT_LINK_STATUSES = ["ACTIVE", "INACTIVE"] as const;
const PaymentLinkStatusSchema = z.enum(PAYMENT_LINK_STATUSES, "Use ACTIVE ou INACTIVE");

export const MIN_LINK_AMOUNT_CENTS = 1_00;
/** What a link's amount may be, in words for its form's hint. */
export const LINK_AMOUNT_RANGE = `De ${formatBRL(MIN_LINK_AMOUNT_CENTS)} a ${formatBRL(MAX_PAYMENT_CENTS)}`;

const LINK_FIELDS = {
  description: z
    .string("Informe a descrição")
    .trim()
    .min(1, "Informe a descrição")
    .max(200, "No máximo 200 caracteres"),
  amount: PaymentAmountSchema.refine(
    (cents) => cents >= MIN_LINK_AMOUNT_CENTS,
    `O valor mínimo é ${formatBRL(MIN_LINK_AMOUNT_CENTS)}`,
  ).meta({
    description: `reais, at most 2 decimals, from ${centsToReais(MIN_LINK_AMOUNT_CENTS).toFixed(2)} to ${centsToReais(MAX_PAYMENT_CENTS).toFixed(2)}`,
  }),
};

export const MAX_LINK_PAYMENTS_LIMIT = 1_000_000;

/** Both optional; null (or "" from a cleared form field) removes them. */
const LIMIT_FIELDS = {
  expiresAt: z
    .union(
      [z.literal("").transform(() => null), z.null(), z.iso.date(), z.iso.datetime({ offset: true })],
      "Use uma data (AAAA-MM-DD) ou data e hora ISO 8601",
    )
    .transform((value) => (value === null ? null : value.length === 10 ? saoPauloDayEnd(value) : new Date(value)))
    .refine((date) => date === null || date <= saoPauloDayEnd(LATEST_DAY), {
      message: `A validade deve ser até ${formatCalendarDate(LATEST_DAY)}`,
      abort: true,
    })
    .refine((date) => date === null || date.getTime() > Date.now(), "A validade deve ser no futuro")
    .optional()
    .meta({
      description:
        "No charge from then on. A date (YYYY-MM-DD) means the end of that day in São Paulo; a timestamp is taken as is; null removes it.",
    }),
  maxPayments: z
    .number("Informe um número inteiro")
    .int("Informe um número inteiro")
    .min(1, "No mínimo 1")
    .max(MAX_LINK_PAYMENTS_LIMIT, `No máximo ${MAX_LINK_PAYMENTS_LIMIT}`)
    .nullable()
    .optional()
    .meta({
      description:
        "At most this many finished payments; unexpired open charges hold a place meanwhile; null removes it.",
    }),
};

export const CreatePaymentLinkSchema = z
  .object({ ...LINK_FIELDS, ...LIMIT_FIELDS })
  .strict()
  .meta({ id: "CreatePaymentLinkInput" });

export type CreatePaymentLinkInput = z.output<typeof CreatePaymentLinkSchema>;

export const UpdatePaymentLinkSchema = z
  .object({ ...LINK_FIELDS, ...LIMIT_FIELDS })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, "Informe o que alterar")
  .meta({
    id: "UpdatePaymentLinkInput",
    description:
      "description and amount only while the link has had no charge at all (firstChargeAt is null), else 422 PAYMENT_LINK_LOCKED; expiresAt and maxPayments at any time.",
  });

export type UpdatePaymentLinkInput = z.output<typeof UpdatePaymentLinkSchema>;

export const PaymentLinkListQuerySchema = PageQuerySchema.extend({ status: PaymentLinkStatusSchema.optional() });
export type PaymentLinkListQuery = z.output<typeof PaymentLinkListQuerySchema>;

/** The `[ref]` segment: a link's hash for the public view, its id for the owner. */
export const PaymentLinkHashParamsSchema = z.object({ ref: z.string().max(64) });
export const PaymentLinkIdParamsSchema = z.object({ ref: z.uuid("Identificador inválido") });

export const QR_CODE_FORMATS = ["png", "svg"] as const;
export const PaymentLinkQrCodeQuerySchema = z
  .object({
    format: z.enum(QR_CODE_FORMATS, "Use png ou svg").default("png").meta({ description: "png (960 px) or svg" }),
  })
  .strict();

export const PaymentLinkSchema = z
  .object({
    id: z.uuid(),
    description: z.string(),
    url: z.string().meta({ description: "The checkout page: <APP_URL>/checkout/<hash>" }),
    hash: z.string(),
    status: PaymentLinkStatusSchema,
    qtdPayments: z.number().int().meta({ description: "FINISHED payments through this link" }),
    amount: z.number().meta({ description: "reais" }),
    createdAt: z.iso.datetime(),
    firstChargeAt: z.iso.datetime().nullable().meta({
      description: "The first charge through the link; from then on its description and amount cannot change",
    }),
    expiresAt: z.iso.datetime().nullable(),
    maxPayments: z.number().int().nullable(),
    purchaser: z.string().meta({ description: "The PIX provider that issues the link's charges" }),
    sellerId: z.uuid(),
  })
  .meta({ id: "PaymentLink" });

export const LINK_AVAILABILITIES = ["AVAILABLE", "INACTIVE", "EXPIRED", "LIMIT_REACHED"] as const;
export type LinkAvailability = (typeof LINK_AVAILABILITIES)[number];

export const PublicPaymentLinkSchema = z
  .object({
    hash: z.string(),
    description: z.string(),
    amount: z.number().meta({ description: "reais" }),
    status: PaymentLinkStatusSchema,
    availability: z.enum(LINK_AVAILABILITIES).meta({ description: "Whether a buyer can pay it now, or why not" }),
    expiresAt: z.iso.datetime().nullable(),
    sellerName: z.string().meta({ description: "The seller's commercial name" }),
  })
  .meta({ id: "PublicPaymentLink", description: "What the checkout page shows a buyer." });

export type PaymentLinkJson = z.infer<typeof PaymentLinkSchema>;
export type PublicPaymentLinkJson = z.infer<typeof PublicPaymentLinkSchema>;
