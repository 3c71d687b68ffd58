import { Card } from "@/components/ui/card";
import type { withdrawalDashboard } from "@pix/core/withdrawals/service";
import { formatReais } from "@/components/browser/reais";

type Dashboard = Awaited<ReturnType<typeof withdrawalDashboard>>;

const count = (n: number) => `${n} ${n === 1 ? "saque" : "saques"}`;

/** The desk's headline numbers: what waits for a decision and what has been paid out (processing or completed). */
export function WithdrawalDashboard({ dashboard }: { dashboard: Dashboard }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Card title="Aguardando análise">
        <p className="text-3xl font-semibold tabular-nums">{formatReais(dashboard.totalAmountPending)}</p>
        <p className="mt-1 text-sm text-slate-600">{count(dashboard.qtdWithdrawalsPending)}</p>
      </Card>
      <Card title="Aprovados">
        <p className="text-3xl font-semibold tabular-nums">{formatReais(dashboard.totalAmountApproved)}</p>
        <p className="mt-1 text-sm text-slate-600">
          {count(dashboard.qtdWithdrawalsApproved)} em processamento ou concluídos
        </p>
      </Card>
    </div>
  );
}
