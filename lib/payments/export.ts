import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { assertAdmin } from "@/lib/auth/guards";
import { replicaRead } from "@/lib/db/replica";
import { type CsvColumn, type CsvFormat, csvTable, money } from "@/lib/csv/csv";
import { exportBatch, type PaymentFilters } from "./queries/listing";
import { PAID_STATUSES } from "./schema";
import { PAYMENT_STATUS_LABELS } from "./status-labels";

const BATCH = 1_000;
/** A bound on one export, so one request cannot hold the server for the whole history. */
export const MAX_EXPORT_ROWS = 100_000;

type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/** A fee or net cell: empty for a payment never paid, which moved no money, so each column adds up to the ledger's. */
const ifPaid = (p: ExportRow, cents: number) => (PAID_STATUSES.includes(p.status) ? money(cents) : null);

const COLUMNS: CsvColumn<ExportRow>[] = [
  { name: "id", label: "Identificador", value: (p) => p.id },
  { name: "createdAt", label: "Data", value: (p) => p.createdAt },
  { name: "status", label: "Status", value: (p) => p.status, labels: PAYMENT_STATUS_LABELS },
  { name: "sellerId", label: "Identificador do vendedor", value: (p) => p.sellerId },
  { name: "sellerName", label: "Vendedor", value: (p) => p.sellerName },
  { name: "customerName", label: "Comprador", value: (p) => p.customerName },
  { name: "customerEmail", label: "E-mail do comprador", value: (p) => p.customerEmail },
  { name: "amount", label: "Valor", value: (p) => money(p.amount) },
  { name: "serviceFee", label: "Tarifa de serviço", value: (p) => ifPaid(p, p.serviceFee) },
  { name: "gatewayFee", label: "Tarifa do gateway", value: (p) => ifPaid(p, p.gatewayFee) },
  { name: "net", label: "Líquido", value: (p) => ifPaid(p, p.amount - p.serviceFee - p.gatewayFee) },
  { name: "refunded", label: "Devolvido", value: (p) => money(p.refundedAmount) },
  // The fees stay kept: a payment refunded in full leaves its seller minus its fees.
  {
    name: "netAfterRefunds",
    label: "Líquido após devoluções",
    value: (p) => ifPaid(p, p.amount - p.serviceFee - p.gatewayFee - p.refundedAmount),
  },
  { name: "confirmedAt", label: "Confirmado em", value: (p) => p.confirmedAt },
  { name: "externalId", label: "Identificador externo", value: (p) => p.externalId },
  { name: "paymentLinkId", label: "Link de pagamento", value: (p) => p.paymentLinkId },
];

/** The payments matching the admin filters as CSV, newest first, streamed in batches by keyset. */
export function exportPaymentsCsv(
  actor: Actor,
  filters: PaymentFilters,
  format: CsvFormat,
): ReadableStream<Uint8Array> {
  assertAdmin(actor);
  const csv = csvTable(format, COLUMNS);
  const encoder = new TextEncoder();
  let cursor: { createdAt: Date; id: string } | null = null;
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(csv.header()));
    },
    async pull(controller) {
      const after = cursor;
      const limit = Math.min(BATCH, MAX_EXPORT_ROWS - sent);
      const rows = await replicaRead(actor, ({ sql }) => exportBatch(sql, filters, after, limit));
      if (rows.length) controller.enqueue(encoder.encode(csv.rows(rows)));
      sent += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < BATCH || sent >= MAX_EXPORT_ROWS) controller.close();
      else cursor = { createdAt: last.createdAt, id: last.id };
    },
  });
}
