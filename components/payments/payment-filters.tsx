import { DateRangeFields, FilterForm, SearchField } from "@/components/ui/filter-form";
import { SelectField } from "@/components/ui/select-field";
import type { PaymentFilters as Filters } from "./payment-keys";
import { PAYMENT_STATUS_OPTIONS } from "./payment-status";

type LinkOption = { value: string; label: string };

export function PaymentFilters({
  basePath,
  filters,
  links,
  dateError,
}: {
  basePath: string;
  filters: Filters;
  links: LinkOption[];
  dateError?: string;
}) {
  const filtered = Boolean(
    filters.status || filters.startDate || filters.endDate || filters.paymentLinkId || filters.search,
  );
  return (
    <FilterForm
      action={basePath}
      label="Filtrar pagamentos"
      clearHref={filtered ? basePath : undefined}
      className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-6"
      actionsClassName="sm:col-span-2 lg:col-span-6"
    >
      <SelectField
        label="Status"
        name="status"
        options={PAYMENT_STATUS_OPTIONS}
        placeholder="Todos"
        defaultValue={filters.status ?? ""}
      />
      <DateRangeFields startDate={filters.startDate} endDate={filters.endDate} error={dateError} />
      <SelectField
        label="Link"
        name="paymentLinkId"
        options={links}
        placeholder="Todos os links"
        defaultValue={filters.paymentLinkId ?? ""}
      />
      <SearchField
        placeholder="Nome, e-mail ou ID"
        defaultValue={filters.search}
        className="sm:col-span-2 lg:col-span-2"
      />
    </FilterForm>
  );
}
