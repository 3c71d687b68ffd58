import { type ReactNode, useId } from "react";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { BalanceJson } from "./balance-types";

/** Available, held in reserve, held by MED infractions and by withdrawals: where the seller's money is. */
export function BalanceCards({ balance }: { balance: BalanceJson }) {
  return (
    <div>
      {balance.availableBalance < 0 && (
        <div className="mb-4">
          <Alert tone="warning" title="Saldo disponível negativo">
            Um valor retido por infração MED é maior que o seu saldo disponível. As próximas vendas cobrem a diferença
            primeiro; enquanto isso, os saques ficam bloqueados.
          </Alert>
        </div>
      )}
      <div className={`grid grid-cols-1 gap-4 ${balance.heldBalance > 0 ? "md:grid-cols-4" : "md:grid-cols-3"}`}>
        <BalanceCard title="Disponível" amount={balance.availableBalance} emphasis>
          Pode ser sacado agora.{" "}
          <Link href="/seller/withdrawals" className="font-semibold text-brand-700 hover:underline">
            Solicitar saque
          </Link>
        </BalanceCard>
        <BalanceCard title="A liberar (reserva)" amount={balance.reservedBalance}>
          Parte dos recebimentos retida como reserva (e, nos primeiros dias após a aprovação, vendas grandes por até 72
          horas); é liberada automaticamente no prazo.{" "}
          <a href="#reserva" className="font-semibold text-brand-700 hover:underline">
            Ver por venda
          </a>
        </BalanceCard>
        {balance.heldBalance > 0 && (
          <BalanceCard title="Retido (infração MED)" amount={balance.heldBalance}>
            Retido por infração MED; não pode ser sacado. O motivo e o prazo estão abaixo.
          </BalanceCard>
        )}
        <BalanceCard title="Em saque" amount={balance.pendingBalance}>
          Valor dos saques solicitados ou em processamento.
        </BalanceCard>
      </div>
      <p className="mt-2 text-xs text-slate-500">Atualizado em {formatDateTime(balance.updatedAt)}</p>
    </div>
  );
}

function BalanceCard({
  title,
  amount,
  emphasis = false,
  children,
}: {
  title: string;
  amount: number;
  emphasis?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-xl border bg-white p-5 shadow-sm ${emphasis ? "border-brand-600" : "border-slate-200"}`}
    >
      <h2 id={titleId} className="text-sm font-medium text-slate-600">
        {title}
      </h2>
      <p className={`mt-1 text-2xl font-semibold tabular-nums ${emphasis ? "text-brand-700" : ""}`}>
        {formatReais(amount)}
      </p>
      <p className="mt-2 text-xs text-slate-500">{children}</p>
    </section>
  );
}
