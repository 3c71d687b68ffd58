import type { Metadata } from "next";
import { SellerTable } from "@/components/sellers/seller-table";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchForm } from "@/components/ui/filter-form";
import { Pagination } from "@/components/ui/pagination";
import { requireAdminPage } from "@/app/_server/page-session";
import { PageQuerySchema } from "@pix/core/http/pagination";
import { listAdminSellers } from "@pix/core/sellers/admin-list";
import { z } from "@pix/core/zod";

export const metadata: Metadata = { title: "Vendedores" };

const BASE_PATH = "/admin/sellers";
const SearchSchema = z.string().trim().min(1).max(100);

type SearchParams = Record<string, string | string[] | undefined>;

function readQuery(params: SearchParams) {
  const page = PageQuerySchema.shape.page.safeParse(params.page);
  const search = SearchSchema.safeParse(params.search);
  return { page: page.success ? page.data : 1, search: search.success ? search.data : undefined };
}

export default async function AdminSellersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const { page, search } = readQuery(await searchParams);
  const sellers = await listAdminSellers(actor, { search, page, perPage: 20 });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Vendedores</h1>
      <Card>
        <SearchForm
          basePath={BASE_PATH}
          search={search}
          label="Buscar vendedores"
          placeholder="Empresa, e-mail ou CNPJ completo"
        />
        <div className="mt-6">
          {sellers.data.length === 0 ? (
            search ? (
              <p className="text-sm text-slate-600">Nenhum vendedor encontrado com essa busca.</p>
            ) : (
              <EmptyState title="Nenhum vendedor cadastrado">
                Os vendedores aparecem aqui assim que criam a conta.
              </EmptyState>
            )
          ) : (
            <SellerTable sellers={sellers.data} />
          )}
        </div>
        <Pagination
          basePath={BASE_PATH}
          page={sellers.currentPage}
          totalPages={sellers.totalPages}
          params={search ? { search } : {}}
        />
      </Card>
    </div>
  );
}
