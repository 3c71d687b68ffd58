import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import type { InfractionJson, InfractionResponseJson } from "@/lib/infractions/schema";
import { InfractionAnswers } from "./infraction-answers";
import { INFRACTION_STATUSES, deadlineText } from "./infraction-labels";

type Row = InfractionJson & { sellerName?: string; responses?: InfractionResponseJson[] };

/**
 * Infractions with their hold, reason and deadline. The admin's rows name their seller, show the seller's answers and
 * carry `actions`; the seller's lead to each infraction's page (`detailHref`).
 */
export function InfractionsTable({
  rows,
  caption,
  actions,
  detailHref,
}: {
  rows: Row[];
  caption: string;
  actions?: (row: Row) => React.ReactNode;
  detailHref?: (row: Row) => string;
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
          {(actions || detailHref) && (
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
                <p className="break-words">{row.reason}</p>
                {row.resolutionNote && <p className="mt-1 text-xs text-slate-600">{row.resolutionNote}</p>}
                {actions && row.responses && <AnswersDisclosure responses={row.responses} />}
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
                {row.status === "OPEN" && row.escalatedAt && (
                  <p className="text-xs font-semibold text-red-700">Vencida: valor mantido retido</p>
                )}
              </Td>
              <Td>
                <Badge tone={INFRACTION_STATUSES[row.status].tone}>{INFRACTION_STATUSES[row.status].label}</Badge>
                {row.resolvedAt && <p className="mt-1 text-xs text-slate-600">em {formatDateTime(row.resolvedAt)}</p>}
              </Td>
              {actions && <Td className="text-right">{actions(row)}</Td>}
              {detailHref && (
                <Td className="text-right">
                  <Link href={detailHref(row)} className="font-semibold text-brand-700 hover:underline">
                    {row.status === "OPEN" ? "Ver e responder" : "Ver"}
                    <span className="sr-only"> — infração de {formatReais(row.amount)}</span>
                  </Link>
                </Td>
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** The seller's answers under the reason, folded: the admin opens them before deciding. */
function AnswersDisclosure({ responses }: { responses: InfractionResponseJson[] }) {
  if (responses.length === 0) return <p className="mt-1 text-xs text-slate-600">Sem resposta do vendedor.</p>;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
        Respostas do vendedor ({responses.length})
      </summary>
      <div className="mt-2">
        <InfractionAnswers responses={responses} />
      </div>
    </details>
  );
}
