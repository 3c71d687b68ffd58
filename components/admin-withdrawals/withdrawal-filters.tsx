import { DateRangeFields, FilterForm } from "@/components/ui/filter-form";
import { SelectField } from "@/components/ui/select-field";
import { WITHDRAWAL_STATUS_OPTIONS, type WithdrawalStatus } from "./withdrawal-status";

export type WithdrawalFilterValues = {
  status?: WithdrawalStatus;
  startDate?: string;
  endDate?: string;
  sellerId?: string;
};

export function WithdrawalFilters({
  basePath,
  filters,
  dateError,
}: {
  basePath: string;
  filters: WithdrawalFilterValues;
  dateError?: string;
}) {
  const filtered = filters.status || filters.startDate || filters.endDate;
  const clearHref = `${basePath}?${new URLSearchParams({ view: "all", ...(filters.sellerId && { sellerId: filters.sellerId }) })}`;
  return (
    <FilterForm
      action={basePath}
      label="Filtrar saques"
      clearHref={filtered ? clearHref : undefined}
      className="flex flex-wrap items-start gap-3"
      actionsClassName="pt-6"
    >
      <input type="hidden" name="view" value="all" />
      {filters.sellerId && <input type="hidden" name="sellerId" value={filters.sellerId} />}
      <SelectField
        label="Situação"
        name="status"
        options={WITHDRAWAL_STATUS_OPTIONS}
        placeholder="Todas"
        defaultValue={filters.status ?? ""}
        className="w-56"
      />
      <DateRangeFields startDate={filters.startDate} endDate={filters.endDate} error={dateError} className="w-44" />
    </FilterForm>
  );
}
