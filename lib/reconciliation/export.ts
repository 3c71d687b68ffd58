import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { centsToReais } from "@/lib/money";
import { csvCell } from "@/lib/payments/export";

const COLUMNS = ["day", "provider", "subject", "kind", "reference", "txid", "paymentId", "withdrawalId", "pspAmount", "pspRefunded", "ourAmount", "ourRefunded", "status", "resolution", "note", "resolvedBy", "resolvedAt"];
const reais = (cents: number | null) => (cents === null ? null : centsToReais(cents));

/** Every difference of a day (open first), as CSV for the accountant or the PSP. */
export async function exportDifferencesCsv(actor: Actor, day: string): Promise<string> {
  assertAdmin(actor);
  const runs = await db().reconciliationRun.findMany({ where: { day }, include: { differences: { orderBy: [{ status: "asc" }, { createdAt: "asc" }, { id: "asc" }] } } });
  if (!runs.length) throw new AppError("NOT_FOUND", "Este dia ainda não foi conciliado.");
  const lines = runs.flatMap((run) =>
    run.differences.map((d) =>
      [run.day, run.provider, d.subject, d.kind, d.reference, d.txid, d.paymentId, d.withdrawalId, reais(d.pspAmount), reais(d.pspRefunded), reais(d.ourAmount), reais(d.ourRefunded), d.status, d.resolution, d.note, d.resolvedBy, d.resolvedAt?.toISOString()]
        .map(csvCell)
        .join(","),
    ),
  );
  return [COLUMNS.join(","), ...lines].join("\n") + "\n";
}
