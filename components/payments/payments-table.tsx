"use client";

import { Button } from "@/components/ui/button";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { PaymentJson } from "@/lib/payments/schema";
import { PaymentStatusBadge } from "./payment-status";
import { PaymentNet } from "./payment-net";

export function PaymentsTable({
  payments,
  onOpen,
}: {
  payments: PaymentJson[];
  onOpen: (payment: PaymentJson) => void;
}) {
  return (
    <Table caption="Pagamentos">
      <thead>
        <tr className={headRowClass}>
          <Th>Data</Th>
          <Th>Comprador</Th>
          <Th>Link</Th>
          <Th numeric>Valor</Th>
          <Th numeric>Líquido</Th>
          <Th>Status</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id} className={bodyRowClass}>
            <Td className="whitespace-nowrap">{formatDateTime(payment.createdAt)}</Td>
            <Td>
              <p className="font-medium">{payment.customerName}</p>
              <p className="text-xs text-slate-500">{payment.customerEmail}</p>
            </Td>
            <Td>{payment.paymentLink?.description ?? <span className="text-slate-500">—</span>}</Td>
            <Td numeric>{formatReais(payment.amount)}</Td>
            <Td numeric>
              <PaymentNet payment={payment} />
            </Td>
            <Td>
              <PaymentStatusBadge payment={payment} />
            </Td>
            <Td className="text-right">
              <Button type="button" variant="ghost" onClick={() => onOpen(payment)} size="sm">
                Detalhes<span className="sr-only"> do pagamento de {payment.customerName}</span>
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
