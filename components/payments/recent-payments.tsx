import Link from "next/link";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@pix/core/dates";
import type { PaymentJson } from "@pix/core/payments/schema";
import { PaymentStatusBadge } from "./payment-status";

/** The home page's short list; each row leads to the payment on the payments page. */
export function RecentPayments({ payments }: { payments: PaymentJson[] }) {
  return (
    <Table caption="Pagamentos recentes">
      <thead>
        <tr className={headRowClass}>
          <Th>Data</Th>
          <Th>Comprador</Th>
          <Th numeric>Valor</Th>
          <Th>Status</Th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id} className={bodyRowClass}>
            <Td className="whitespace-nowrap">{formatDateTime(payment.createdAt)}</Td>
            <Td>
              <Link
                href={`/seller/payments?search=${payment.id}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {payment.customerName}
              </Link>
            </Td>
            <Td numeric>{formatReais(payment.amount)}</Td>
            <Td>
              <PaymentStatusBadge payment={payment} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
