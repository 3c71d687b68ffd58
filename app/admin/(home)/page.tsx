import type { Metadata } from "next";
import { Suspense } from "react";
import { ChartsSkeleton, StatsSkeleton } from "@/components/admin-reports/skeletons";
import { OPERATIONS_CARDS, OPERATIONS_GRID, OperationsCards } from "@/components/admin-reports/operations-cards";
import { OVERVIEW_GRID, OverviewCards } from "@/components/admin-reports/overview-cards";
import { readPeriod } from "@/components/admin-reports/period";
import { PeriodPicker } from "@/components/admin-reports/period-picker";
import { PspCredentialsAlert } from "@/components/admin-reports/psp-credentials-alert";
import { SalesCharts } from "@/components/admin-reports/sales-charts";
import { PageHeader } from "@/components/seller/page-header";
import type { SearchParams } from "@/components/seller/search-params";
import type { Actor } from "@pix/core/auth/actor";
import { requireAdminPage } from "@/app/_server/page-session";
import { countReviewQueue } from "@pix/core/enterprises/service";
import { pspCredentialsRefusal } from "@pix/core/pix/api-pix/provider-health";
import { dailySalesCount, dailySalesValues, overview } from "@pix/core/reports/dashboard";
import { withdrawalDashboard } from "@pix/core/withdrawals/service";

export const metadata: Metadata = { title: "Administração" };

async function operations(actor: Actor) {
  const [withdrawals, companiesInReview] = await Promise.all([withdrawalDashboard(actor), countReviewQueue(actor)]);
  return { withdrawals, companiesInReview };
}

export default async function AdminHome({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const selection = readPeriod(await searchParams);
  const { query } = selection;
  // Started together and awaited by each section, so every section streams in as soon as its data is ready.
  const figures = overview(actor, query);
  const charts = Promise.all([dailySalesValues(actor, query), dailySalesCount(actor, query)]);
  const desk = operations(actor);
  // A new period remounts the sections, so their skeletons show while the new figures load.
  const periodKey = JSON.stringify(query);
  const refusal = await pspCredentialsRefusal(actor);

  return (
    <div className="space-y-8">
      <PspCredentialsAlert refusal={refusal} />
      <div className="space-y-4">
        <PageHeader
          title="Administração"
          description="Visão geral das vendas de todos os vendedores e do que aguarda uma decisão."
        />
        <PeriodPicker basePath="/admin" selection={selection} />
      </div>
      <section aria-labelledby="sales-heading" className="space-y-4">
        <h2 id="sales-heading" className="text-lg font-semibold">
          Vendas no período
        </h2>
        <Suspense key={`figures-${periodKey}`} fallback={<StatsSkeleton count={6} className={OVERVIEW_GRID} />}>
          <OverviewCards data={figures} />
        </Suspense>
        <Suspense key={`charts-${periodKey}`} fallback={<ChartsSkeleton />}>
          <SalesCharts data={charts} />
        </Suspense>
      </section>
      <section aria-labelledby="operations-heading" className="space-y-4">
        <div>
          <h2 id="operations-heading" className="text-lg font-semibold">
            Pendências
          </h2>
          <p className="text-sm text-slate-600">Situação atual, independente do período escolhido.</p>
        </div>
        <Suspense fallback={<StatsSkeleton count={OPERATIONS_CARDS} className={OPERATIONS_GRID} />}>
          <OperationsCards data={desk} />
        </Suspense>
      </section>
    </div>
  );
}
