import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import type { revenuePerEnterprise } from "@pix/core/reports/dashboard";
import { RevenueTable } from "./revenue-table";

type RevenuePage = Awaited<ReturnType<typeof revenuePerEnterprise>>;

type RevenueSectionProps = {
  data: Promise<RevenuePage>;
  basePath: string;
  params: Record<string, string>;
  paymentsHref: (sellerId: string) => string;
};

/** The ranking's page once its data arrives, with links to the other pages in the same period. */
export async function RevenueSection({ data, basePath, params, paymentsHref }: RevenueSectionProps) {
  const revenue = await data;
  return (
    <Card title="Receita por empresa">
      {revenue.data.length === 0 ? (
        <EmptyState title="Nenhuma venda no período">
          Empresas aparecem aqui quando têm pagamentos confirmados nos dias escolhidos.
        </EmptyState>
      ) : (
        <RevenueTable
          rows={revenue.data}
          firstRank={(revenue.currentPage - 1) * revenue.perPage + 1}
          paymentsHref={paymentsHref}
        />
      )}
      <Pagination basePath={basePath} page={revenue.currentPage} totalPages={revenue.totalPages} params={params} />
    </Card>
  );
}
