import Link from "next/link";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { ENTERPRISE_STATUSES } from "@/lib/enterprises/schema";

const STATUS_OPTIONS = [
  { value: "PENDING", label: "Pendente" },
  { value: "APPROVED", label: "Aprovada" },
  { value: "REJECTED", label: "Recusada" },
] as const;

type Filters = { status?: (typeof ENTERPRISE_STATUSES)[number]; search?: string };

/** A plain GET form, so the filters live in the query string and survive reloads and shared links. */
export function AdminEnterpriseFilters({ basePath, filters }: { basePath: string; filters: Filters }) {
  return (
    <form method="get" action={basePath} role="search" aria-label="Filtrar empresas" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="view" value="all" />
      <SelectField label="Situação" name="status" options={STATUS_OPTIONS} placeholder="Todas" defaultValue={filters.status ?? ""} className="w-64" />
      <TextField
        label="Buscar"
        name="search"
        type="search"
        placeholder="Nome, CNPJ ou e-mail"
        defaultValue={filters.search ?? ""}
        className="min-w-64 flex-1"
      />
      <Button type="submit" variant="secondary">
        Filtrar
      </Button>
      {(filters.status || filters.search) && (
        <Link href={`${basePath}?view=all`} className="py-2 text-sm font-semibold text-slate-600 hover:underline">
          Limpar filtros
        </Link>
      )}
    </form>
  );
}
