import { percentSchema } from "@/lib/fees/percent";
import { PageQuerySchema } from "@/lib/http/pagination";
import { centsToReais, MAX_PAYMENT_CENTS, MoneySchema, PaymentAmountSchema } from "@/lib/money";
import { SANDBOX_RESULT_DESCRIPTION, SandboxCallbackSchema } from "@/lib/payments/schema";
import { dateRangeFields, withDateOrder } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";
import { PIX_KEY_TYPES } from "./pix-key";

export const WITHDRAWAL_STATUSES = ["REQUESTED", "PROCESSING", "COMPLETED", "FAILED", "REJECTED", "CANCELLED"] as const;

const PixKeyFieldSchema = z.string("Informe a chave PIX").trim().min(1, "Informe a chave PIX").max(100);
const PixKeyTypeFieldSchema = z
  .string("Informe o tipo da chave")
  .trim()
  .toUpperCase()
  .pipe(z.enum(PIX_KEY_TYPES, "Tipo de chave inválido"));

export const CreateWithdrawalSchema = z
  .object({
    amount: PaymentAmountSchema,
    pixKey: PixKeyFieldSchema.optional().meta({
      description: "Optional: when sent, it must be your registered payout key (422 PAYOUT_KEY_MISMATCH otherwise).",
    }),
    pixKeyType: PixKeyTypeFieldSchema.optional(),
  })
  .strict()
  .meta({
    id: "CreateWithdrawalInput",
    description:
      "amount leaves the available balance, the fee included. The payout goes to your registered payout key (PUT /payout-keys/me); pixKey, if sent, must be that key (its type inferred when absent).",
  });

export type CreateWithdrawalInput = z.output<typeof CreateWithdrawalSchema>;

export const WithdrawalIdParamsSchema = z.object({ id: z.uuid("Identificador inválido") });
export const SellerIdParamsSchema = z.object({ sellerId: z.uuid("Identificador inválido") });

export const RejectWithdrawalSchema = z
  .object({ reason: z.string().trim().min(1).max(500).optional() })
  .strict()
  .optional();

const filterFields = { status: z.enum(WITHDRAWAL_STATUSES).optional(), ...dateRangeFields };
export const WithdrawalListQuerySchema = withDateOrder(PageQuerySchema.extend(filterFields));
export const AdminWithdrawalListQuerySchema = withDateOrder(
  PageQuerySchema.extend({ ...filterFields, sellerId: z.uuid("Identificador inválido").optional() }),
);

export const WithdrawalSchema = z
  .object({
    id: z.uuid(),
    sellerId: z.uuid(),
    amount: z.number(),
    fee: z.number(),
    netAmount: z.number(),
    pixKey: z.string(),
    pixKeyType: z.enum(PIX_KEY_TYPES),
    payableFrom: z.iso.datetime().nullable().meta({
      description:
        "Not paid out before this instant: the payout key changed less than 24 h before the request. Null when not held.",
    }),
    status: z.enum(WITHDRAWAL_STATUSES),
    requestedAt: z.iso.datetime(),
    reviewedAt: z.iso.datetime().nullable(),
    reviewedBy: z.uuid().nullable(),
    completedAt: z.iso.datetime().nullable(),
    rejectionReason: z.string().nullable(),
    failureReason: z.string().nullable(),
    returnedAmount: z.number().meta({
      description:
        "What the receiving bank sent back of a COMPLETED payout (a devolução of the PIX sent), credited back to the available balance; 0 when none. The fee is not returned.",
    }),
  })
  .meta({ id: "Withdrawal", description: "Money in reais; netAmount is what reaches the PIX key." });

export const REVIEW_REASONS = ["NEW_PAYOUT_KEY", "PAYOUT_UNCONFIRMED"] as const;

export const AdminWithdrawalSchema = WithdrawalSchema.extend({
  seller: z.object({
    id: z.uuid(),
    companyName: z.string(),
    enterprises: z.array(z.object({ id: z.uuid(), cnpj: z.string() })),
  }),
  reviewReason: z.enum(REVIEW_REASONS).nullable().meta({
    description:
      "Why a withdrawal needs an admin. NEW_PAYOUT_KEY: requested, waits for approval even in AUTOMATIC mode, the first payout to a key whose holder was not verified. PAYOUT_UNCONFIRMED: processing, the PSP has neither confirmed nor refused the payout 24 h after it was first asked for (the money stays reserved; the jobs keep asking).",
  }),
}).meta({ id: "AdminWithdrawal" });

