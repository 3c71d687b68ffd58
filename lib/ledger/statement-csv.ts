import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { type CsvFormat, csvWriter, money } from "@/lib/csv/csv";
import { AppError } from "@/lib/http/errors";
import { statementLines } from "./statement";
import { lineDescription } from "./statement-labels";
import { MAX_OFX_ROWS } from "./statement-ofx";
import type { StatementOfxQuery } from "./statement-ofx-schema";

const COLUMNS = [
  "createdAt",
  "description",
  "reason",
  "buyerName",
  "paymentId",
  "withdrawalId",
  "amount",
  "balanceAfter",
  "availableAt",
  "refundAmount",
  "refundFromReserve",
  "refundFromHeld",
];

/**
 * The seller's statement of a period (the OFX export's period and bound), oldest first, with the balance after each
 * line, as CSV.
 */
export async function exportStatementCsv(actor: Actor, range: StatementOfxQuery, format: CsvFormat): Promise<string> {
  if (actor.role !== "seller") throw new AppError("FORBIDDEN");
  const lines = await statementLines(actor.sellerId, { ...range, limit: MAX_OFX_ROWS + 1, offset: 0 });
  if (lines.length > MAX_OFX_ROWS)
    throw new AppError(
      "LIMIT_EXCEEDED",
      `O período tem mais de ${MAX_OFX_ROWS} movimentações: exporte-o em partes menores.`,
    );
  const csv = csvWriter(format);
  return (
    csv.header(COLUMNS) +
    csv.rows(
      lines
        .reverse()
        .map((line) => [
          line.createdAt,
          lineDescription(line),
          line.reason,
          line.buyerName,
          line.paymentId,
          line.withdrawalId,
          money(line.amount),
          money(line.balanceAfter),
          line.availableAt,
          money(line.refund?.total),
          money(line.refund?.fromReserve),
          money(line.refund?.fromHeld),
        ]),
    )
  );
}
