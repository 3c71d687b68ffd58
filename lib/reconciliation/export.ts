import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { calendarDay, type CsvColumn, type CsvFormat, csvTable, money } from "@/lib/csv/csv";
import { replicaRead } from "@/lib/db/replica";
import { AppError } from "@/lib/http/errors";
import {
  DIFFERENCE_KIND_LABELS,
  DIFFERENCE_RESOLUTION_LABELS,
  DIFFERENCE_STATUS_LABELS,
  DIFFERENCE_SUBJECT_LABELS,
} from "./labels";
import { differencesOfDay } from "./queries/differences";

type DifferenceRow = Awaited<ReturnType<typeof differencesOfDay>>[number];

const COLUMNS: CsvColumn<DifferenceRow>[] = [
  { name: "day", label: "Dia", value: (d) => calendarDay(d.day) },
  { name: "provider", label: "PSP", value: (d) => d.provider },
  { name: "subject", label: "Movimento", value: (d) => d.subject, labels: DIFFERENCE_SUBJECT_LABELS },
  { name: "kind", label: "Tipo", value: (d) => d.kind, labels: DIFFERENCE_KIND_LABELS },
  { name: "reference", label: "Identificador", value: (d) => d.reference },
  { name: "txid", label: "txid", value: (d) => d.txid },
  { name: "paymentId", label: "Pagamento", value: (d) => d.paymentId },
  { name: "withdrawalId", label: "Saque", value: (d) => d.withdrawalId },
  { name: "sellerId", label: "Identificador do vendedor", value: (d) => d.sellerId },
  { name: "sellerName", label: "Vendedor", value: (d) => d.sellerName },
  { name: "pspAmount", label: "No PSP", value: (d) => money(d.pspAmount) },
  { name: "pspRefunded", label: "Devolvido no PSP", value: (d) => money(d.pspRefunded) },
  { name: "ourAmount", label: "No registro", value: (d) => money(d.ourAmount) },
  { name: "ourRefunded", label: "Devolvido no registro", value: (d) => money(d.ourRefunded) },
  { name: "status", label: "Situação", value: (d) => d.status, labels: DIFFERENCE_STATUS_LABELS },
  { name: "resolution", label: "Resolução", value: (d) => d.resolution, labels: DIFFERENCE_RESOLUTION_LABELS },
  { name: "note", label: "Observação", value: (d) => d.note },
  { name: "resolvedBy", label: "Resolvida por (identificador)", value: (d) => d.resolvedBy },
  { name: "resolvedByEmail", label: "Resolvida por", value: (d) => d.resolvedByEmail },
  { name: "resolvedAt", label: "Resolvida em", value: (d) => d.resolvedAt },
];

/** Every difference of a day (open first), with the seller it concerns, as CSV for the accountant or the PSP. */
export async function exportDifferencesCsv(actor: Actor, day: string, format: CsvFormat): Promise<string> {
  assertAdmin(actor);
  const { runs, rows } = await replicaRead(actor, async ({ sql, prisma }) => ({
    runs: await prisma.reconciliationRun.count({ where: { day } }),
    rows: await differencesOfDay(sql, day),
  }));
  if (!runs) throw new AppError("NOT_FOUND", "Este dia ainda não foi conciliado.");
  const csv = csvTable(format, COLUMNS);
  return csv.header() + csv.rows(rows);
}
