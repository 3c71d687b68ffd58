import { formatBRL } from "@pix/core/money";
import type { paymentTotals } from "@pix/core/payments/service";

type Totals = Awaited<ReturnType<typeof paymentTotals>>;

const count = new Intl.NumberFormat("pt-BR");

/** The platform's totals (total-transactions and billing) for the date range and seller filtered. */
export function PaymentTotals({ totals }: { totals: Totals }) {
  const items: [string, string][] = [
    ["Pagamentos", count.format(totals.totalPayments)],
    ["Pagos", count.format(totals.finishedCount)],
    ["Pendentes", count.format(totals.pendingCount)],
    ["Líquido dos vendedores (pagos, antes de devoluções parciais)", formatBRL(totals.finishedNet)],
    ["Recebido dos pagos, menos a tarifa do gateway", formatBRL(totals.finishedAfterGateway)],
    ["Cancelados", formatBRL(totals.cancelledAmount)],
  ];
  return (
    <section aria-labelledby="payment-totals" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="payment-totals" className="text-base font-semibold">
        Totais
      </h2>
      <p className="mt-1 text-xs text-slate-500">
        Todas as situações no período e vendedor filtrados; os filtros de status e busca valem só para a lista.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
