import type { Metadata } from "next";
import { Suspense } from "react";
import { INBOX_CARDS, INBOX_GRID, InboxCards } from "@/components/admin-inbox/inbox-cards";
import { ChartsSkeleton, StatsSkeleton } from "@/components/admin-reports/skeletons";
import { OVERVIEW_GRID, OverviewCards } from "@/components/admin-reports/overview-cards";
import { readPeriod } from "@/components/admin-reports/period";
import { PeriodPicker } from "@/components/admin-reports/period-picker";
import { PspCredentialsAlert } from "@/components/admin-reports/psp-credentials-alert";
import { SalesCharts } from "@/components/admin-reports/sales-charts";
import { PageHeader } from "@/components/seller/page-header";
import type { SearchParams } from "@/components/seller/search-params";
import type { Actor } from "@pix/core/auth/actor";
import { pageAdminInbox } from "@/app/_server/admin-inbox";
import { requireAdminPage } from "@/app/_server/page-session";
import { infractionsDue } from "@pix/core/admin-inbox/service";
import { pspCredentialsRefusal } from "@pix/core/pix/api-pix/provider-health";
import { dailySalesCount, dailySalesValues, overview } from "@pix/core/reports/dashboard";
import { withdrawalDashboard } from "@pix/core/withdrawals/service";

export const metadata: Metadata = { title: "Administração" };

async function waiting(actor: Actor) {
  const [inbox, withdrawals, due] = await Promise.all([
    pageAdminInbox(actor),
    withdrawalDashboard(actor),
    infractionsDue(actor),
  ]);
  return { inbox, withdrawals, due };
}

export default async function AdminHome({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const selection = readPeriod(await searchParams);
  const { query } = selection;
  // Started together and awaited by each section, so every section streams in as soon as its data is ready.
  const figures = overview(actor, query);
  const charts = Promise.all([dailySalesValues(actor, query), dailySalesCount(actor, query)]);
  const desk = waiting(actor);
  // A new period remounts the sections, so their skeletons show while the new figures load.
  const periodKey = JSON.stringify(query);
  const refusal = await pspCredentialsRefusal(actor);

  return (
    <div className="space-y-8">
      <PspCredentialsAlert refusal={refusal} />
      <PageHeader
        title="Administração"
        description="O que aguarda uma decisão, e as vendas de todos os vendedores no período."
      />
      <section aria-labelledby="waiting-heading" className="space-y-4">
        <div>
          <h2 id="waiting-heading" className="text-lg font-semibold">
            O que aguarda você
          </h2>
          <p className="text-sm text-slate-600">Situação atual, independente do período escolhido.</p>
        </div>
        <Suspense fallback={<StatsSkeleton count={INBOX_CARDS} className={INBOX_GRID} />}>
          <InboxCards data={desk} />
        </Suspense>
      </section>
      <section aria-labelledby="sales-heading" className="space-y-4">
        <h2 id="sales-heading" className="text-lg font-semibold">
          Vendas no período
        </h2>
        <PeriodPicker basePath="/admin" selection={selection} />
        <Suspense key={`figures-${periodKey}`} fallback={<StatsSkeleton count={6} className={OVERVIEW_GRID} />}>
          <OverviewCards data={figures} />
        </Suspense>
        <Suspense key={`charts-${periodKey}`} fallback={<ChartsSkeleton />}>
          <SalesCharts data={charts} />
        </Suspense>
      </section>
    </div>
  );
}
