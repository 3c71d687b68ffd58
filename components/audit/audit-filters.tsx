import { DateRangeFields, FilterForm } from "@/components/ui/filter-form";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { AUDIT_ACTION_OPTIONS, auditActionLabel } from "@/lib/audit/actions";
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
  // An action no longer recorded (from an old link) stays choosable, so the form shows the filter in force.
  const actionOptions =
    filters.action && !AUDIT_ACTION_OPTIONS.some((option) => option.value === filters.action)
      ? [...AUDIT_ACTION_OPTIONS, { value: filters.action, label: auditActionLabel(filters.action) }]
      : AUDIT_ACTION_OPTIONS;
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
      <SelectField
        label="Ação"
        name="action"
        options={actionOptions}
        placeholder="Todas"
        defaultValue={filters.action ?? ""}
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
        label="Autor"
        name="actor"
        hint="Nome, empresa ou e-mail de quem fez"
        defaultValue={filters.actor ?? ""}
        autoComplete="off"
        spellCheck={false}
        className="sm:col-span-2"
      />
    </FilterForm>
  );
}
