import Link from "next/link";
import { PAYMENT_STATUS_LABELS } from "@/components/payments/payment-status";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { PAYMENT_STATUSES } from "@/lib/payments/schema";
import type { AdminPaymentFilterErrors, AdminPaymentFilters as Filters } from "./admin-payment-filter-values";

const STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] }));

/** A plain GET form, so the filters live in the query string and survive reloads and shared links. */
export function AdminPaymentFilters({ basePath, filters, errors }: { basePath: string; filters: Filters; errors: AdminPaymentFilterErrors }) {
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <form method="get" action={basePath} role="search" aria-label="Filtrar pagamentos" className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <SelectField label="Status" name="status" options={STATUS_OPTIONS} placeholder="Todos" defaultValue={filters.status ?? ""} />
      <TextField label="De" name="startDate" type="date" defaultValue={filters.startDate ?? ""} />
      <TextField label="Até" name="endDate" type="date" defaultValue={filters.endDate ?? ""} error={errors.endDate} />
      <TextField
        label="ID do vendedor"
        name="sellerId"
        defaultValue={filters.sellerId ?? ""}
        error={errors.sellerId}
        placeholder="00000000-0000-…"
        autoComplete="off"
        spellCheck={false}
        className="lg:col-span-3"
      />
      <TextField
        label="Buscar"
        name="search"
        type="search"
        placeholder="Comprador, e-mail, ID do pagamento ou externalId"
        defaultValue={filters.search ?? ""}
        className="sm:col-span-2 lg:col-span-3"
      />
      <div className="flex items-center gap-3 pt-0 sm:col-span-2 lg:col-span-3 lg:pt-6">
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
