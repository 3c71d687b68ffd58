import type { FeeType } from "@/lib/db/generated/enums";
import { PageQuerySchema } from "@/lib/http/pagination";
import { centsToReais, MAX_PAYMENT_CENTS, PaymentAmountSchema } from "@/lib/money";
import { z } from "@/lib/zod";
import { percentSchema } from "./percent";

export const FEE_TARGETS = ["SERVICE", "GATEWAY"] as const;
export const FEE_TYPES = ["PERCENTAGE", "FIXED"] as const;

const FeeTargetSchema = z.enum(FEE_TARGETS, "Use SERVICE ou GATEWAY");
const FeeTypeSchema = z.enum(FEE_TYPES, "Use PERCENTAGE ou FIXED");

const PercentFeeValueSchema = percentSchema({ allowZero: false });

/** A fee value in API units (reais or percent), before its type says how to read it. */
const FeeValueInputSchema = z.union([z.number(), z.string()], "Informe o valor da tarifa").meta({
  description: `PERCENTAGE: percent (0.99 = 0.99 %), at most 4 decimals, up to 100. FIXED: reais, at most 2 decimals, up to ${centsToReais(MAX_PAYMENT_CENTS).toFixed(2)}.`,
});

/**
 * Reads a fee value for its type: centavos for FIXED, millionths of the amount for PERCENTAGE. A
 * fixed fee is taken from one payment, which refuses fees that reach its amount, so one payment's
 * maximum bounds it.
 */
export function feeValueSchema(feeType: FeeType) {
  return feeType === "FIXED" ? PaymentAmountSchema : PercentFeeValueSchema;
}

/** The stored integer of a fee value; a 400 at `feeValue` when the value does not fit the type. */
export function storedFeeValue(feeType: FeeType, value: number | string): number {
  return z.object({ feeValue: feeValueSchema(feeType) }).parse({ feeValue: value }).feeValue;
}

const DescriptionSchema = z
  .string()
  .trim()
  .max(200, "No máximo 200 caracteres")
  .transform((value) => value || null)
  .nullable();

const FeeFieldsSchema = z.object({
  target: FeeTargetSchema.default("SERVICE"),
  feeType: FeeTypeSchema,
  feeValue: FeeValueInputSchema,
  description: DescriptionSchema.optional(),
});

/** Reads `feeValue` in the units its `feeType` says (centavos or millionths); the issues land on feeValue. */
function withStoredFeeValue<T extends { feeType: FeeType; feeValue: number | string }>(input: T, ctx: z.RefinementCtx) {
  const parsed = feeValueSchema(input.feeType).safeParse(input.feeValue);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: ["feeValue"] });
    return z.NEVER;
  }
  return { ...input, feeValue: parsed.data };
}

export const CreateFeeSchema = FeeFieldsSchema.extend({
  sellerId: z.uuid("Identificador inválido").nullable().optional(),
  isActive: z.boolean().optional(),
})
  .strict()
  .transform(withStoredFeeValue)
  .meta({ id: "CreateFeeInput", description: "sellerId null or absent creates a platform default." });

/** What saving on the seller's page would do: add an own fee, or switch one of theirs off. */
export const SellerFeePreviewInputSchema = z
  .discriminatedUnion(
    "action",
    [
      z.object({ action: z.literal("CREATE"), fee: FeeFieldsSchema.strict().transform(withStoredFeeValue) }).strict(),
      z.object({ action: z.literal("DEACTIVATE"), feeId: z.uuid("Identificador inválido") }).strict(),
    ],
    "Use CREATE ou DEACTIVATE",
  )
  .meta({
    id: "SellerFeePreviewInput",
    description:
      "CREATE: the seller's new own fee, as POST /api/v1/admin/fees takes it. DEACTIVATE: one of the seller's own active fees.",
  });
export type SellerFeePreviewInput = z.output<typeof SellerFeePreviewInputSchema>;

export const UpdateFeeSchema = z
  .object({
    target: FeeTargetSchema.optional(),
    feeType: FeeTypeSchema.optional(),
    feeValue: FeeValueInputSchema.optional(),
    description: DescriptionSchema.optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Envie ao menos um campo para alterar")
  // A stored value means centavos or millionths depending on the type, so it cannot outlive a type change.
  .refine((value) => value.feeType === undefined || value.feeValue !== undefined, {
    path: ["feeValue"],
    message: "Informe o valor junto com o tipo da tarifa",
  })
  .meta({ id: "UpdateFeeInput", description: "Partial; feeValue is read in the units of the new or current feeType." });

export type CreateFeeInput = z.output<typeof CreateFeeSchema>;
export type UpdateFeeInput = z.output<typeof UpdateFeeSchema>;

export const FeeIdParamsSchema = z.object({ id: z.uuid("Identificador inválido") });

export const FeeListQuerySchema = PageQuerySchema.extend({ sellerId: z.uuid("Identificador inválido").optional() });
export type FeeListQuery = z.output<typeof FeeListQuerySchema>;

export const FeeSchema = z
  .object({
    id: z.uuid(),
    sellerId: z.uuid().nullable(),
    target: FeeTargetSchema,
    feeType: FeeTypeSchema,
    feeValue: z.number().meta({ description: "PERCENTAGE: percent (0.99 = 0.99 %). FIXED: reais." }),
    description: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Fee", description: "A fee rule; sellerId null is a platform default." });

export const SellerFeesSchema = z.object({ sellerId: z.uuid(), fees: z.array(FeeSchema) }).meta({
  id: "SellerFees",
  description:
    "The fees that apply to a seller: their own active fees of a target replace the defaults of that target.",
});

export type FeeJson = z.infer<typeof FeeSchema>;
export type SellerFeesJson = z.infer<typeof SellerFeesSchema>;

export const SellerFeePreviewSchema = z
  .object({
    sellerId: z.uuid(),
    fees: z.array(
      FeeSchema.pick({ sellerId: true, target: true, feeType: true, feeValue: true, description: true }).extend({
        id: z.uuid().nullable().meta({ description: "Null for the fee the CREATE would add." }),
        change: z
          .enum(["UNCHANGED", "STARTS", "STOPS"])
          .meta({ description: "STARTS: applies after the change only; STOPS: applies now, not after it." }),
      }),
    ),
  })
  .meta({
    id: "SellerFeePreview",
    description:
      "The fees that apply to the seller now and after the change, as payments pick them: an own fee of a target replaces every default of that target. Nothing is saved.",
  });
export type SellerFeePreviewJson = z.infer<typeof SellerFeePreviewSchema>;
