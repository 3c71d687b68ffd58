import Link from "next/link";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { AuditFilters as Filters } from "./audit-filter-values";
import { ENTITY_TYPE_OPTIONS } from "./audit-labels";

/** A plain GET form, so the filters live in the query string and survive reloads and shared links. */
export function AuditFilters({ basePath, filters, dateError }: { basePath: string; filters: Filters; dateError?: string }) {
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <form method="get" action={basePath} role="search" aria-label="Filtrar auditoria" className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField label="Tipo de entidade" name="entityType" options={ENTITY_TYPE_OPTIONS} placeholder="Todas" defaultValue={filters.entityType ?? ""} />
      <TextField label="Ação" name="action" placeholder="ex.: fee.updated" defaultValue={filters.action ?? ""} autoComplete="off" spellCheck={false} />
      <TextField label="De" name="startDate" type="date" defaultValue={filters.startDate ?? ""} />
      <TextField label="Até" name="endDate" type="date" defaultValue={filters.endDate ?? ""} error={dateError} />
      <TextField label="ID da entidade" name="entityId" defaultValue={filters.entityId ?? ""} autoComplete="off" spellCheck={false} className="sm:col-span-2" />
      <TextField label="ID do autor" name="actorId" defaultValue={filters.actorId ?? ""} autoComplete="off" spellCheck={false} className="sm:col-span-2" />
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
        {filtered && (
          <Link href={basePath} className="text-sm font-semibold text-slate-600 hover:underline">
            Limpar filtros
          </Link>
        )}
      </div>
    </form>
  );
}
