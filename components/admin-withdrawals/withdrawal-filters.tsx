import Link from "next/link";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { WITHDRAWAL_STATUS_OPTIONS, type WithdrawalStatus } from "./withdrawal-status";

export type WithdrawalFilterValues = { status?: WithdrawalStatus; startDate?: string; endDate?: string; sellerId?: string };

/** A plain GET form, so the filters live in the query string and survive reloads and shared links. */
export function WithdrawalFilters({ basePath, filters, dateError }: { basePath: string; filters: WithdrawalFilterValues; dateError?: string }) {
  const filtered = filters.status || filters.startDate || filters.endDate;
  const clearHref = `${basePath}?${new URLSearchParams({ view: "all", ...(filters.sellerId && { sellerId: filters.sellerId }) })}`;
  return (
    <form method="get" action={basePath} role="search" aria-label="Filtrar saques" className="flex flex-wrap items-start gap-3">
      <input type="hidden" name="view" value="all" />
      {filters.sellerId && <input type="hidden" name="sellerId" value={filters.sellerId} />}
      <SelectField label="Situação" name="status" options={WITHDRAWAL_STATUS_OPTIONS} placeholder="Todas" defaultValue={filters.status ?? ""} className="w-56" />
      <TextField label="De" name="startDate" type="date" defaultValue={filters.startDate ?? ""} className="w-44" />
      <TextField label="Até" name="endDate" type="date" defaultValue={filters.endDate ?? ""} error={dateError} className="w-44" />
      <div className="flex items-center gap-3 pt-6">
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
        {filtered && (
          <Link href={clearHref} className="text-sm font-semibold text-slate-600 hover:underline">
            Limpar filtros
          </Link>
        )}
      </div>
    </form>
  );
}
