import { PAYMENT_STATUS_OPTIONS } from "@/components/payments/payment-status";
import { DateRangeFields, FilterForm, SearchField } from "@/components/ui/filter-form";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { AdminPaymentFilterErrors, AdminPaymentFilters as Filters } from "./admin-payment-filter-values";

export function AdminPaymentFilters({
  basePath,
  filters,
  errors,
}: {
  basePath: string;
  filters: Filters;
  errors: AdminPaymentFilterErrors;
}) {
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <FilterForm
      action={basePath}
      label="Filtrar pagamentos"
      clearHref={filtered ? basePath : undefined}
      className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-6"
      actionsClassName="sm:col-span-2 lg:col-span-3 lg:pt-6"
    >
      <SelectField
        label="Status"
        name="status"
        options={PAYMENT_STATUS_OPTIONS}
        placeholder="Todos"
        defaultValue={filters.status ?? ""}
      />
      <DateRangeFields startDate={filters.startDate} endDate={filters.endDate} error={errors.endDate} />
      {filters.sellerId && <input type="hidden" name="sellerId" value={filters.sellerId} />}
      <TextField
        label="Vendedor"
        name="seller"
        hint="Nome, e-mail ou CNPJ"
        defaultValue={filters.seller ?? ""}
        error={errors.seller}
        autoComplete="off"
        spellCheck={false}
        className="lg:col-span-3"
      />
      <SearchField
        placeholder="Comprador, e-mail, ID do pagamento, txid ou externalId"
        defaultValue={filters.search}
        className="sm:col-span-2 lg:col-span-3"
      />
    </FilterForm>
  );
}
