import type { Metadata } from "next";
import Link from "next/link";
import { InfractionsTable } from "@/components/infractions/infractions-table";
import { PageHeader } from "@/components/seller/page-header";
import { type SearchParams, readPage } from "@/components/seller/search-params";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { requireSellerPage } from "@/app/_server/page-session";
import { listSellerInfractions } from "@pix/core/infractions/service";

export const metadata: Metadata = { title: "Infrações MED" };

const BASE_PATH = "/seller/infractions";

/** The seller's MED infractions, newest first, each leading to its page to answer it. */
export default async function SellerInfractionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage({ approved: true });
  const page = readPage(await searchParams);
  const rows = await listSellerInfractions(user, { page, perPage: 20 });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Infrações MED"
        description="Quando o banco de um pagador contesta um PIX (MED), o valor fica retido no seu saldo até a análise. Responda a cada infração em até 7 dias com a sua explicação e documentos."
      />
      <Card>
        {rows.totalRecords === 0 ? (
          <EmptyState title="Nenhuma infração">
            Nenhum PIX seu foi contestado. Se algum for, você recebe um e-mail e ele aparece aqui e no{" "}
            <Link href="/seller" className="font-semibold text-brand-700 hover:underline">
              painel
            </Link>
            .
          </EmptyState>
        ) : (
          <InfractionsTable rows={rows.data} caption="Infrações MED" detailHref={(row) => `${BASE_PATH}/${row.id}`} />
        )}
        <Pagination basePath={BASE_PATH} page={rows.currentPage} totalPages={rows.totalPages} />
      </Card>
    </div>
  );
}
