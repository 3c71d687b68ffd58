import type { Metadata } from "next";
import { Suspense } from "react";
import { TableSkeleton } from "@/components/admin-reports/skeletons";
import { readAuditFilters } from "@/components/audit/audit-filter-values";
import { AuditFilters } from "@/components/audit/audit-filters";
import { AuditSection } from "@/components/audit/audit-section";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, definedParams, readPage } from "@/components/seller/search-params";
import { Card } from "@/components/ui/card";
import { requireAdminPage } from "@/app/_server/page-session";
import { listAuditLog } from "@pix/core/audit/queries";

export const metadata: Metadata = { title: "Auditoria" };

const BASE_PATH = "/admin/audit";
const PER_PAGE = 20;

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const params = await searchParams;
  const { filters, dateError } = readAuditFilters(params);
  const page = readPage(params);
  const entries = listAuditLog(actor, { ...filters, page, perPage: PER_PAGE });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Auditoria"
        description="Quem fez o quê e quando: ações de administradores e mudanças de cadastro, tarifas e credenciais."
      />
      <Card>
        <AuditFilters basePath={BASE_PATH} filters={filters} dateError={dateError} />
      </Card>
      <Suspense key={JSON.stringify([filters, page])} fallback={<TableSkeleton label="Carregando auditoria" />}>
        <AuditSection data={entries} basePath={BASE_PATH} params={definedParams(filters)} />
      </Suspense>
    </div>
  );
}
