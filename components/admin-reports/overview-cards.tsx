import { formatReais } from "@/components/browser/reais";
import type { overview } from "@pix/core/reports/dashboard";
import { StatCard } from "./stat-card";

type Overview = Awaited<ReturnType<typeof overview>>;

/** The cards' grid, shared with their skeleton. */
export const OVERVIEW_GRID = "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3";

const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 2 });
const count = new Intl.NumberFormat("pt-BR");

/** The period's sales figures across sellers; awaits its data so the page can stream around it. */
export async function OverviewCards({ data }: { data: Promise<Overview> }) {
  const figures = await data;
  return (
    <div className={`grid gap-4 ${OVERVIEW_GRID}`}>
      <StatCard
        label="Receita"
        value={formatReais(figures.totalRevenue)}
        detail="Valor dos pagos; devoluções parciais não descontadas"
      />
      <StatCard label="Ticket médio" value={formatReais(figures.averageTicket)} detail="Por pagamento confirmado" />
      <StatCard label="Pedidos pagos" value={count.format(figures.qtdPaidOrders)} />
      <StatCard
        label="Reembolsos"
        value={count.format(figures.qtdRefunds)}
        detail="Devolvidos por inteiro, fora da receita"
      />
      <StatCard label="Pendentes" value={count.format(figures.qtdPendingOrders)} detail="Aguardando o comprador" />
      <StatCard
        label="Conversão"
        value={percent.format(figures.conversionRate / 100)}
        detail="Cobranças que foram pagas"
      />
    </div>
  );
}
