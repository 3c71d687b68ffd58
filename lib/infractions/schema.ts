import { PageQuerySchema } from "@/lib/http/pagination";
import { MoneySchema } from "@/lib/money";
import { z } from "@/lib/zod";

export const INFRACTION_STATUSES = ["OPEN", "REFUNDING", "REFUNDED", "RELEASED", "MED_RETURNED"] as const;

/** The receiving PSP's time to answer a MED infraction. */
export const INFRACTION_ANSWER_DAYS = 7;

export const InfractionParamsSchema = z.object({ id: z.uuid("Identificador inválido") });

export const InfractionQuerySchema = PageQuerySchema.extend({
  status: z.enum(INFRACTION_STATUSES).optional(),
  sellerId: z.uuid("Identificador inválido").optional(),
  paymentId: z.uuid("Identificador inválido").optional(),
});

export const SellerInfractionQuerySchema = PageQuerySchema.extend({ status: z.enum(INFRACTION_STATUSES).optional() });

export const OpenInfractionSchema = z
  .object({
    paymentId: z.uuid("Identificador inválido"),
    amount: MoneySchema.optional().meta({
      description: "reais to hold; defaults to all of the payment not yet refunded",
    }),
    reason: z
      .string("Informe o motivo")
      .trim()
      .min(3, "Descreva o motivo (mínimo 3 caracteres)")
      .max(500, "No máximo 500 caracteres"),
  })
  .strict()
  .meta({ id: "OpenInfractionInput" });

export type OpenInfractionInput = z.output<typeof OpenInfractionSchema>;

export const ReleaseInfractionSchema = z
  .object({ note: z.string().trim().max(500, "No máximo 500 caracteres").optional() })
  .strict()
  .meta({ id: "ReleaseInfractionInput" });

export const InfractionSchema = z
  .object({
    id: z.uuid(),
    paymentId: z.uuid(),
    sellerId: z.uuid(),
    amount: z.number().meta({ description: "reais held" }),
    reason: z.string(),
    status: z.enum(INFRACTION_STATUSES).meta({
      description:
        "OPEN: held; REFUNDING: the voluntary devolução (natureza ORIGINAL) is at the PSP; REFUNDED: it was done; RELEASED: given back to the seller; MED_RETURNED: the PSP returned the money itself (MED_OPERACIONAL, MED_FRAUDE).",
    }),
    openedAt: z.iso.datetime(),
    deadlineAt: z.iso.datetime().meta({ description: "openedAt + 7 days: the receiving PSP's time to answer" }),
    resolvedAt: z.iso.datetime().nullable(),
    resolutionNote: z.string().nullable(),
    refundId: z.uuid().nullable().meta({ description: "The devolução that took the held amount" }),
  })
  .meta({
    id: "Infraction",
    description: "A MED infraction on a payment: its amount held from the seller's balance until resolved.",
  });

export type InfractionJson = z.infer<typeof InfractionSchema>;
