"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import { formatReais } from "@/components/browser/reais";
import { QueryState } from "@/components/seller/query-state";
import { balanceKeys } from "./balance-keys";
import type { StatementRange, StatementTotalsJson } from "./balance-types";

const count = new Intl.NumberFormat("pt-BR");

/** The whole period's totals, whatever page of the statement is on screen. */
export function StatementTotals({ range, initialData }: { range: StatementRange; initialData: StatementTotalsJson }) {
  const totals = useQuery({
    queryKey: balanceKeys.totals(range),
    queryFn: () =>
      apiFetch<StatementTotalsJson>(`/api/v1/seller-balances/me/statement-totals?${new URLSearchParams(range)}`),
    initialData,
  });
  return (
    <QueryState query={totals} what="os totais do período">
      {(current) => (
        <section aria-labelledby="statement-totals" className="rounded-lg bg-slate-50 px-4 py-3 text-sm">
          <h3 id="statement-totals" className="font-semibold text-slate-900">
            Totais do período{" "}
            <span className="font-normal text-slate-600">
              ({current.lineCount === 1 ? "1 movimentação" : `${count.format(current.lineCount)} movimentações`})
            </span>
          </h3>
          <dl className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4">
            <Total label="Saldo no início" value={formatReais(current.openingBalance)} />
            <Total label="Entradas" value={`+ ${formatReais(current.credits)}`} className="text-emerald-700" />
            <Total label="Saídas" value={`− ${formatReais(current.debits)}`} className="text-red-700" />
            <Total label="Saldo no fim" value={formatReais(current.closingBalance)} />
          </dl>
        </section>
      )}
    </QueryState>
  );
}

function Total({ label, value, className = "" }: { label: string; value: string; className?: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-semibold tabular-nums ${className}`}>{value}</dd>
    </div>
  );
}
