import { formatReais } from "@/lib/client/reais";
import { formatDateTime } from "@/lib/dates";
import type { PaymentJson } from "@/lib/payments/schema";
import { PaymentStatusBadge } from "./payment-status-badge";

export function RecentPayments({ payments }: { payments: PaymentJson[] }) {
  if (payments.length === 0) return <p className="text-sm text-slate-600">Nenhum pagamento recebido ainda.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Pagamentos recentes</caption>
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            <th className="py-2 pr-4 font-medium">Criado em</th>
            <th className="py-2 pr-4 font-medium">Cliente</th>
            <th className="py-2 pr-4 font-medium">Valor</th>
            <th className="py-2 pr-4 font-medium">Líquido</th>
            <th className="py-2 font-medium">Situação</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-b border-slate-100 last:border-0">
              <td className="whitespace-nowrap py-2 pr-4">{formatDateTime(payment.createdAt)}</td>
              <td className="py-2 pr-4">
                <p>{payment.customerName}</p>
                <p className="text-xs text-slate-500">{payment.customerEmail}</p>
              </td>
              <td className="whitespace-nowrap py-2 pr-4 tabular-nums">{formatReais(payment.amount)}</td>
              <td className="whitespace-nowrap py-2 pr-4 tabular-nums">{formatReais(payment.amountWithAllFees)}</td>
              <td className="py-2">
                <PaymentStatusBadge status={payment.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
