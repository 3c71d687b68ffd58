import type { Metadata } from "next";
import { Suspense } from "react";
import { TableSkeleton } from "@/components/admin-reports/skeletons";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readPage } from "@/components/seller/search-params";
import { UnmatchedPixSection } from "@/components/unmatched-pix/unmatched-pix-section";
import { requireAdminPage } from "@/app/_server/page-session";
import { listUnmatchedPix } from "@pix/core/unmatched-pix/service";

export const metadata: Metadata = { title: "PIX retidos" };

const BASE_PATH = "/admin/unmatched-pix";
const PER_PAGE = 20;

export default async function UnmatchedPixPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const page = readPage(await searchParams);
  const rows = listUnmatchedPix(actor, { page, perPage: PER_PAGE });
  return (
    <div className="space-y-6">
      <PageHeader
        title="PIX retidos"
        description="PIX recebidos que não creditam nenhum vendedor: valor diferente do cobrado, pagos depois do cancelamento ou numa cobrança já paga, ou enviados à chave sem cobrança. Devolva cada um ao pagador."
      />
      <Suspense key={page} fallback={<TableSkeleton label="Carregando PIX retidos" />}>
        <UnmatchedPixSection data={rows} basePath={BASE_PATH} />
      </Suspense>
    </div>
  );
}
