import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { direct } from "@/lib/db/direct";
import { type Payment, Prisma } from "@/lib/db/generated/client";
import { centsToReais } from "@/lib/money";
import { type PaymentFilters, paymentConditions } from "./queries";

const BATCH = 1_000;
/** A bound on one export, so one request cannot hold the server for the whole history. */
export const MAX_EXPORT_ROWS = 100_000;

const COLUMNS = ["id", "createdAt", "status", "sellerId", "customerName", "customerEmail", "amount", "serviceFee", "gatewayFee", "net", "confirmedAt", "externalId", "paymentLinkId"];

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  // Quote when needed, and defuse spreadsheet formulas (=, +, -, @ at the start).
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The payments matching the admin filters as CSV, newest first, streamed in batches by keyset. */
export function exportPaymentsCsv(actor: Actor, filters: PaymentFilters): ReadableStream<Uint8Array> {
  assertAdmin(actor);
  const encoder = new TextEncoder();
  const where = paymentConditions(filters);
  let cursor: { createdAt: Date; id: string } | null = null;
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`${COLUMNS.join(",")}\n`));
    },
    async pull(controller) {
      const after = cursor ? Prisma.sql`AND ("createdAt", id) < (${cursor.createdAt}, ${cursor.id}::uuid)` : Prisma.empty;
      const rows = await direct.$queryRaw<Payment[]>`
        SELECT * FROM payments WHERE ${where} ${after}
        ORDER BY "createdAt" DESC, id DESC LIMIT ${Math.min(BATCH, MAX_EXPORT_ROWS - sent)}`;
      const lines = rows.map((p) =>
        [
          p.id, p.createdAt.toISOString(), p.status, p.sellerId, p.customerName, p.customerEmail, centsToReais(p.amount), centsToReais(p.serviceFee),
          centsToReais(p.gatewayFee), centsToReais(p.amount - p.serviceFee - p.gatewayFee), p.confirmedAt?.toISOString(), p.externalId, p.paymentLinkId,
        ].map(csvCell).join(","),
      );
      if (lines.length) controller.enqueue(encoder.encode(`${lines.join("\n")}\n`));
      sent += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < BATCH || sent >= MAX_EXPORT_ROWS) controller.close();
      else cursor = { createdAt: last.createdAt, id: last.id };
    },
  });
}
