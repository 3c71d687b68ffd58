import { SecondFactorCodeSchema } from "@/lib/auth/schema";
import { feeOf } from "@/lib/fees/calculate";
import { percentSchema } from "@/lib/fees/percent";
import { PageQuerySchema } from "@/lib/http/pagination";
import { centsToReais, formatBRL, MAX_PAYMENT_CENTS, MoneySchema, PaymentAmountSchema } from "@/lib/money";
import { SANDBOX_RESULT_DESCRIPTION, SandboxCallbackSchema } from "@/lib/payments/schema";
import { dateRangeFields, withDateOrder } from "@/lib/time/sao-paulo-days";
import { CurrentPasswordSchema } from "@/lib/users/schema";
import { z } from "@/lib/zod";
import { PIX_KEY_TYPES } from "./pix-key";

export const WITHDRAWAL_STATUSES = ["REQUESTED", "PROCESSING", "COMPLETED", "FAILED", "REJECTED", "CANCELLED"] as const;

const PixKeyFieldSchema = z.string("Informe a chave PIX").trim().min(1, "Informe a chave PIX").max(100);
const PixKeyTypeFieldSchema = z
  .string("Informe o tipo da chave")
  .trim()
  .toUpperCase()
  .min(1, { message: "Selecione o tipo da chave", abort: true })
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

/** A Pix's EndToEndId as the SPI makes it: "E", the payer's 8-digit ISPB, yyyyMMddHHmm (UTC), 11 letters or digits. */
const END_TO_END_ID = /^E\d{8}(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})[a-zA-Z0-9]{11}$/;

/** The minute an end-to-end id says its Pix was made, or null when the value is not one (or names no real minute). */
export function endToEndIdMinute(value: string): Date | null {
  const parts = END_TO_END_ID.exec(value)?.slice(1).map(Number);
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts as [number, number, number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC carries an impossible day or hour over (30/02 becomes 02/03): a real minute reads back as written.
  const readBack = [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];
  return readBack.every((value, i) => value === parts[i]) ? at : null;
}

export const RecordManualPayoutSchema = z
  .object({
    endToEndId: z
      .string("Informe o identificador do PIX (E2E)")
      .trim()
      .refine(
        (value) => endToEndIdMinute(value) !== null,
        "Identificador inválido: E, o ISPB do banco (8 dígitos), data e hora (aaaaMMddHHmm) e 11 letras ou números",
      )
      .meta({
        description:
          "The Pix's end-to-end id, as the bank's receipt shows it: E + the paying bank's 8-digit ISPB + yyyyMMddHHmm (UTC) + 11 letters or digits, 32 characters (E60701190202611271432Ab3dE5fG7h9). One Pix pays one withdrawal.",
      }),
    paidAt: z.iso
      .datetime({ offset: true, error: "Data e hora inválidas" })
      .optional()
      .meta({ description: "When the Pix was made; defaults to the minute in endToEndId, never before the request." }),
  })
  .strict()
  .meta({
    id: "RecordManualPayoutInput",
    description:
      "The payout an admin made at the bank for a withdrawal approved under PAYOUT_PROVIDER=manual. Both the id's minute and paidAt must fall between the request and now.",
  });

export type RecordManualPayoutInput = z.output<typeof RecordManualPayoutSchema>;

export const RecordManualPayoutFailureSchema = z
  .object({
    reason: z
      .string("Informe o motivo")
      .trim()
      .min(1, "Informe o motivo")
      .max(500, "No máximo 500 caracteres")
      .meta({ description: "Why the payout could not be made; the seller reads it." }),
  })
  .strict()
  .meta({
    id: "RecordManualPayoutFailureInput",
    description:
      "A payout under PAYOUT_PROVIDER=manual that the bank could not make: the amount returns to the seller.",
  });

export type RecordManualPayoutFailureInput = z.output<typeof RecordManualPayoutFailureSchema>;

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
    manualPayout: z.boolean().meta({
      description:
        "No PSP sends this payout: once approved (PROCESSING), an admin makes it at the bank and records it as completed or failed.",
    }),
    endToEndId: z
      .string()
      .nullable()
      .meta({ description: "The payout Pix's end-to-end id, once known (recorded with a manual payout)." }),
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
    currentPassword: CurrentPasswordSchema,
    totp: SecondFactorCodeSchema.optional(),
  })
  .strict()
  .meta({
    id: "PutPayoutKeyInput",
    description:
      "A CPF key must be the legal representative's CPF, a CNPJ key the CNPJ, of one of your approved companies. currentPassword is your login password; totp, when you sign in with two-factor sign-in, a code of your app or a recovery code.",
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
    // Otherwise the smallest withdrawals allowed would all be refused (FEES_EXCEED_AMOUNT).
    if (feeOf({ target: "SERVICE", feeType: input.feeType, feeValue: fee.data }, input.minAmount) >= input.minAmount)
      ctx.addIssue({
        code: "custom",
        path: ["feeValue"],
        message: `A tarifa não pode consumir o saque mínimo (${formatBRL(input.minAmount)})`,
      });
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

export const OwnWithdrawalConfigSchema = WithdrawalConfigSchema.extend({
  withdrawnToday: z.number().meta({
    description:
      "reais of today's (São Paulo) withdrawals that count against dailyLimit: those requested, processing or completed",
  }),
}).meta({ id: "OwnWithdrawalConfig", description: "Your withdrawal rules, and how much of today's limit is taken." });

export const SandboxPayoutResultSchema = z
  .object({ withdrawalId: z.uuid(), callbacks: z.array(SandboxCallbackSchema) })
  .meta({ id: "SandboxPayoutResult", description: SANDBOX_RESULT_DESCRIPTION });

export type SandboxPayoutResult = z.infer<typeof SandboxPayoutResultSchema>;
