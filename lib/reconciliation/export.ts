import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { calendarDay, type CsvFormat, csvWriter, money } from "@/lib/csv/csv";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";

const COLUMNS = ["day", "provider", "subject", "kind", "reference", "txid", "paymentId", "withdrawalId", "sellerId", "sellerName", "pspAmount", "pspRefunded", "ourAmount", "ourRefunded", "status", "resolution", "note", "resolvedBy", "resolvedByEmail", "resolvedAt"];

type DifferenceRow = {
  day: string;
  provider: string;
  subject: string;
  kind: string;
  reference: string;
  txid: string | null;
  paymentId: string | null;
  withdrawalId: string | null;
  sellerId: string | null;
  sellerName: string | null;
  pspAmount: number | null;
  pspRefunded: number | null;
  ourAmount: number | null;
  ourRefunded: number | null;
  status: string;
  resolution: string | null;
  note: string | null;
  resolvedBy: string | null;
  resolvedByEmail: string | null;
  resolvedAt: Date | null;
};

/** Every difference of a day (open first), with the seller it concerns, as CSV for the accountant or the PSP. */
export async function exportDifferencesCsv(actor: Actor, day: string, format: CsvFormat): Promise<string> {
  assertAdmin(actor);
  if (!(await db().reconciliationRun.count({ where: { day } }))) throw new AppError("NOT_FOUND", "Este dia ainda não foi conciliado.");
  // The seller is the payment's or the withdrawal's; a PIX nobody matched has none.
  const rows = await db().$queryRaw<DifferenceRow[]>`
    SELECT r.day, r.provider::text, d.subject::text, d.kind::text, d.reference, d.txid, d."paymentId", d."withdrawalId",
           seller.id AS "sellerId", seller."companyName" AS "sellerName", d."pspAmount", d."pspRefunded", d."ourAmount", d."ourRefunded",
           d.status::text, d.resolution::text, d.note, d."resolvedBy", resolver.email AS "resolvedByEmail", d."resolvedAt"
    FROM reconciliation_differences d
    JOIN reconciliation_runs r ON r.id = d."runId"
    LEFT JOIN payments p ON p.id = d."paymentId"
    LEFT JOIN withdrawals w ON w.id = d."withdrawalId"
    LEFT JOIN users seller ON seller.id = COALESCE(p."sellerId", w."sellerId")
    LEFT JOIN users resolver ON resolver.id = d."resolvedBy"
    WHERE r.day = ${day}
    ORDER BY r.provider, d.status, d."createdAt", d.id`;
  const csv = csvWriter(format);
  return (
    csv.header(COLUMNS) +
    csv.rows(
      rows.map((d) => [
        calendarDay(d.day), d.provider, d.subject, d.kind, d.reference, d.txid, d.paymentId, d.withdrawalId, d.sellerId, d.sellerName,
        money(d.pspAmount), money(d.pspRefunded), money(d.ourAmount), money(d.ourRefunded), d.status, d.resolution, d.note, d.resolvedBy, d.resolvedByEmail, d.resolvedAt,
      ]),
    )
  );
}
