import type { Metadata } from "next";
import { Suspense } from "react";
import { AdminPaymentDrawer } from "@/components/admin-payments/admin-payment-drawer";
import { readAdminPaymentFilters } from "@/components/admin-payments/admin-payment-filter-values";
import { AdminPaymentFilters } from "@/components/admin-payments/admin-payment-filters";
import { AdminPaymentsSection } from "@/components/admin-payments/admin-payments-section";
import { TableSkeleton } from "@/components/admin-reports/skeletons";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, definedParams, readPage } from "@/components/seller/search-params";
import { CsvExportLinks } from "@/components/exports/csv-export-links";
import { Card } from "@/components/ui/card";
import { requireAdminPage } from "@/app/_server/page-session";
import { listAdminPayments, paymentTotals } from "@pix/core/payments/service";

export const metadata: Metadata = { title: "Pagamentos" };

const BASE_PATH = "/admin/payments";
const PER_PAGE = 20;

export default async function AdminPaymentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const params = await searchParams;
  const { filters, errors } = readAdminPaymentFilters(params);
  const page = readPage(params);
  const list = listAdminPayments(actor, { ...filters, page, perPage: PER_PAGE });
  const totals = paymentTotals(actor, {
    startDate: filters.startDate,
    endDate: filters.endDate,
    sellerId: filters.sellerId,
  });
  const filterParams = definedParams(filters);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Pagamentos"
        description="Cobranças PIX de todos os vendedores, das mais recentes para as mais antigas."
        actions={<CsvExportLinks href="/api/v1/admin/payments/export" params={filterParams} />}
      />
      <Card>
        <AdminPaymentFilters basePath={BASE_PATH} filters={filters} errors={errors} />
      </Card>
      <Suspense key={JSON.stringify([filters, page])} fallback={<TableSkeleton label="Carregando pagamentos" />}>
        <AdminPaymentsSection list={list} totals={totals} basePath={BASE_PATH} params={filterParams} />
      </Suspense>
      <AdminPaymentDrawer basePath={BASE_PATH} />
    </div>
  );
}
