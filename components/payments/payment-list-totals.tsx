"use client";

import { useQuery } from "@tanstack/react-query";
import { queryString } from "@/components/browser/api-request";
import { apiFetch } from "@/components/browser/api-client";
import { formatReais } from "@/components/browser/reais";
import { QueryState } from "@/components/seller/query-state";
import type { PaymentListTotalsSchema } from "@pix/core/payments/list-totals";
import type { z } from "@pix/core/zod";
import { type PaymentFilters, paymentKeys } from "./payment-keys";

export type PaymentListTotalsJson = z.infer<typeof PaymentListTotalsSchema>;

const count = new Intl.NumberFormat("pt-BR");

/** The totals of every payment the filters find, over all the list's pages. */
export function PaymentListTotals({
  filters,
  initialData,
}: {
  filters: Omit<PaymentFilters, "page">;
  initialData: PaymentListTotalsJson;
}) {
  const totals = useQuery({
    queryKey: paymentKeys.totals(filters),
    queryFn: () => apiFetch<PaymentListTotalsJson>(`/api/v1/payments/totals${queryString(filters)}`),
    initialData,
  });
  return (
    <QueryState query={totals} what="os totais">
      {(current) => {
        const items: [string, string][] = [
          ["Pagamentos encontrados", count.format(current.count)],
          ["Valor cobrado", formatReais(current.amount)],
          [
            `Líquido dos pagos, antes de devoluções parciais (${count.format(current.finishedCount)})`,
            formatReais(current.finishedNet),
          ],
        ];
        return (
          <section aria-labelledby="payment-list-totals" className="mt-4 rounded-lg bg-slate-50 px-4 py-3 text-sm">
            <h3 id="payment-list-totals" className="sr-only">
              Totais dos filtros
            </h3>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {items.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      }}
    </QueryState>
  );
}
