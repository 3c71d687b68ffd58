import type { Metadata } from "next";
import { Suspense } from "react";
import { TableSkeleton } from "@/components/admin-reports/skeletons";
import { AdminInfractionsSection } from "@/components/infractions/admin-infractions-section";
import { INFRACTION_STATUSES as STATUS_LABELS } from "@/components/infractions/infraction-labels";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, definedParams, readPage, readParam } from "@/components/seller/search-params";
import { LinkTabs } from "@/components/ui/link-tabs";
import { requireAdminPage } from "@/app/_server/page-session";
import { INFRACTION_STATUSES } from "@pix/core/infractions/schema";
import { listInfractionsWithSellers } from "@pix/core/infractions/service";
import { z } from "@pix/core/zod";

export const metadata: Metadata = { title: "Infrações MED" };

const BASE_PATH = "/admin/infractions";
const PER_PAGE = 20;

export default async function InfractionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const params = await searchParams;
  const page = readPage(params);
  const status = readParam(params, "status", z.enum(INFRACTION_STATUSES));
  const sellerId = readParam(params, "sellerId", z.uuid());
  const filters = definedParams({ status, sellerId });
  const rows = listInfractionsWithSellers(actor, { page, perPage: PER_PAGE, status, sellerId });
  const tab = (value: (typeof INFRACTION_STATUSES)[number] | undefined, label: string) => ({
    href: `${BASE_PATH}?${new URLSearchParams(definedParams({ status: value, sellerId }))}`,
    label,
    active: status === value,
  });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Infrações MED"
        description="Valores retidos no saldo dos vendedores por notificações de infração (MED). O PSP recebedor tem 7 dias para responder: leia as respostas do vendedor e libere o valor a ele ou devolva-o ao pagador antes do prazo. Os administradores recebem um lembrete 2 dias antes; sem decisão no prazo, o valor continua retido e a infração fica marcada como vencida."
      />
      <LinkTabs
        label="Situação"
        tabs={[
          tab(undefined, "Todas"),
          tab("OPEN", "Em aberto"),
          tab("REFUNDING", "Em devolução"),
          ...(["REFUNDED", "RELEASED", "MED_RETURNED"] as const).map((value) => tab(value, STATUS_LABELS[value].label)),
        ]}
      />
      <Suspense key={JSON.stringify([filters, page])} fallback={<TableSkeleton label="Carregando infrações" />}>
        <AdminInfractionsSection data={rows} basePath={BASE_PATH} params={filters} />
      </Suspense>
    </div>
  );
}
