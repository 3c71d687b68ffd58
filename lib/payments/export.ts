import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { direct } from "@/lib/db/direct";
import { type Payment, Prisma } from "@/lib/db/generated/client";
import { type CsvFormat, csvWriter, money } from "@/lib/csv/csv";
import { type PaymentFilters, paymentConditions } from "./service";

const BATCH = 1_000;
/** A bound on one export, so one request cannot hold the server for the whole history. */
export const MAX_EXPORT_ROWS = 100_000;

const COLUMNS = ["id", "createdAt", "status", "sellerId", "sellerName", "customerName", "customerEmail", "amount", "serviceFee", "gatewayFee", "net", "confirmedAt", "externalId", "paymentLinkId"];

/** The payments matching the admin filters as CSV, newest first, streamed in batches by keyset. */
export function exportPaymentsCsv(actor: Actor, filters: PaymentFilters, format: CsvFormat): ReadableStream<Uint8Array> {
  assertAdmin(actor);
  const csv = csvWriter(format);
  const encoder = new TextEncoder();
  const where = paymentConditions(filters);
  let cursor: { createdAt: Date; id: string } | null = null;
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(csv.header(COLUMNS)));
    },
    async pull(controller) {
      const after = cursor ? Prisma.sql`AND ("createdAt", id) < (${cursor.createdAt}, ${cursor.id}::uuid)` : Prisma.empty;
      // The seller's company by primary key per row: the batch stays on the payments index.
      const rows = await direct.$queryRaw<(Payment & { sellerName: string })[]>`
        SELECT payments.*, (SELECT "companyName" FROM users WHERE users.id = payments."sellerId") AS "sellerName"
        FROM payments WHERE ${where} ${after}
        ORDER BY "createdAt" DESC, id DESC LIMIT ${Math.min(BATCH, MAX_EXPORT_ROWS - sent)}`;
      const lines = rows.map((p) => [
        p.id, p.createdAt, p.status, p.sellerId, p.sellerName, p.customerName, p.customerEmail, money(p.amount), money(p.serviceFee),
        money(p.gatewayFee), money(p.amount - p.serviceFee - p.gatewayFee), p.confirmedAt, p.externalId, p.paymentLinkId,
      ]);
      if (lines.length) controller.enqueue(encoder.encode(csv.rows(lines)));
      sent += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < BATCH || sent >= MAX_EXPORT_ROWS) controller.close();
      else cursor = { createdAt: last.createdAt, id: last.id };
    },
  });
}
