import { type ReactNode, useId } from "react";
import Link from "next/link";
import { formatReais } from "@/lib/client/reais";
import { formatDateTime } from "@/lib/dates";
import type { BalanceJson } from "./balance-types";

/** Available, held in reserve and held by withdrawals: where the seller's money is. */
export function BalanceCards({ balance }: { balance: BalanceJson }) {
  return (
    <div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <BalanceCard title="Disponível" amount={balance.availableBalance} emphasis>
          Pode ser sacado agora.{" "}
          <Link href="/seller/withdrawals" className="font-semibold text-brand-700 hover:underline">
            Solicitar saque
          </Link>
        </BalanceCard>
        <BalanceCard title="A liberar (reserva)" amount={balance.reservedBalance}>
          Parte dos recebimentos retida como reserva; é liberada automaticamente no prazo.
        </BalanceCard>
        <BalanceCard title="Em saque" amount={balance.pendingBalance}>
          Valor dos saques solicitados ou em processamento.
        </BalanceCard>
      </div>
      <p className="mt-2 text-xs text-slate-500">Atualizado em {formatDateTime(balance.updatedAt)}</p>
    </div>
  );
}

function BalanceCard({ title, amount, emphasis = false, children }: { title: string; amount: number; emphasis?: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`rounded-xl border bg-white p-5 shadow-sm ${emphasis ? "border-brand-600" : "border-slate-200"}`}>
      <h2 id={titleId} className="text-sm font-medium text-slate-600">
        {title}
      </h2>
      <p className={`mt-1 text-2xl font-semibold tabular-nums ${emphasis ? "text-brand-700" : ""}`}>{formatReais(amount)}</p>
      <p className="mt-2 text-xs text-slate-500">{children}</p>
    </section>
  );
}
