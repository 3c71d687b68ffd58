import { percentSchema } from "@/lib/fees/percent";
import { PageQuerySchema } from "@/lib/http/pagination";
import { MoneySchema } from "@/lib/money";
import { z } from "@/lib/zod";

export const SellerIdParamsSchema = z.object({ sellerId: z.uuid("Identificador inválido") });

export const PutReserveConfigSchema = z
  .object({
    percentage: percentSchema({ allowZero: true }).meta({
      description: "Percent of the net held back, 0..100, at most 4 decimals",
    }),
    days: z
      .number("Informe os dias")
      .int("Informe um número inteiro de dias")
      .min(0, "No mínimo 0 dias")
      .max(365, "No máximo 365 dias"),
    isActive: z.boolean().optional(),
    newSellerDays: z
      .number("Informe os dias")
      .int("Informe um número inteiro de dias")
      .min(0, "No mínimo 0 dias")
      .max(365, "No máximo 365 dias")
      .optional()
      .meta({ description: "Precautionary hold: sellers approved fewer than this many days ago (0 turns it off)" }),
    newSellerHoldAbove: MoneySchema.optional().meta({
      description: "Precautionary hold: payments above this amount, in reais",
    }),
    newSellerHoldHours: z
      .number("Informe as horas")
      .int("Informe um número inteiro de horas")
      .min(1, "No mínimo 1 hora")
      .max(72, "No máximo 72 horas")
      .optional()
      .meta({ description: "Precautionary hold: hours the net stays held, at most 72" }),
  })
  .strict()
  .meta({
    id: "PutReserveConfigInput",
    description: "Absent optional fields keep their current value (the defaults for a new configuration).",
  });

export type PutReserveConfigInput = z.output<typeof PutReserveConfigSchema>;

export const ReserveConfigSchema = z
  .object({
    sellerId: z.uuid(),
    percentage: z.number().meta({ description: "percent (10 = 10 %)" }),
    days: z.number().int(),
    isActive: z.boolean(),
    newSellerDays: z.number().int(),
    newSellerHoldAbove: z.number().meta({ description: "reais" }),
    newSellerHoldHours: z.number().int(),
    updatedAt: z.iso.datetime().nullable().meta({ description: "null while the seller has the defaults" }),
  })
  .meta({
    id: "ReserveConfig",
    description:
      "A seller's rolling reserve (default 0 % for 0 days) and precautionary hold (default: sellers approved fewer than 30 days ago have the net of payments above R$ 1.000,00 held for 72 hours).",
  });

export type ReserveConfigJson = z.infer<typeof ReserveConfigSchema>;

export const RESERVE_HOLD_STATUSES = ["HELD", "RELEASED", "REFUNDED"] as const;

export const ReserveHoldSchema = z
  .object({
    id: z.uuid(),
    paymentId: z.uuid(),
    buyerName: z.string().meta({ description: "The buyer of the sale the hold belongs to" }),
    paymentAmount: z.number().meta({ description: "The sale's amount, reais" }),
    kind: z.enum(["ROLLING", "PRECAUTIONARY"]).meta({
      description: "ROLLING: the rolling reserve's share of the net; PRECAUTIONARY: a new seller's large sale",
    }),
    status: z.enum(RESERVE_HOLD_STATUSES).meta({
      description: "HELD until releaseAt; RELEASED to the available balance; REFUNDED: refunds took all of it",
    }),
    amount: z.number().meta({ description: "Reais held now (HELD) or released (RELEASED)" }),
    refunded: z.number().meta({ description: "Reais refunds of the sale took from it (refunds not made excluded)" }),
    heldAt: z.iso.datetime(),
    releaseAt: z.iso.datetime(),
    releasedAt: z.iso.datetime().nullable().meta({ description: "When released, or emptied by refunds" }),
  })
  .meta({ id: "ReserveHold", description: "What the reserve keeps of one sale, and when it comes to the balance." });

export type ReserveHoldJson = z.infer<typeof ReserveHoldSchema>;

export const ReserveHoldsQuerySchema = PageQuerySchema.extend({
  paymentId: z.uuid("Identificador inválido").optional().meta({ description: "Only this sale's holds" }),
});
export type ReserveHoldsQuery = z.output<typeof ReserveHoldsQuerySchema>;
