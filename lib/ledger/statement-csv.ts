import "#server-only";
import type { Actor } from "@/lib/auth/actor";
import { type CsvColumn, type CsvFormat, csvTable, money } from "@/lib/csv/csv";
import { direct } from "@/lib/db/direct";
import { replicaRead } from "@/lib/db/replica";
import { AppError } from "@/lib/http/errors";
import { saoPauloDayStart } from "@/lib/time/sao-paulo-days";
import { availableAccount } from "./queries";
import { REASON_LABELS } from "./reason-labels";
import { type StatementLine, statementLines } from "./statement";
import { lineDescription } from "./statement-labels";
import { MAX_OFX_ROWS } from "./statement-ofx";
import type { StatementOfxQuery } from "./statement-ofx-schema";
import { assertPeriodOnline } from "./statement-totals";

const COLUMNS: CsvColumn<StatementLine>[] = [
  { name: "createdAt", label: "Data", value: (line) => line.createdAt },
  { name: "description", label: "Lançamento", value: lineDescription },
  { name: "reason", label: "Tipo", value: (line) => line.reason, labels: REASON_LABELS },
  { name: "buyerName", label: "Comprador", value: (line) => line.buyerName },
  { name: "paymentId", label: "Pagamento", value: (line) => line.paymentId },
  { name: "withdrawalId", label: "Saque", value: (line) => line.withdrawalId },
  { name: "amount", label: "Valor", value: (line) => money(line.amount) },
  { name: "balanceAfter", label: "Saldo", value: (line) => money(line.balanceAfter) },
  { name: "availableAt", label: "Disponível em", value: (line) => line.availableAt },
  { name: "refundAmount", label: "Reembolso total", value: (line) => money(line.refund?.total) },
  { name: "refundFromReserve", label: "Reembolso: parte da reserva", value: (line) => money(line.refund?.fromReserve) },
  { name: "refundFromHeld", label: "Reembolso: parte retida (MED)", value: (line) => money(line.refund?.fromHeld) },
];

/**
 * The seller's statement of a period (the OFX export's period and bound), oldest first, with the balance after each
 * line, as CSV: `br` in the statement page's words, `plain` with the reasons' codes. A period that begins among
 * archived entries is refused, as the totals' and the OFX's are.
 */
export async function exportStatementCsv(actor: Actor, range: StatementOfxQuery, format: CsvFormat): Promise<string> {
  if (actor.role !== "seller") throw new AppError("FORBIDDEN");
  const [account] = await availableAccount(direct, actor.sellerId);
  assertPeriodOnline(account, saoPauloDayStart(range.startDate));
  const selection = { ...range, limit: MAX_OFX_ROWS + 1, offset: 0 };
  const lines = await replicaRead(actor, ({ sql }) => statementLines(sql, actor.sellerId, selection));
  if (lines.length > MAX_OFX_ROWS)
    throw new AppError(
      "LIMIT_EXCEEDED",
      `O período tem mais de ${MAX_OFX_ROWS} movimentações: exporte-o em partes menores.`,
    );
  const csv = csvTable(format, COLUMNS);
  return csv.header() + csv.rows(lines.reverse());
}
