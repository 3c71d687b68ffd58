import { FilterForm, SearchField } from "@/components/ui/filter-form";
import { SelectField } from "@/components/ui/select-field";
import type { ENTERPRISE_STATUSES } from "@pix/core/enterprises/schema";

const STATUS_OPTIONS = [
  { value: "PENDING", label: "Pendente" },
  { value: "APPROVED", label: "Aprovada" },
  { value: "REJECTED", label: "Recusada" },
] as const;

type Filters = { status?: (typeof ENTERPRISE_STATUSES)[number]; search?: string };

export function AdminEnterpriseFilters({ basePath, filters }: { basePath: string; filters: Filters }) {
  return (
    <FilterForm
      action={basePath}
      label="Filtrar empresas"
      clearHref={filters.status || filters.search ? `${basePath}?view=all` : undefined}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="view" value="all" />
      <SelectField
        label="Situação"
        name="status"
        options={STATUS_OPTIONS}
        placeholder="Todas"
        defaultValue={filters.status ?? ""}
        className="w-64"
      />
      <SearchField placeholder="Nome, CNPJ ou e-mail" defaultValue={filters.search} />
    </FilterForm>
  );
}
