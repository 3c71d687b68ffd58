import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { formatReais } from "@/components/browser/reais";
import type { listInfractionsWithSellers } from "@pix/core/infractions/service";
import { InfractionActions } from "./infraction-actions";
import { InfractionsTable } from "./infractions-table";

/** The admin's infractions, each open one with its release and refund. */
export async function AdminInfractionsSection({
  data,
  basePath,
  params,
}: {
  data: ReturnType<typeof listInfractionsWithSellers>;
  basePath: string;
  params: Record<string, string>;
}) {
  const rows = await data;
  return (
    <Card>
      {rows.data.length === 0 ? (
        <EmptyState title="Nenhuma infração">
          Abra uma infração MED em Pagamentos, num pagamento concluído: o valor fica retido no saldo do vendedor até
          você resolver.
        </EmptyState>
      ) : (
        <InfractionsTable
          rows={rows.data}
          caption="Infrações MED"
          actions={(row) =>
            row.status === "OPEN" ? (
              <InfractionActions
                id={row.id}
                summary={`${formatReais(row.amount)} do pagamento #${row.paymentId.slice(0, 8)}`}
              />
            ) : null
          }
        />
      )}
      <Pagination basePath={basePath} page={rows.currentPage} totalPages={rows.totalPages} params={params} />
    </Card>
  );
}
