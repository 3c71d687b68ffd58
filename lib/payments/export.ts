import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { direct } from "@/lib/db/direct";
import { type CsvFormat, csvWriter, money } from "@/lib/csv/csv";
import { exportBatch, type PaymentFilters } from "./queries/listing";

const BATCH = 1_000;
/** A bound on one export, so one request cannot hold the server for the whole history. */
export const MAX_EXPORT_ROWS = 100_000;

const COLUMNS = [
  "id",
  "createdAt",
  "status",
  "sellerId",
  "sellerName",
  "customerName",
  "customerEmail",
  "amount",
  "serviceFee",
  "gatewayFee",
  "net",
  "confirmedAt",
  "externalId",
  "paymentLinkId",
];

/** The payments matching the admin filters as CSV, newest first, streamed in batches by keyset. */
export function exportPaymentsCsv(
  actor: Actor,
  filters: PaymentFilters,
  format: CsvFormat,
): ReadableStream<Uint8Array> {
  assertAdmin(actor);
  const csv = csvWriter(format);
  const encoder = new TextEncoder();
  let cursor: { createdAt: Date; id: string } | null = null;
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(csv.header(COLUMNS)));
    },
    async pull(controller) {
      const rows = await exportBatch(direct, filters, cursor, Math.min(BATCH, MAX_EXPORT_ROWS - sent));
      const lines = rows.map((p) => [
        p.id,
        p.createdAt,
        p.status,
        p.sellerId,
        p.sellerName,
        p.customerName,
        p.customerEmail,
        money(p.amount),
        money(p.serviceFee),
        money(p.gatewayFee),
        money(p.amount - p.serviceFee - p.gatewayFee),
        p.confirmedAt,
        p.externalId,
        p.paymentLinkId,
      ]);
      if (lines.length) controller.enqueue(encoder.encode(csv.rows(lines)));
      sent += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < BATCH || sent >= MAX_EXPORT_ROWS) controller.close();
      else cursor = { createdAt: last.createdAt, id: last.id };
    },
  });
}
