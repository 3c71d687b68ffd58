import { DailyCountChart, type DailyCount } from "@/components/charts/daily-count-chart";
import { DailyValuesChart, type DailyValues } from "@/components/charts/daily-values-chart";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";

/** The period's two charts, or one empty state when no payment was created in it. */
export async function SalesCharts({ data }: { data: Promise<[DailyValues[], DailyCount[]]> }) {
  const [values, counts] = await data;
  if (counts.every((day) => day.count === 0)) {
    return (
      <EmptyState title="Nenhuma venda no período">
        Os gráficos aparecem assim que houver cobranças PIX nos dias escolhidos.
      </EmptyState>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card title="Valores por dia">
        <DailyValuesChart data={values} title="Valores por dia, por situação" />
      </Card>
      <Card title="Pagamentos por dia">
        <DailyCountChart data={counts} title="Pagamentos criados por dia" />
      </Card>
    </div>
  );
}
