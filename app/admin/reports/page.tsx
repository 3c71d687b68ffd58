import type { Metadata } from "next";
import { Suspense } from "react";
import { TableSkeleton } from "@/components/admin-reports/skeletons";
import { periodParams, readPeriod } from "@/components/admin-reports/period";
import { PeriodPicker } from "@/components/admin-reports/period-picker";
import { RevenueSection } from "@/components/admin-reports/revenue-section";
import { type SearchParams, readPage } from "@/components/seller/search-params";
import { PageHeader } from "@/components/seller/page-header";
import { requireAdminPage } from "@/app/_server/page-session";
import { revenuePerEnterprise } from "@pix/core/reports/dashboard";

export const metadata: Metadata = { title: "Relatórios" };

const BASE_PATH = "/admin/reports";
const PER_PAGE = 20;

export default async function ReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const params = await searchParams;
  const selection = readPeriod(params);
  const page = readPage(params);
  const revenue = revenuePerEnterprise(actor, { ...selection.query, page, perPage: PER_PAGE });
  const { start, end } = selection.range;
  const paymentsHref = (sellerId: string) =>
    `/admin/payments?${new URLSearchParams({ sellerId, status: "FINISHED", startDate: start, endDate: end })}`;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Relatórios"
        description="Receita por empresa: pagamentos confirmados no período, da maior para a menor."
      />
      <PeriodPicker basePath={BASE_PATH} selection={selection} />
      <Suspense key={JSON.stringify([selection.query, page])} fallback={<TableSkeleton label="Carregando relatório" />}>
        <RevenueSection
          data={revenue}
          basePath={BASE_PATH}
          params={periodParams(selection.query)}
          paymentsHref={paymentsHref}
        />
      </Suspense>
    </div>
  );
}