export const PutPayoutKeySchema = z
  .object({
    pixKeyType: PixKeyTypeFieldSchema,
    pixKey: PixKeyFieldSchema,
    currentPassword: z.string("Informe sua senha").min(1, "Informe sua senha").max(200),
  })
  .strict()
  .meta({
    id: "PutPayoutKeyInput",
    description:
      "A CPF key must be the legal representative's CPF, a CNPJ key the CNPJ, of one of your approved companies. currentPassword is your login password.",
  });

export type PutPayoutKeyInput = z.output<typeof PutPayoutKeySchema>;

export const PayoutKeySchema = z
  .object({
    id: z.uuid(),
    pixKey: z.string(),
    pixKeyType: z.enum(PIX_KEY_TYPES),
    holderVerified: z
      .boolean()
      .meta({ description: "A CPF/CNPJ key that is your company's CNPJ or its legal representative's CPF." }),
    approvedAt: z.iso.datetime().nullable().meta({ description: "When an admin first approved a payout to it." }),
    reviewRequired: z.boolean().meta({
      description: "The next withdrawal waits for an admin's approval (holder not verified, no payout approved yet).",
    }),
    payableFrom: z.iso.datetime().nullable().meta({
      description:
        "Payouts to this key are not sent before this instant (24 h after a change); null when payable at once.",
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "PayoutKey", description: "Your registered payout PIX key: every withdrawal goes to it." });

export const WithdrawalDashboardSchema = z
  .object({
    totalAmountApproved: z.number(),
    qtdWithdrawalsApproved: z.number().int(),
    qtdWithdrawalsPending: z.number().int(),
    totalAmountPending: z.number(),
    qtdPayoutsUnconfirmed: z.number().int(),
    totalAmountUnconfirmed: z.number(),
  })
  .meta({
    id: "WithdrawalDashboard",
    description:
      "Approved = processing or completed; pending = awaiting review; unconfirmed = processing, the PSP has neither confirmed nor refused the payout 24 h after it was first asked for.",
  });

export const PutWithdrawalConfigSchema = z
  .object({
    minAmount: PaymentAmountSchema,
    maxAmount: PaymentAmountSchema,
    // A sum over the day's withdrawals, so not bound by one payment's maximum (the column is bigint).
    dailyLimit: MoneySchema.meta({ description: "reais per São Paulo day, at least maxAmount" }),
    feeType: z.enum(["FIXED", "PERCENTAGE"]),
    feeValue: z.union([z.number(), z.string()]).meta({
      description: `FIXED: reais, 0 or up to ${centsToReais(MAX_PAYMENT_CENTS).toFixed(2)}. PERCENTAGE: percent, at most 4 decimals, up to 100.`,
    }),
    mode: z.enum(["MANUAL", "AUTOMATIC"]),
    allowApi: z.boolean(),
  })
  .strict()
  .transform((input, ctx) => {
    if (input.minAmount > input.maxAmount)
      ctx.addIssue({ code: "custom", path: ["maxAmount"], message: "O máximo deve ser maior que o mínimo" });
    if (input.maxAmount > input.dailyLimit)
      ctx.addIssue({ code: "custom", path: ["dailyLimit"], message: "O limite diário deve cobrir o máximo por saque" });
    const fee = (
      input.feeType === "FIXED" ? PaymentAmountSchema.or(z.literal(0)) : percentSchema({ allowZero: true })
    ).safeParse(input.feeValue);
    if (!fee.success) {
      ctx.addIssue({ code: "custom", path: ["feeValue"], message: fee.error.issues[0]?.message ?? "Tarifa inválida" });
      return z.NEVER;
    }
    return { ...input, feeValue: fee.data };
  })
  .meta({
    id: "PutWithdrawalConfigInput",
    description: "Money in reais; feeValue in reais (FIXED) or percent (PERCENTAGE).",
  });

export type PutWithdrawalConfigInput = z.output<typeof PutWithdrawalConfigSchema>;

export const WithdrawalConfigSchema = z
  .object({
    sellerId: z.uuid(),
    minAmount: z.number(),
    maxAmount: z.number(),
    dailyLimit: z.number(),
    feeType: z.enum(["FIXED", "PERCENTAGE"]),
    feeValue: z.number(),
    mode: z.enum(["MANUAL", "AUTOMATIC"]),
    allowApi: z.boolean(),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({
    id: "WithdrawalConfig",
    description: "Money in reais; feeValue in reais (FIXED) or percent (PERCENTAGE); updatedAt null while on defaults.",
  });

export const SandboxPayoutResultSchema = z
  .object({ withdrawalId: z.uuid(), callbacks: z.array(SandboxCallbackSchema) })
  .meta({ id: "SandboxPayoutResult", description: SANDBOX_RESULT_DESCRIPTION });

export type SandboxPayoutResult = z.infer<typeof SandboxPayoutResultSchema>;
