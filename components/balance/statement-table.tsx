import Link from "next/link";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { TransactionJson } from "./balance-types";
import { refundPartsText } from "./refund-parts";

/** A line whose money became available later than it was booked (a reserve) says when. */
const LATER_MS = 60_000;

export function StatementTable({ lines }: { lines: TransactionJson[] }) {
  return (
    <Table caption="Extrato do saldo disponível">
      <thead>
        <tr className={headRowClass}>
          <Th>Data</Th>
          <Th>Lançamento</Th>
          <Th>Origem</Th>
          <Th numeric>Valor</Th>
          <Th numeric>Saldo</Th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className={bodyRowClass}>
            <Td className="whitespace-nowrap">
              {formatDateTime(line.createdAt)}
              {Date.parse(line.availableAt) - Date.parse(line.createdAt) > LATER_MS && (
                <p className="text-xs text-slate-500">disponível em {formatDateTime(line.availableAt)}</p>
              )}
            </Td>
            <Td>
              {line.description}
              <RefundParts line={line} />
            </Td>
            <Td>
              <Origin line={line} />
            </Td>
            <Td
              numeric
              className={line.direction === "CREDIT" ? "font-medium text-emerald-700" : "font-medium text-red-700"}
            >
              <span className="sr-only">{line.direction === "CREDIT" ? "Crédito de " : "Débito de "}</span>
              <span aria-hidden>{line.direction === "CREDIT" ? "+ " : "− "}</span>
              {formatReais(line.amount)}
            </Td>
            <Td numeric className={line.balanceAfter < 0 ? "text-red-700" : "text-slate-900"}>
              {formatReais(line.balanceAfter)}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Origin({ line }: { line: TransactionJson }) {
  const linkClass = "text-brand-700 hover:underline";
  if (line.paymentId) {
    return (
      <Link href={`/seller/payments?search=${line.paymentId}`} className={linkClass}>
        {line.buyerName ? `Pagamento de ${line.buyerName}` : "Pagamento"}
      </Link>
    );
  }
  if (line.withdrawalId) {
    return (
      <Link href="/seller/withdrawals" className={linkClass}>
        Saque
      </Link>
    );
  }
  return <span className="text-slate-500">—</span>;
}

function RefundParts({ line }: { line: TransactionJson }) {
  const text = refundPartsText(line);
  return text && <p className="text-xs text-slate-600">{text}</p>;
}
