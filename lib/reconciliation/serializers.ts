import "#server-only";
import type { ReconciliationDifference, ReconciliationRun } from "@/lib/db/generated/client";
import { centsToReais } from "@/lib/money";
import type { DifferenceAction, ReconciliationDifferenceJson, ReconciliationRunJson } from "./schema";

const reais = (cents: number | null) => (cents === null ? null : centsToReais(cents));

export function toRunJson(run: ReconciliationRun, openCount: number): ReconciliationRunJson {
  return {
    id: run.id,
    provider: run.provider,
    day: run.day,
    status: run.status,
    pspCount: run.pspCount,
    ourCount: run.ourCount,
    matchedCount: run.matchedCount,
    differenceCount: run.differenceCount,
    openCount,
    failureReason: run.failureReason,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

export function toDifferenceJson(
  row: ReconciliationDifference,
  day: string,
  actions: DifferenceAction[],
  seller: ReconciliationDifferenceJson["seller"],
): ReconciliationDifferenceJson {
  return {
    id: row.id,
    day,
    seller,
    subject: row.subject,
    kind: row.kind,
    reference: row.reference,
    txid: row.txid,
    paymentId: row.paymentId,
    withdrawalId: row.withdrawalId,
    pspAmount: reais(row.pspAmount),
    pspRefunded: reais(row.pspRefunded),
    ourAmount: reais(row.ourAmount),
    ourRefunded: reais(row.ourRefunded),
    status: row.status,
    resolution: row.resolution,
    note: row.note,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    actions,
  };
}
