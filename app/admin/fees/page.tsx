import type { Metadata } from "next";
import Link from "next/link";
import { AddDefaultFeeForm } from "@/components/admin-fees/add-default-fee-form";
import { DefaultFeesTable } from "@/components/admin-fees/default-fees-table";
import { FeePreview } from "@/components/admin-fees/fee-preview";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readPage } from "@/components/seller/search-params";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { requireAdminPage } from "@/app/_server/page-session";
import { activeDefaultFees, listDefaultFees } from "@pix/core/fees/service";

export const metadata: Metadata = { title: "Tarifas" };

const BASE_PATH = "/admin/fees";

export default async function FeesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const page = readPage(await searchParams);
  // The fees API pages through every fee, sellers' included, with no filter for the defaults alone.
  const [defaults, active] = await Promise.all([
    listDefaultFees(actor, { page, perPage: 20 }),
    activeDefaultFees(actor),
  ]);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Tarifas"
        description="Tarifas padrão da plataforma: valem para todo vendedor sem tarifa própria do mesmo tipo."
      />
      <Alert tone="info">
        Tarifas próprias de um vendedor ficam na página de cada vendedor, em{" "}
        <Link href="/admin/sellers" className="font-semibold underline">
          Vendedores
        </Link>
        . Uma tarifa própria ativa substitui as tarifas padrão do mesmo tipo (serviço ou gateway).
      </Alert>
      <Card title="Tarifas padrão">
        {defaults.totalRecords === 0 ? (
          <EmptyState title="Nenhuma tarifa padrão">
            Sem tarifas padrão, os pagamentos de vendedores sem tarifa própria não têm desconto. Adicione uma abaixo.
          </EmptyState>
        ) : (
          <DefaultFeesTable fees={defaults.data} />
        )}
        <Pagination basePath={BASE_PATH} page={defaults.currentPage} totalPages={defaults.totalPages} />
      </Card>
      <Card title="Simulação com as tarifas padrão ativas">
        <FeePreview fees={active} />
      </Card>
      <Card title="Nova tarifa padrão">
        <AddDefaultFeeForm />
      </Card>
    </div>
  );
}
