import { buttonClass } from "@/components/ui/button";
import { DateRangeFields, FilterForm } from "@/components/ui/filter-form";
import { formatCalendarDate } from "@/lib/dates";
import { StatementOfxQuerySchema } from "@/lib/ledger/statement-ofx-schema";
import { saoPauloToday } from "@/lib/time/sao-paulo-days";

export type StatementRange = { startDate?: string; endDate?: string };

/**
 * The statement's period (São Paulo days, kept in the URL) and the CSV of that period in the
 * Brazilian spreadsheet format; an open end is this month's first day, or today.
 */
export function StatementFilters({ range, dateError }: { range: StatementRange; dateError?: string }) {
  const today = saoPauloToday();
  const period = {
    startDate: range.startDate ?? `${(range.endDate ?? today).slice(0, 8)}01`,
    endDate: range.endDate ?? today,
  };
  const exportable = StatementOfxQuerySchema.safeParse(period);
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <FilterForm
        action="/seller/balance"
        label="Filtrar extrato"
        clearHref={range.startDate || range.endDate || dateError ? "/seller/balance" : undefined}
        className="flex flex-wrap items-end gap-3"
      >
        <DateRangeFields startDate={range.startDate} endDate={range.endDate} error={dateError} className="w-44" />
      </FilterForm>
      {exportable.success ? (
        <a
          href={`/api/v1/seller-balances/me/csv?${new URLSearchParams({ ...period, format: "br" })}`}
          download
          className={buttonClass("secondary")}
        >
          Exportar CSV ({formatCalendarDate(period.startDate)} a {formatCalendarDate(period.endDate)})
        </a>
      ) : (
        <p className="text-sm text-slate-600">
          {exportable.error.issues[0]?.message}: escolha um período menor para exportar em CSV.
        </p>
      )}
    </div>
  );
}
