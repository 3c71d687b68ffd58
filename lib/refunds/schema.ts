import { PageQuerySchema } from "@/lib/http/pagination";
import { MoneySchema } from "@/lib/money";
import { z } from "@/lib/zod";

export const REFUND_STATUSES = ["PROCESSING", "DONE", "FAILED"] as const;

export const CreateRefundSchema = z
  .object({
    amount: MoneySchema.optional().meta({
      description: "Reais to return; all that is left of the payment when absent.",
    }),
    reason: z.string().trim().min(1).max(140, "No máximo 140 caracteres").optional(),
  })
  .strict()
  .meta({ id: "CreateRefundInput" });

/**
 * The full refund takes no body. A body naming anything (an amount above all) is refused rather than ignored: a
 * client expecting part of the money back would otherwise return all of it.
 */
export const RefundRemainingSchema = z
  .object({
    amount: z
      .unknown()
      .refine(
        () => false,
        "Este endpoint devolve tudo o que resta. Para devolver parte, use POST /payments/{id}/refunds.",
      )
      .optional()
      .meta({ description: "Refused: a part is POST /payments/{id}/refunds." }),
  })
  .strict()
  .optional()
  .meta({ id: "RefundRemainingInput", description: "No body, or an empty object." });

export const RefundListQuerySchema = PageQuerySchema;

export const RefundSchema = z
  .object({
    id: z.uuid(),
    paymentId: z.uuid(),
    amount: z.number(),
    reason: z.string().nullable(),
    status: z
      .enum(REFUND_STATUSES)
      .meta({ description: "PROCESSING until the provider returns the money (DONE) or cannot (FAILED)." }),
    nature: z.string().meta({
      description:
        "ORIGINAL when the seller asked for it; MED_OPERACIONAL or MED_FRAUDE when the provider returned the money itself.",
    }),
    failureReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({
    id: "Refund",
    description:
      "Money returned to the payer, in reais. Fees are not returned: the amount leaves the seller's balance in full.",
  });

export type RefundJson = z.infer<typeof RefundSchema>;
