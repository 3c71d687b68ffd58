import Link from "next/link";
import type { BalanceJson } from "@/components/balance/balance-types";
import { RecentPayments } from "@/components/payments/recent-payments";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { formatReais } from "@/components/browser/reais";
import type { PaymentJson } from "@pix/core/payments/schema";

const linkClass = "text-sm font-semibold text-brand-700 hover:underline";

/** An approved seller's home: what can be withdrawn and the latest payments. */
export function SellerOverview({ balance, recentPayments }: { balance: BalanceJson; recentPayments: PaymentJson[] }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <section className="rounded-xl border border-brand-600 bg-white p-6 shadow-sm">
        <h2 className="text-sm font-medium text-slate-600">Saldo disponível</h2>
        <p className="mt-1 text-3xl font-semibold tabular-nums text-brand-700">
          {formatReais(balance.availableBalance)}
        </p>
        <p className="mt-2 text-xs text-slate-500">
          A liberar: {formatReais(balance.reservedBalance)} · Em saque: {formatReais(balance.pendingBalance)}
          {balance.heldBalance > 0 && <> · Retido (infração MED): {formatReais(balance.heldBalance)}</>}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/seller/withdrawals" className={buttonClass("primary")}>
            Sacar
          </Link>
          <Link href="/seller/balance" className={buttonClass("secondary")}>
            Ver extrato
          </Link>
        </div>
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 className="text-base font-semibold">Pagamentos recentes</h2>
          <Link href="/seller/payments" className={linkClass}>
            Ver todos
          </Link>
        </div>
        {recentPayments.length === 0 ? (
          <EmptyState
            title="Nenhum pagamento ainda"
            action={
              <Link href="/seller/links" className={buttonClass("primary")}>
                Criar link de pagamento
              </Link>
            }
          >
            Crie um link e envie ao comprador: os pagamentos aparecem aqui.
          </EmptyState>
        ) : (
          <RecentPayments payments={recentPayments} />
        )}
      </section>
    </div>
  );
}
