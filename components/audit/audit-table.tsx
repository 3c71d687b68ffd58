import Link from "next/link";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import type { listAuditLog } from "@pix/core/audit/queries";
import { auditActionLabel } from "@/lib/audit/actions";
import { formatDateTime } from "@pix/core/dates";
import { AuditChange } from "./audit-change";
import { entityTypeLabel, VIA_LABELS } from "./audit-labels";

type AuditEntry = Awaited<ReturnType<typeof listAuditLog>>["data"][number];

const linkClass = "text-brand-700 hover:underline";

/** Entity ids are long; the first characters tell rows apart, the whole id stays in the tooltip and the filter link. */
const short = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/** Who did what and when; the actor and the entity link to their own history. */
export function AuditTable({ entries, basePath }: { entries: AuditEntry[]; basePath: string }) {
  const filterHref = (params: Record<string, string>) => `${basePath}?${new URLSearchParams(params)}`;
  return (
    <Table caption="Registro de auditoria">
      <thead>
        <tr className={headRowClass}>
          <Th>Quando</Th>
          <Th>Ação</Th>
          <Th>Entidade</Th>
          <Th>Autor</Th>
          <Th>Alterações</Th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className={bodyRowClass}>
            <Td className="whitespace-nowrap">
              <p>{formatDateTime(entry.createdAt)}</p>
              {entry.requestId && (
                // Whole, so it can be copied to find the request in the server logs.
                <p
                  className="max-w-44 whitespace-normal break-all font-mono text-xs text-slate-500"
                  title="ID da requisição"
                >
                  {entry.requestId}
                </p>
              )}
            </Td>
            <Td>
              <Link
                href={filterHref({ action: entry.action })}
                className={linkClass}
                title={`Todos os registros de "${auditActionLabel(entry.action)}"`}
              >
                {auditActionLabel(entry.action)}
              </Link>
              <p className="font-mono text-xs text-slate-500">{entry.action}</p>
            </Td>
            <Td>
              <p>{entityTypeLabel(entry.entityType)}</p>
              <Link
                href={filterHref({ entityType: entry.entityType, entityId: entry.entityId })}
                className={`font-mono text-xs ${linkClass}`}
                title={`Histórico de ${entry.entityId}`}
              >
                {short(entry.entityId)}
              </Link>
            </Td>
            <Td>
              {entry.actor ? (
                <>
                  <Link href={filterHref({ actor: entry.actor.email })} className={linkClass}>
                    {entry.actor.email}
                  </Link>
                  {(entry.via === "bearer" || entry.via === "integration") && (
                    <p className="text-xs text-slate-500">{VIA_LABELS[entry.via]}</p>
                  )}
                </>
              ) : (
                <span className="text-slate-500">Sistema</span>
              )}
            </Td>
            <Td>
              <AuditChange before={entry.before} after={entry.after} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
