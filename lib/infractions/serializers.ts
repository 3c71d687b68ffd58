import "#server-only";
import type { Infraction, InfractionResponse, InfractionResponseFile } from "@/lib/db/generated/client";
import { centsToReais } from "@/lib/money";
import { type InfractionJson, type InfractionResponseJson, infractionFilePath } from "./schema";

export function toInfractionJson(row: Infraction): InfractionJson {
  return {
    id: row.id,
    paymentId: row.paymentId,
    sellerId: row.sellerId,
    amount: centsToReais(row.amount),
    reason: row.reason,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolutionNote: row.resolutionNote,
    refundId: row.refundId,
    escalatedAt: row.escalatedAt?.toISOString() ?? null,
  };
}

export function toInfractionResponseJson(
  row: InfractionResponse & { files: InfractionResponseFile[] },
  authorEmail: string,
): InfractionResponseJson {
  return {
    id: row.id,
    text: row.text,
    authorEmail,
    createdAt: row.createdAt.toISOString(),
    files: row.files.map((file) => ({
      id: file.id,
      name: file.originalName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      url: infractionFilePath(row.infractionId, file.id),
    })),
  };
}
