import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { InfractionJson } from "@/lib/infractions/schema";
import { INFRACTION_STATUSES, deadlineText } from "./infraction-labels";

type Row = InfractionJson & { sellerName?: string };

/** Infractions with their hold, reason and deadline; the admin's rows name their seller and carry `actions`. */
export function InfractionsTable({
  rows,
  caption,
  actions,
}: {
  rows: Row[];
  caption: string;
  actions?: (row: Row) => React.ReactNode;
}) {
  return (
    <Table caption={caption}>
      <thead>
        <tr className={headRowClass}>
          <Th>Aberta em</Th>
          {actions && <Th>Vendedor</Th>}
          <Th numeric>Valor retido</Th>
          <Th>Motivo</Th>
          <Th>Pagamento</Th>
          <Th>Prazo</Th>
          <Th>Situação</Th>
          {actions && (
            <Th>
              <span className="sr-only">Ações</span>
            </Th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const deadline = deadlineText(row.deadlineAt);
          const open = row.status === "OPEN" || row.status === "REFUNDING";
          return (
            <tr key={row.id} className={bodyRowClass}>
              <Td className="whitespace-nowrap">{formatDateTime(row.openedAt)}</Td>
              {actions && (
                <Td>
                  <Link href={`/admin/sellers/${row.sellerId}`} className="font-medium text-brand-700 hover:underline">
                    {row.sellerName}
                  </Link>
                </Td>
              )}
              <Td numeric className="font-medium">
                {formatReais(row.amount)}
              </Td>
              <Td>
                <p>{row.reason}</p>
                {row.resolutionNote && <p className="mt-1 text-xs text-slate-600">{row.resolutionNote}</p>}
              </Td>
              <Td>
                <span className="font-mono text-xs" title={`Pagamento ${row.paymentId}`}>
                  #{row.paymentId.slice(0, 8)}
                </span>
              </Td>
              <Td className="whitespace-nowrap">
                <p>{formatDateTime(row.deadlineAt)}</p>
                {open && (
                  <p className={`text-xs ${deadline.overdue ? "font-semibold text-red-700" : "text-slate-600"}`}>
                    {deadline.text}
                  </p>
                )}
              </Td>
              <Td>
                <Badge tone={INFRACTION_STATUSES[row.status].tone}>{INFRACTION_STATUSES[row.status].label}</Badge>
                {row.resolvedAt && <p className="mt-1 text-xs text-slate-600">em {formatDateTime(row.resolvedAt)}</p>}
              </Td>
              {actions && <Td className="text-right">{actions(row)}</Td>}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
