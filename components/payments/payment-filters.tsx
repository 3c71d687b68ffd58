import Link from "next/link";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { PAYMENT_STATUSES } from "@/lib/payments/schema";
import type { PaymentFilters as Filters } from "./payment-keys";
import { PAYMENT_STATUS_LABELS } from "./payment-status";

const STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] }));

type LinkOption = { value: string; label: string };

/** A plain GET form, so the filters live in the query string and survive reloads and shared links. */
export function PaymentFilters({ basePath, filters, links, dateError }: { basePath: string; filters: Filters; links: LinkOption[]; dateError?: string }) {
  const filtered = Boolean(filters.status || filters.startDate || filters.endDate || filters.paymentLinkId || filters.search);
  return (
    <form method="get" action={basePath} role="search" aria-label="Filtrar pagamentos" className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-6">
      <SelectField label="Status" name="status" options={STATUS_OPTIONS} placeholder="Todos" defaultValue={filters.status ?? ""} />
      <TextField label="De" name="startDate" type="date" defaultValue={filters.startDate ?? ""} />
      <TextField label="Até" name="endDate" type="date" defaultValue={filters.endDate ?? ""} error={dateError} />
      <SelectField label="Link" name="paymentLinkId" options={links} placeholder="Todos os links" defaultValue={filters.paymentLinkId ?? ""} />
      <TextField
        label="Buscar"
        name="search"
        type="search"
        placeholder="Nome, e-mail ou ID"
        defaultValue={filters.search ?? ""}
        className="sm:col-span-2 lg:col-span-2"
      />
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-6">
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
