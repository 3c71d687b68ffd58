import Link from "next/link";
import { type Detail, DetailList } from "@/components/ui/detail-list";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { PaymentJson } from "@/lib/payments/schema";

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

/** Every field of a payment, grouped: money, buyer, charge. */
export function PaymentDetails({ payment: p }: { payment: PaymentJson }) {
  return (
    <div className="space-y-6">
      <DetailList
        title="Valores"
        details={[
          ["Valor cobrado", formatReais(p.amount)],
          ["Tarifa de serviço", `− ${formatReais(p.serviceFee)}`],
          ["Tarifa do gateway", `− ${formatReais(p.gatewayFee)}`],
          [
            "Líquido para você",
            <span key="net" className="text-brand-700">
              {formatReais(p.amountWithAllFees)}
            </span>,
          ],
          ...(p.refundedAmount > 0 ? [["Devolvido", formatReais(p.refundedAmount)] satisfies Detail] : []),
          ["Valor após a tarifa de serviço", formatReais(p.amountWithFeesService)],
          ["Valor após a tarifa do gateway", formatReais(p.amountWithFeesGateway)],
        ]}
      />
      <DetailList
        title="Comprador"
        details={[
          ["Nome", p.customerName],
          ["E-mail", p.customerEmail],
          [
            "Cadastro",
            <Link
              key="customer"
              href={`/seller/customers?search=${encodeURIComponent(p.customerEmail)}`}
              className="text-brand-700 hover:underline"
            >
              Ver em Clientes
            </Link>,
          ],
        ]}
      />
      <DetailList
        title="Cobrança"
        details={[
          [
            "Identificador",
            <span key="id" className="font-mono text-xs">
              {p.id}
            </span>,
          ],
          ["Identificador externo", p.externalId ?? "—"],
          ["Método", p.method.toUpperCase()],
          ["Provedor", p.purchaser],
          [
            "Link de pagamento",
            p.paymentLink ? (
              <Link
                href={`/seller/payments?paymentLinkId=${p.paymentLink.id}`}
                className="text-brand-700 hover:underline"
              >
                {p.paymentLink.description}
              </Link>
            ) : (
              "—"
            ),
          ],
          ["Criado em", when(p.createdAt)],
          ["Expira em", when(p.expiresAt)],
          ["Confirmado em", when(p.confirmedAt)],
          ["Reembolsado em", when(p.refundedAt)],
          ["Motivo do cancelamento", p.cancelReason ?? "—"],
        ]}
      />
      {p.metadata && Object.keys(p.metadata).length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Metadados</h3>
          <pre className="overflow-x-auto rounded-md bg-slate-50 p-3 text-xs">
            {JSON.stringify(p.metadata, null, 2)}
          </pre>
        </div>
      )}
    </div>
  );
}
