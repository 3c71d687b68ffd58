import { DateRangeFields, FilterForm } from "@/components/ui/filter-form";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { AuditFilters as Filters } from "./audit-filter-values";
import { ENTITY_TYPE_OPTIONS } from "./audit-labels";

export function AuditFilters({
  basePath,
  filters,
  dateError,
}: {
  basePath: string;
  filters: Filters;
  dateError?: string;
}) {
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <FilterForm
      action={basePath}
      label="Filtrar auditoria"
      clearHref={filtered ? basePath : undefined}
      className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-4"
      actionsClassName="sm:col-span-2 lg:col-span-4"
    >
      <SelectField
        label="Tipo de entidade"
        name="entityType"
        options={ENTITY_TYPE_OPTIONS}
        placeholder="Todas"
        defaultValue={filters.entityType ?? ""}
      />
      <TextField
        label="Ação"
        name="action"
        placeholder="ex.: fee.updated"
        defaultValue={filters.action ?? ""}
        autoComplete="off"
        spellCheck={false}
      />
      <DateRangeFields startDate={filters.startDate} endDate={filters.endDate} error={dateError} />
      <TextField
        label="ID da entidade"
        name="entityId"
        defaultValue={filters.entityId ?? ""}
        autoComplete="off"
        spellCheck={false}
        className="sm:col-span-2"
      />
      <TextField
        label="ID do autor"
        name="actorId"
        defaultValue={filters.actorId ?? ""}
        autoComplete="off"
        spellCheck={false}
        className="sm:col-span-2"
      />
    </FilterForm>
  );
}
