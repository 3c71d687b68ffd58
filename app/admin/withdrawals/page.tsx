import type { Metadata } from "next";
import Link from "next/link";
import { ReviewOutcomeProvider } from "@/components/admin-withdrawals/review-outcome";
import { WithdrawalDashboard } from "@/components/admin-withdrawals/withdrawal-dashboard";
import { WithdrawalFilters, type WithdrawalFilterValues } from "@/components/admin-withdrawals/withdrawal-filters";
import { WithdrawalTable } from "@/components/admin-withdrawals/withdrawal-table";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LinkTabs } from "@/components/ui/link-tabs";
import { Pagination } from "@/components/ui/pagination";
import { requireAdminPage } from "@/app/_server/page-session";
import { sandboxControlsOn } from "@pix/core/env";
import { PageQuerySchema } from "@pix/core/http/pagination";
import { availableBalancesOf, getAdminSeller } from "@pix/core/sellers/admin-list";
import { AdminWithdrawalListQuerySchema } from "@pix/core/withdrawals/schema";
import {
  listAdminWithdrawals,
  listUnconfirmedPayouts,
  listWithdrawalQueue,
  withdrawalDashboard,
} from "@pix/core/withdrawals/service";

export const metadata: Metadata = { title: "Saques" };

const BASE_PATH = "/admin/withdrawals";
const PER_PAGE = 20;

type SearchParams = Record<string, string | string[] | undefined>;

const VIEWS = ["queue", "unconfirmed", "all"] as const;
type View = (typeof VIEWS)[number];

/**
 * Each parameter read on its own, so one bad value (a typo in the URL) falls back alone instead of failing the page.
 */
function readQuery(params: SearchParams) {
  const single = (key: string) => {
    const value = params[key];
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  };
  const fields = AdminWithdrawalListQuerySchema.shape;
  const read = <T,>(result: { success: true; data: T } | { success: false }) =>
    result.success ? result.data : undefined;
  const filters: WithdrawalFilterValues = {
    status: read(fields.status.safeParse(single("status"))),
    startDate: read(fields.startDate.safeParse(single("startDate"))),
    endDate: read(fields.endDate.safeParse(single("endDate"))),
    sellerId: read(fields.sellerId.safeParse(single("sellerId"))),
  };
  const datesReversed =
    filters.startDate !== undefined && filters.endDate !== undefined && filters.startDate > filters.endDate;
  return {
    view: VIEWS.find((view) => view === single("view")) ?? ("queue" as View),
    page: read(PageQuerySchema.shape.page.safeParse(single("page"))) ?? 1,
    filters: datesReversed ? { ...filters, startDate: undefined, endDate: undefined } : filters,
    dateError: datesReversed ? "A data inicial deve ser anterior à final" : undefined,
  };
}

/** Query-string values of the filters in use, for the pagination links. */
function filterParams(filters: WithdrawalFilterValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export default async function AdminWithdrawalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requireAdminPage();
  const params = await searchParams;
  const { view, page, filters, dateError } = readQuery(params);
  const [dashboard, list, seller] = await Promise.all([
    withdrawalDashboard(actor),
    view === "all"
      ? listAdminWithdrawals(actor, { ...filters, page, perPage: PER_PAGE })
      : view === "unconfirmed"
        ? listUnconfirmedPayouts(actor, { page, perPage: PER_PAGE })
        : listWithdrawalQueue(actor, { page, perPage: PER_PAGE }),
    view === "all" && filters.sellerId ? getAdminSeller(actor, filters.sellerId) : null,
  ]);
  const balances =
    view === "queue"
      ? await availableBalancesOf(
          actor,
          list.data.map((withdrawal) => withdrawal.seller.id),
        )
      : undefined;
  const filtered = Boolean(filters.status || filters.startDate || filters.endDate || filters.sellerId);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Saques</h1>
      <WithdrawalDashboard dashboard={dashboard} />
      <LinkTabs
        label="Listas de saques"
        tabs={[
          {
            href: BASE_PATH,
            label: `Aguardando análise (${dashboard.qtdWithdrawalsPending})`,
            active: view === "queue",
          },
          {
            href: `${BASE_PATH}?view=unconfirmed`,
            label: `Sem confirmação do PSP (${dashboard.qtdPayoutsUnconfirmed})`,
            active: view === "unconfirmed",
          },
          { href: `${BASE_PATH}?view=all`, label: "Todos", active: view === "all" },
        ]}
      />
      <Card>
        {view === "all" ? (
          <div className="mb-6 space-y-3">
            {filters.sellerId && (
              <p className="text-sm text-slate-600">
                Saques de <strong>{seller?.companyName ?? "um vendedor removido"}</strong> ·{" "}
                <Link href={`${BASE_PATH}?view=all`} className="font-semibold text-brand-700 hover:underline">
                  ver de todos os vendedores
                </Link>
              </p>
            )}
            <WithdrawalFilters basePath={BASE_PATH} filters={filters} dateError={dateError} />
          </div>
        ) : view === "unconfirmed" ? (
          <p className="mb-4 text-sm text-slate-600">
            Saques aprovados cujo envio o PSP não confirmou nem recusou 24 horas depois do primeiro pedido, dos mais
            antigos para os mais recentes. O valor continua reservado e o envio continua sendo consultado a cada
            execução do job; confira no PSP se o PIX saiu. Quando o PSP mostrar o envio, o saque é concluído (ou
            desfeito) sozinho.
          </p>
        ) : (
          <p className="mb-4 text-sm text-slate-600">
            Pedidos de saque à espera de uma decisão, dos mais antigos para os mais recentes.
          </p>
        )}
        <ReviewOutcomeProvider key={JSON.stringify(params)}>
          {list.data.length === 0 ? (
            <EmptyList view={view} filtered={filtered} />
          ) : (
            <WithdrawalTable
              withdrawals={list.data}
              caption={
                view === "queue"
                  ? "Saques aguardando análise"
                  : view === "unconfirmed"
                    ? "Saques sem confirmação do PSP"
                    : "Todos os saques"
              }
              sandboxEnabled={sandboxControlsOn()}
              availableBalances={balances}
            />
          )}
        </ReviewOutcomeProvider>
        <Pagination
          basePath={BASE_PATH}
          page={list.currentPage}
          totalPages={list.totalPages}
          params={view === "queue" ? {} : { view, ...(view === "all" && filterParams(filters)) }}
        />
      </Card>
    </div>
  );
}

function EmptyList({ view, filtered }: { view: View; filtered: boolean }) {
  if (view === "all" && filtered)
    return <p className="text-sm text-slate-600">Nenhum saque encontrado com esses filtros.</p>;
  if (view === "unconfirmed")
    return (
      <EmptyState title="Nenhum envio sem confirmação">
        Um saque aparece aqui quando o PSP não confirma nem recusa o envio em 24 horas.
      </EmptyState>
    );
  if (view === "all")
    return (
      <EmptyState title="Nenhum saque solicitado ainda">
        Os pedidos de saque dos vendedores aparecem aqui, com o andamento de cada um.
      </EmptyState>
    );
  return (
    <EmptyState
      title="Nenhum saque aguardando análise"
      action={
        <Link href={`${BASE_PATH}?view=all`} className={buttonClass("secondary")}>
          Ver todos os saques
        </Link>
      }
    >
      Saques de vendedores com aprovação manual entram nesta fila assim que são pedidos.
    </EmptyState>
  );
}
