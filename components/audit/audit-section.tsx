import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import type { listAuditLog } from "@pix/core/audit/queries";
import { AuditTable } from "./audit-table";

type AuditSectionProps = { data: ReturnType<typeof listAuditLog>; basePath: string; params: Record<string, string> };

/** The page of entries once it arrives. */
export async function AuditSection({ data, basePath, params }: AuditSectionProps) {
  const entries = await data;
  return (
    <Card>
      {entries.data.length === 0 ? (
        Object.keys(params).length > 0 ? (
          <p className="text-sm text-slate-600">Nenhum registro encontrado com esses filtros.</p>
        ) : (
          <EmptyState title="Nenhum registro ainda">
            Ações de administradores e mudanças de credenciais aparecem aqui.
          </EmptyState>
        )
      ) : (
        <AuditTable entries={entries.data} basePath={basePath} />
      )}
      <Pagination basePath={basePath} page={entries.currentPage} totalPages={entries.totalPages} params={params} />
    </Card>
  );
}
