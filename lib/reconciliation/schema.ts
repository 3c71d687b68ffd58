import { PageQuerySchema } from "@/lib/http/pagination";
import { calendarDay, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";

export const DIFFERENCE_KINDS = ["MISSING_OURS", "MISSING_PSP", "AMOUNT_DIFFERS"] as const;
export const DIFFERENCE_STATUSES = ["OPEN", "RESOLVED"] as const;
export const RESOLUTIONS = ["CREDITED", "REFUNDED", "EXPLAINED", "CLEARED"] as const;
export const DIFFERENCE_ACTIONS = ["credit", "refund", "explain"] as const;

const PastDaySchema = calendarDay().refine((day) => day < saoPauloToday(), {
  message: "Escolha um dia que já terminou (horário de São Paulo)",
});

export const ReconcileDayBodySchema = z.object({ day: PastDaySchema }).strict();

export const RunDayParamsSchema = z.object({ day: calendarDay() });

export const DifferenceParamsSchema = z.object({ id: z.uuid("Identificador inválido") });

export const DifferenceQuerySchema = PageQuerySchema.extend({ status: z.enum(DIFFERENCE_STATUSES).optional() });

const noteField = (missing: string, tooShort: string) =>
  z.string({ error: missing }).trim().min(5, tooShort).max(500, "No máximo 500 caracteres");

export const ExplainBodySchema = z
  .object({
    note: noteField("Escreva uma nota que explique a diferença", "Explique a diferença em pelo menos 5 caracteres"),
  })
  .strict();

/** Crediting or returning moves money: the admin says why, and the reason is kept on the difference and audited. */
export const ResolveBodySchema = z
  .object({ note: noteField("Escreva o motivo", "Escreva o motivo em pelo menos 5 caracteres") })
  .strict();

export const ReconciliationRunSchema = z
  .object({
    id: z.uuid(),
    provider: z.string(),
    day: z.iso.date(),
    status: z.enum(["RUNNING", "DONE", "FAILED"]),
    pspCount: z.number().int(),
    ourCount: z.number().int(),
    matchedCount: z.number().int(),
    differenceCount: z.number().int().meta({ description: "Differences found by the last comparison of the day." }),
    openCount: z.number().int().meta({ description: "Differences of the day still open." }),
    failureReason: z.string().nullable(),
    startedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({
    id: "ReconciliationRun",
    description: "A São Paulo day of PIX received, compared with what the PSP reports.",
  });

export const ReconciliationDifferenceSchema = z
  .object({
    id: z.uuid(),
    day: z.iso.date(),
    subject: z
      .enum(["RECEIVED_PIX", "PAYOUT"])
      .meta({ description: "RECEIVED_PIX: a PIX paid to us; PAYOUT: a withdrawal's PIX sent." }),
    kind: z.enum(DIFFERENCE_KINDS).meta({
      description:
        "MISSING_OURS: the PSP received it, our ledger has it not; MISSING_PSP: the other way round; AMOUNT_DIFFERS: another amount received or returned.",
    }),
    seller: z.object({ id: z.uuid(), name: z.string() }).nullable().meta({
      description:
        "The seller it concerns: the payment's or the withdrawal's (its trading name, else its company name); null for a PIX that names no charge of ours.",
    }),
    reference: z.string().meta({ description: "A received PIX's end-to-end id, or a payout's id at the PSP." }),
    txid: z.string().nullable(),
    paymentId: z.uuid().nullable(),
    withdrawalId: z.uuid().nullable(),
    pspAmount: z.number().nullable(),
    pspRefunded: z.number().nullable(),
    ourAmount: z.number().nullable(),
    ourRefunded: z.number().nullable(),
    status: z.enum(DIFFERENCE_STATUSES),
    resolution: z.enum(RESOLUTIONS).nullable(),
    note: z.string().nullable(),
    resolvedAt: z.iso.datetime().nullable(),
    actions: z.array(z.enum(DIFFERENCE_ACTIONS)).meta({ description: "What an admin may do about it now." }),
  })
  .meta({
    id: "ReconciliationDifference",
    description: "One PIX received or sent on which the PSP and our ledger disagree, in reais.",
  });

export type ReconciliationRunJson = z.infer<typeof ReconciliationRunSchema>;
export type ReconciliationDifferenceJson = z.infer<typeof ReconciliationDifferenceSchema>;
export type DifferenceAction = (typeof DIFFERENCE_ACTIONS)[number];
