import { percentSchema } from "@/lib/fees/percent";
import { z } from "@/lib/zod";

export const SellerIdParamsSchema = z.object({ sellerId: z.uuid("Identificador inválido") });

export const PutReserveConfigSchema = z
  .object({
    percentage: percentSchema({ allowZero: true }).meta({ description: "Percent of the net held back, 0..100, at most 4 decimals" }),
    days: z.number("Informe os dias").int("Informe um número inteiro de dias").min(0, "No mínimo 0 dias").max(365, "No máximo 365 dias"),
    isActive: z.boolean().optional(),
  })
  .strict()
  .meta({ id: "PutReserveConfigInput", description: "isActive keeps its current value (true for a new configuration) when absent." });

export type PutReserveConfigInput = z.output<typeof PutReserveConfigSchema>;

export const ReserveConfigSchema = z
  .object({
    sellerId: z.uuid(),
    percentage: z.number().meta({ description: "percent (10 = 10 %)" }),
    days: z.number().int(),
    isActive: z.boolean(),
    updatedAt: z.iso.datetime().nullable().meta({ description: "null while the seller has the defaults" }),
  })
  .meta({ id: "ReserveConfig", description: "A seller's rolling reserve; the default is 0 % for 0 days." });

export type ReserveConfigJson = z.infer<typeof ReserveConfigSchema>;
