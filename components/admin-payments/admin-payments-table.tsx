import Link from "next/link";
import { OpenInfractionButton } from "@/components/infractions/open-infraction-button";
import { PaymentStatusBadge } from "@/components/payments/payment-status";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais, reaisToCents } from "@/components/browser/reais";
import { formatDateTime } from "@pix/core/dates";
import { formatBRL } from "@pix/core/money";
import type { listAdminPayments } from "@pix/core/payments/service";
import { PaymentDetailsButton } from "./admin-payment-drawer";
import { PaymentNet } from "@/components/payments/payment-net";

export type AdminPaymentRow = Awaited<ReturnType<typeof listAdminPayments>>["data"][number];

/** The seller's trading name when they have a company, otherwise the account's company name. */
export function sellerName(seller: AdminPaymentRow["customer"]) {
  return seller ? (seller.enterprises[0]?.commercialName ?? seller.companyName) : "Vendedor removido";
}

export function AdminPaymentsTable({ payments }: { payments: AdminPaymentRow[] }) {
  return (
    <Table caption="Pagamentos de todos os vendedores">
      <thead>
        <tr className={headRowClass}>
          <Th>Data</Th>
          <Th>Vendedor</Th>
          <Th>Comprador</Th>
          <Th>Status</Th>
          <Th numeric>Valor</Th>
          <Th numeric>Tarifas</Th>
          <Th numeric>Líquido</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id} className={bodyRowClass}>
            <Td className="whitespace-nowrap">
              <p>{formatDateTime(payment.createdAt)}</p>
              <p className="font-mono text-xs text-slate-500" title={payment.id}>
                #{payment.id.slice(0, 8)}
              </p>
            </Td>
            <Td>
              {payment.customer ? (
                <Link
                  href={`/admin/sellers/${payment.customer.id}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {sellerName(payment.customer)}
                </Link>
              ) : (
                <span className="text-slate-500">{sellerName(null)}</span>
              )}
              {payment.customer && <p className="text-xs text-slate-500">{payment.customer.email}</p>}
            </Td>
            <Td>
              <p className="font-medium">{payment.customerName}</p>
              <p className="text-xs text-slate-500">{payment.customerEmail}</p>
            </Td>
            <Td>
              <PaymentStatusBadge payment={payment} />
            </Td>
            <Td numeric>{formatReais(payment.amount)}</Td>
            <Td numeric className="text-slate-600">
              {formatBRL(reaisToCents(payment.serviceFee) + reaisToCents(payment.gatewayFee))}
            </Td>
            <Td numeric>
              <PaymentNet payment={payment} />
            </Td>
            <Td>
              <div className="flex flex-wrap items-center justify-end gap-2">
                <PaymentDetailsButton paymentId={payment.id} buyer={payment.customerName} />
                {payment.status === "FINISHED" && (
                  <OpenInfractionButton
                    paymentId={payment.id}
                    refundableCents={reaisToCents(payment.amount) - reaisToCents(payment.refundedAmount)}
                    summary={`Pagamento #${payment.id.slice(0, 8)} de ${formatReais(payment.amount)}, pago por ${payment.customerName}`}
                  />
                )}
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
