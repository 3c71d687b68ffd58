import "#server-only";
import type { Infraction } from "@/lib/db/generated/client";
import { centsToReais } from "@/lib/money";
import type { InfractionJson } from "./schema";

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
  };
}
