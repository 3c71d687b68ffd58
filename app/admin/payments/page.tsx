import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { AdminPaymentDrawer } from "@/components/admin-payments/admin-payment-drawer";
import {
  type AdminPaymentFilters as Filters,
  readAdminPaymentFilters,
} from "@/components/admin-payments/admin-payment-filter-values";
import { AdminPaymentFilters } from "@/components/admin-payments/admin-payment-filters";
import { AdminPaymentsSection } from "@/components/admin-payments/admin-payments-section";
import { TableSkeleton } from "@/components/admin-reports/skeletons";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, definedParams, readPage } from "@/components/seller/search-params";
import { CsvExportLinks } from "@/components/exports/csv-export-links";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { requireAdminPage } from "@/app/_server/page-session";
import type { Actor } from "@pix/core/auth/actor";
import { listAdminPayments, paymentTotals } from "@pix/core/payments/service";
import { findSellers } from "@pix/core/sellers/admin-list";

export const metadata: Metadata = { title: "Pagamentos" };

const BASE_PATH = "/admin/payments";
const PER_PAGE = 20;

/**
 * The seller typed in the filter, looked up: one match filters by it; several are offered to pick from; none is
 * said under the field. Without a typed seller, the one picked by a link stays.
 */
async function sellerOf(actor: Actor, filters: Filters) {
  if (filters.seller === undefined) return { sellerId: filters.sellerId };
  const found = await findSellers(actor, filters.seller);
  if (found.sellers.length === 1 && !found.more) return { sellerId: found.sellers[0]!.id };
  if (found.sellers.length === 0) return { error: "Nenhum vendedor com esse nome, e-mail ou CNPJ" };
  return { choices: found };
}

export default async function AdminPaymentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const params = await searchParams;
  const { filters, errors } = readAdminPaymentFilters(params);
  const page = readPage(params);
  const { sellerId, error, choices } = await sellerOf(actor, filters);
  const { seller: _typed, ...query } = { ...filters, sellerId };
  const list = listAdminPayments(actor, { ...query, page, perPage: PER_PAGE });
  const totals = paymentTotals(actor, { startDate: filters.startDate, endDate: filters.endDate, sellerId });
  const filterParams = definedParams({ ...query, seller: filters.seller });
  const exportParams = definedParams(query);
  const pick = (id: string) =>
    `${BASE_PATH}?${new URLSearchParams(definedParams({ ...query, seller: undefined, sellerId: id }))}`;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Pagamentos"
        description="Cobranças PIX de todos os vendedores, das mais recentes para as mais antigas."
        actions={<CsvExportLinks href="/api/v1/admin/payments/export" params={exportParams} />}
      />
      <Card>
        <AdminPaymentFilters
          basePath={BASE_PATH}
          filters={{ ...filters, sellerId }}
          errors={{ ...errors, seller: error }}
        />
      </Card>
      {choices && (
        <Alert title={`Vários vendedores correspondem a “${filters.seller}”: escolha um`}>
          <ul className="mt-1 space-y-1">
            {choices.sellers.map((seller) => (
              <li key={seller.id}>
                <Link href={pick(seller.id)} className="font-semibold text-brand-700 hover:underline">
                  {seller.name}
                </Link>{" "}
                <span className="text-slate-600">{seller.email}</span>
              </li>
            ))}
          </ul>
          {choices.more && <p className="mt-2">Há outros: escreva mais do nome ou o e-mail inteiro.</p>}
        </Alert>
      )}
      <Suspense key={JSON.stringify([query, page])} fallback={<TableSkeleton label="Carregando pagamentos" />}>
        <AdminPaymentsSection list={list} totals={totals} basePath={BASE_PATH} params={filterParams} />
      </Suspense>
      <AdminPaymentDrawer basePath={BASE_PATH} />
    </div>
  );
}
