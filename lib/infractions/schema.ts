import { PageQuerySchema } from "@/lib/http/pagination";
import { MoneySchema } from "@/lib/money";
import { z } from "@/lib/zod";

export const INFRACTION_STATUSES = ["OPEN", "REFUNDING", "REFUNDED", "RELEASED", "MED_RETURNED"] as const;

/** The receiving PSP's time to answer a MED infraction. */
export const INFRACTION_ANSWER_DAYS = 7;

/** How long before the deadline the admins are reminded of an infraction still open. */
export const INFRACTION_REMINDER_DAYS = 2;

/**
 * The platform's policy when the deadline passes with no decision, as the seller and the admin read it: the MED's
 * outcome is the payer's bank's, which may still ask for the money back, so nothing moves on its own.
 */
export const INFRACTION_EXPIRY_POLICY =
  "Se o prazo terminar sem decisão, o valor continua retido: não é liberado a você nem devolvido ao pagador " +
  "automaticamente. A infração passa a ter prioridade na análise da plataforma, e o resultado do MED cabe ao banco " +
  "do pagador, que ainda pode pedir a devolução.";

/** Answers one infraction takes, at most. */
export const INFRACTION_RESPONSES_MAX = 10;
/** Files one answer carries, at most, each of at most INFRACTION_FILE_MAX_BYTES. */
export const INFRACTION_FILES_MAX = 5;
export const INFRACTION_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The types an answer's files are accepted in, decided by their bytes, not their names. */
export const INFRACTION_FILE_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
/** What a file's download answers: an accepted type, or opaque bytes for a stored type that no longer is. */
export const INFRACTION_FILE_DOWNLOAD_TYPES = [...INFRACTION_FILE_TYPES, "application/octet-stream"];

export const InfractionParamsSchema = z.object({ id: z.uuid("Identificador inválido") });

export const InfractionQuerySchema = PageQuerySchema.extend({
  status: z.enum(INFRACTION_STATUSES).optional(),
  sellerId: z.uuid("Identificador inválido").optional(),
  paymentId: z.uuid("Identificador inválido").optional(),
});

export const InfractionFileParamsSchema = z.object({
  id: z.uuid("Identificador inválido"),
  fileId: z.uuid("Identificador inválido"),
});

export const InfractionFileQuerySchema = z.object({
  preview: z.literal("1").optional().meta({ description: "1: inline (a PDF or an image) instead of a download" }),
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

export const InfractionResponseTextSchema = z
  .string("Escreva a sua resposta")
  .trim()
  .min(10, "Explique em ao menos 10 caracteres")
  .max(4000, "No máximo 4000 caracteres");

/** The multipart form of an answer (OpenAPI): its text, and its files in the repeated field `files`. */
export const InfractionResponseFormSchema = z.object({
  text: InfractionResponseTextSchema.meta({
    description: "What happened, in the seller's words (10 to 4000 characters)",
  }),
  files: z
    .array(z.string().meta({ format: "binary" }))
    .max(INFRACTION_FILES_MAX)
    .optional()
    .meta({ description: "Up to 5 files, PDF, JPEG or PNG by their bytes, 10 MiB each" }),
});

export const InfractionFileSchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable().meta({ description: "The file's name as sent" }),
    contentType: z.string().meta({ description: "application/pdf, image/jpeg or image/png, read from its bytes" }),
    sizeBytes: z.number().int(),
    url: z.string().meta({ description: "Its download, for the seller's team and the admins" }),
  })
  .meta({ id: "InfractionFile" });

export const InfractionResponseSchema = z
  .object({
    id: z.uuid(),
    text: z.string(),
    authorEmail: z.string().meta({ description: "Who in the seller's team answered" }),
    createdAt: z.iso.datetime(),
    files: z.array(InfractionFileSchema),
  })
  .meta({ id: "InfractionResponse", description: "The seller's answer to an infraction, read by the admin." });

export type InfractionResponseJson = z.infer<typeof InfractionResponseSchema>;

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
    escalatedAt: z.iso.datetime().nullable().meta({
      description: "When the deadline passed with no decision: the amount stays held (neither released nor returned)",
    }),
  })
  .meta({
    id: "Infraction",
    description: "A MED infraction on a payment: its amount held from the seller's balance until resolved.",
  });

export type InfractionJson = z.infer<typeof InfractionSchema>;

export const InfractionWithResponsesSchema = InfractionSchema.extend({
  responses: z.array(InfractionResponseSchema).meta({ description: "The seller's answers, oldest first" }),
}).meta({ id: "InfractionWithResponses" });

export type InfractionWithResponsesJson = z.infer<typeof InfractionWithResponsesSchema>;

/** An answer's file on this site, relative (see lib/enterprises/document-path.ts). */
export function infractionFilePath(infractionId: string, fileId: string) {
  return `/api/v1/infractions/${infractionId}/files/${fileId}`;
}
