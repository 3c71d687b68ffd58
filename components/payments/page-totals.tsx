import { reaisToCents } from "@/components/browser/reais";
import { formatBRL } from "@/lib/money";
import type { PaymentJson } from "@/lib/payments/schema";

/** Sums of the rows on screen, in centavos so that they add up exactly. */
export function PageTotals({ payments }: { payments: PaymentJson[] }) {
  const charged = payments.reduce((sum, payment) => sum + reaisToCents(payment.amount), 0);
  const paid = payments.filter((payment) => payment.status === "FINISHED");
  const net = paid.reduce((sum, payment) => sum + reaisToCents(payment.amountWithAllFees), 0);
  const items: [string, string][] = [
    ["Pagamentos nesta página", String(payments.length)],
    ["Valor cobrado", formatBRL(charged)],
    [`Líquido dos pagos (${paid.length})`, formatBRL(net)],
  ];
  return (
    <div className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-sm">
      <h3 className="sr-only">Totais desta página</h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
