import { Suspense } from "react";
import { OVERVIEW_GRID, OverviewCards } from "@/components/admin-reports/overview-cards";
import type { PeriodSelection } from "@/components/admin-reports/period";
import { PeriodPicker } from "@/components/admin-reports/period-picker";
import { SalesCharts } from "@/components/admin-reports/sales-charts";
import { ChartsSkeleton, StatsSkeleton } from "@/components/admin-reports/skeletons";
import type { Actor } from "@pix/core/auth/actor";
import { dailySalesCount, dailySalesValues, overview } from "@pix/core/reports/dashboard";

/** The seller's own sales in the chosen period: the admin overview's cards and charts, for one seller. */
export function SalesDashboard({ seller, selection }: { seller: Actor; selection: PeriodSelection }) {
  const { query } = selection;
  const figures = overview(seller, query);
  const charts = Promise.all([dailySalesValues(seller, query), dailySalesCount(seller, query)]);
  // A new period remounts the sections, so their skeletons show while the new figures load.
  const periodKey = JSON.stringify(query);
  return (
    <section aria-labelledby="sales-heading" className="space-y-4">
      <h2 id="sales-heading" className="text-lg font-semibold">
        Suas vendas
      </h2>
      <PeriodPicker basePath="/seller" selection={selection} />
      <Suspense key={`figures-${periodKey}`} fallback={<StatsSkeleton count={6} className={OVERVIEW_GRID} />}>
        <OverviewCards data={figures} />
      </Suspense>
      <Suspense key={`charts-${periodKey}`} fallback={<ChartsSkeleton />}>
        <SalesCharts data={charts} />
      </Suspense>
    </section>
  );
}
