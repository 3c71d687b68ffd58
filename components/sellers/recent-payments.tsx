import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@pix/core/dates";
import type { PaymentJson } from "@pix/core/payments/schema";
import { PaymentStatusBadge } from "@/components/payments/payment-status";
import { PaymentNet } from "@/components/payments/payment-net";

export function RecentPayments({ payments }: { payments: PaymentJson[] }) {
  if (payments.length === 0) return <p className="text-sm text-slate-600">Nenhum pagamento recebido ainda.</p>;
  return (
    <Table caption="Pagamentos recentes">
      <thead>
        <tr className={headRowClass}>
          <Th>Criado em</Th>
          <Th>Cliente</Th>
          <Th numeric>Valor</Th>
          <Th numeric>Líquido</Th>
          <Th>Situação</Th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id} className={bodyRowClass}>
            <Td className="whitespace-nowrap">{formatDateTime(payment.createdAt)}</Td>
            <Td>
              <p>{payment.customerName}</p>
              <p className="text-xs text-slate-500">{payment.customerEmail}</p>
            </Td>
            <Td numeric>{formatReais(payment.amount)}</Td>
            <Td numeric>
              <PaymentNet payment={payment} />
            </Td>
            <Td>
              <PaymentStatusBadge payment={payment} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
