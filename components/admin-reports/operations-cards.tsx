import Link from "next/link";
import { formatReais } from "@/components/browser/reais";
import type { withdrawalDashboard } from "@pix/core/withdrawals/service";
import { StatCard } from "./stat-card";

type Operations = { withdrawals: Awaited<ReturnType<typeof withdrawalDashboard>>; companiesInReview: number };

/** The cards' grid, shared with their skeleton. */
export const OPERATIONS_GRID = "grid-cols-1 md:grid-cols-2 xl:grid-cols-4";

/** How many cards it shows, for the skeleton. */
export const OPERATIONS_CARDS = 4;

const linkClass = "font-semibold text-brand-700 hover:underline";
const withdrawals = (n: number) => `${n} ${n === 1 ? "saque" : "saques"}`;

/**
 * What needs the admin now, whatever the period: withdrawals and companies waiting for a decision, and payouts the PSP
 * has not confirmed a day after they were asked for.
 */
export async function OperationsCards({ data }: { data: Promise<Operations> }) {
  const { withdrawals: desk, companiesInReview } = await data;
  return (
    <div className={`grid gap-4 ${OPERATIONS_GRID}`}>
      <StatCard
        label="Saques aguardando"
        value={formatReais(desk.totalAmountPending)}
        detail={
          <>
            {withdrawals(desk.qtdWithdrawalsPending)} ·{" "}
            <Link href="/admin/withdrawals" className={linkClass}>
              Analisar saques
            </Link>
          </>
        }
      />
      <StatCard
        label="Saques aprovados"
        value={formatReais(desk.totalAmountApproved)}
        detail={`${withdrawals(desk.qtdWithdrawalsApproved)} em processamento ou concluídos`}
      />
      <StatCard
        label="Saques sem confirmação do PSP"
        value={formatReais(desk.totalAmountUnconfirmed)}
        detail={
          desk.qtdPayoutsUnconfirmed === 0 ? (
            "Nenhum envio pendente há mais de 24 horas"
          ) : (
            <>
              {withdrawals(desk.qtdPayoutsUnconfirmed)} há mais de 24 horas ·{" "}
              <Link href="/admin/withdrawals?view=unconfirmed" className={linkClass}>
                Verificar envios
              </Link>
            </>
          )
        }
      />
      <StatCard
        label="Empresas aguardando análise"
        value={companiesInReview}
        detail={
          <Link href="/admin/enterprises" className={linkClass}>
            Ver empresas em análise
          </Link>
        }
      />
    </div>
  );
}
