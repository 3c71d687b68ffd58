import type { Metadata } from "next";
import Link from "next/link";
import { AdminEnterpriseFilters } from "@/components/enterprises/admin-enterprise-filters";
import { AdminEnterpriseTable } from "@/components/enterprises/admin-enterprise-table";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LinkTabs } from "@/components/ui/link-tabs";
import { Pagination } from "@/components/ui/pagination";
import { requireAdminPage } from "@/app/_server/page-session";
import { EnterpriseListQuerySchema } from "@pix/core/enterprises/schema";
import { listAdminEnterprises, listReviewQueue } from "@pix/core/enterprises/service";
import { PageQuerySchema } from "@pix/core/http/pagination";

export const metadata: Metadata = { title: "Empresas" };

const BASE_PATH = "/admin/enterprises";

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Each parameter read on its own, so one bad value (a typo in the URL) falls back alone instead of failing the page.
 */
function readQuery(params: SearchParams) {
  const single = (key: string) => {
    const value = params[key];
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  };
  const page = PageQuerySchema.shape.page.safeParse(single("page"));
  const status = EnterpriseListQuerySchema.shape.status.safeParse(single("status"));
  const search = EnterpriseListQuerySchema.shape.search.safeParse(single("search"));
  return {
    view: single("view") === "all" ? ("all" as const) : ("queue" as const),
    page: page.success ? page.data : 1,
    status: status.success ? status.data : undefined,
    search: search.success ? search.data : undefined,
  };
}

export default async function AdminEnterprisesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const { view, page, status, search } = readQuery(await searchParams);
  const perPage = 20;
  const [queue, all] = await Promise.all([
    listReviewQueue(actor, { page: view === "queue" ? page : 1, perPage: view === "queue" ? perPage : 1 }),
    view === "all" ? listAdminEnterprises(actor, { status, search, page, perPage }) : null,
  ]);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Empresas</h1>
      <LinkTabs
        label="Listas de empresas"
        tabs={[
          { href: BASE_PATH, label: `Aguardando análise (${queue.totalRecords})`, active: view === "queue" },
          { href: `${BASE_PATH}?view=all`, label: "Todas as empresas", active: view === "all" },
        ]}
      />
      {all ? (
        <Card>
          <AdminEnterpriseFilters basePath={BASE_PATH} filters={{ status, search }} />
          <div className="mt-6">
            {all.data.length === 0 ? (
              status || search ? (
                <p className="text-sm text-slate-600">Nenhuma empresa encontrada com esses filtros.</p>
              ) : (
                <EmptyState title="Nenhuma empresa cadastrada">
                  As empresas aparecem aqui assim que um vendedor começa o cadastro.
                </EmptyState>
              )
            ) : (
              <AdminEnterpriseTable enterprises={all.data} caption="Todas as empresas" />
            )}
          </div>
          <Pagination
            basePath={BASE_PATH}
            page={all.currentPage}
            totalPages={all.totalPages}
            params={{ view: "all", ...(status && { status }), ...(search && { search }) }}
          />
        </Card>
      ) : (
        <Card>
          <p className="mb-4 text-sm text-slate-600">
            Empresas com os quatro documentos enviados, das mais antigas para as mais recentes.
          </p>
          {queue.data.length === 0 ? (
            <EmptyState
              title="Nenhuma empresa aguardando análise"
              action={
                <Link href={`${BASE_PATH}?view=all`} className={buttonClass("secondary")}>
                  Ver todas as empresas
                </Link>
              }
            >
              Um cadastro entra nesta fila quando o vendedor envia os quatro documentos.
            </EmptyState>
          ) : (
            <AdminEnterpriseTable enterprises={queue.data} caption="Empresas aguardando análise" />
          )}
          <Pagination basePath={BASE_PATH} page={queue.currentPage} totalPages={queue.totalPages} />
        </Card>
      )}
    </div>
  );
}
