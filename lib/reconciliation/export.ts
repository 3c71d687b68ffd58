import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { calendarDay, type CsvFormat, csvWriter, money } from "@/lib/csv/csv";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { differencesOfDay } from "./queries/differences";

const COLUMNS = [
  "day",
  "provider",
  "subject",
  "kind",
  "reference",
  "txid",
  "paymentId",
  "withdrawalId",
  "sellerId",
  "sellerName",
  "pspAmount",
  "pspRefunded",
  "ourAmount",
  "ourRefunded",
  "status",
  "resolution",
  "note",
  "resolvedBy",
  "resolvedByEmail",
  "resolvedAt",
];

/** Every difference of a day (open first), with the seller it concerns, as CSV for the accountant or the PSP. */
export async function exportDifferencesCsv(actor: Actor, day: string, format: CsvFormat): Promise<string> {
  assertAdmin(actor);
  if (!(await db().reconciliationRun.count({ where: { day } })))
    throw new AppError("NOT_FOUND", "Este dia ainda não foi conciliado.");
  const rows = await differencesOfDay(db(), day);
  const csv = csvWriter(format);
  return (
    csv.header(COLUMNS) +
    csv.rows(
      rows.map((d) => [
        calendarDay(d.day),
        d.provider,
        d.subject,
        d.kind,
        d.reference,
        d.txid,
        d.paymentId,
        d.withdrawalId,
        d.sellerId,
        d.sellerName,
        money(d.pspAmount),
        money(d.pspRefunded),
        money(d.ourAmount),
        money(d.ourRefunded),
        d.status,
        d.resolution,
        d.note,
        d.resolvedBy,
        d.resolvedByEmail,
        d.resolvedAt,
      ]),
    )
  );
}
