import { PageQuerySchema } from "@/lib/http/pagination";
import { z } from "@/lib/zod";

export const UNMATCHED_PIX_STATUSES = ["HELD", "RETURNING", "RETURNED", "RETURN_FAILED", "RETURNED_BY_MED"] as const;
export const UNMATCHED_PIX_REASONS = ["AMOUNT_MISMATCH", "PAID_AFTER_CANCEL", "NO_CHARGE", "ALREADY_PAID"] as const;

export const UnmatchedPixQuerySchema = PageQuerySchema.extend({ status: z.enum(UNMATCHED_PIX_STATUSES).optional() });

export const UnmatchedPixParamsSchema = z.object({ id: z.uuid("Identificador inválido") });

export const UnmatchedPixSchema = z
  .object({
    id: z.uuid(),
    endToEndId: z.string(),
    paymentId: z.uuid().nullable().meta({ description: "The charge it named, if one of ours; null for NO_CHARGE." }),
    sellerId: z.uuid().nullable(),
    payer: z
      .object({
        name: z.string(),
        document: z.string().meta({ description: "Masked: a CPF as ***.982.247-**, a CNPJ whole." }),
      })
      .nullable()
      .meta({
        description:
          "Who the charge it named was made out to (API Pix does not report a PIX's payer); null for a PIX without a charge of ours.",
      }),
    amount: z.number().meta({ description: "What the PIX carried." }),
    medReturned: z.number().meta({ description: "What the PSP returned of it on its own (MED devoluções)." }),
    heldAmount: z.number().meta({
      description: "What is still held, which its return sends back: the amount less medReturned; 0 once returned.",
    }),
    reason: z.enum(UNMATCHED_PIX_REASONS).meta({
      description:
        "AMOUNT_MISMATCH: paid another amount than the charge's; PAID_AFTER_CANCEL: paid a charge already cancelled or expired; NO_CHARGE: sent to the receiving key without a charge of ours; ALREADY_PAID: a second PIX on a charge another PIX had already paid.",
    }),
    status: z.enum(UNMATCHED_PIX_STATUSES).meta({
      description:
        "HELD; RETURNING: its return asked of the PSP; RETURNED: returned by the admin's return; RETURN_FAILED: the PSP could not return it, which may be tried again; RETURNED_BY_MED: the PSP returned all that was held of it on its own (MED), nothing is left to return.",
    }),
    failureReason: z.string().nullable(),
    receivedAt: z.iso.datetime(),
    returnedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({
    id: "UnmatchedPix",
    description: "A PIX received that credits no seller, in reais, held until an admin returns it to its payer.",
  });

export type UnmatchedPixJson = z.infer<typeof UnmatchedPixSchema>;
