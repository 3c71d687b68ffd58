import { percentSchema } from "@/lib/fees/percent";
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
