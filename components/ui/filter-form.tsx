import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "./button";
import { TextField } from "./text-field";

type FilterFormProps = {
  action: string;
  /** The search landmark's name ("Filtrar pagamentos"). */
  label: string;
  /** Where "Limpar filtros" leads; the link shows only while a filter is set. */
  clearHref?: string;
  submitLabel?: string;
  clearLabel?: string;
  className?: string;
  actionsClassName?: string;
  children: ReactNode;
};

/** A plain GET form, so the filters live in the query string and survive reloads and shared links. */
export function FilterForm({
  action,
  label,
  clearHref,
  submitLabel = "Filtrar",
  clearLabel = "Limpar filtros",
  className = "",
  actionsClassName = "",
  children,
}: FilterFormProps) {
  return (
    <form method="get" action={action} role="search" aria-label={label} className={className}>
      {children}
      <div className={`flex items-center gap-3 ${actionsClassName}`}>
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
        {clearHref && (
          <Link href={clearHref} className="py-2 text-sm font-semibold text-slate-600 hover:underline">
            {clearLabel}
          </Link>
        )}
      </div>
    </form>
  );
}

/** "De" and "Até" as dates; a message about their order goes under "Até". */
export function DateRangeFields({
  startDate,
  endDate,
  error,
  className,
}: {
  startDate?: string;
  endDate?: string;
  error?: string;
  className?: string;
}) {
  return (
    <>
      <TextField label="De" name="startDate" type="date" defaultValue={startDate ?? ""} className={className} />
      <TextField
        label="Até"
        name="endDate"
        type="date"
        defaultValue={endDate ?? ""}
        error={error}
        className={className}
      />
    </>
  );
}

/** A search box that fills the row beside the filters. */
export function SearchField({
  placeholder,
  defaultValue,
  label = "Buscar",
  className = "min-w-64 flex-1",
}: {
  placeholder?: string;
  defaultValue?: string;
  label?: string;
  className?: string;
}) {
  return (
    <TextField
      label={label}
      name="search"
      type="search"
      placeholder={placeholder}
      defaultValue={defaultValue ?? ""}
      className={className}
    />
  );
}

/** A form with only a search box: `search` is the current query, whose clear link returns to `basePath`. */
export function SearchForm({
  basePath,
  search,
  label,
  fieldLabel,
  placeholder,
  clearLabel = "Limpar busca",
}: {
  basePath: string;
  search?: string;
  label: string;
  fieldLabel?: string;
  placeholder?: string;
  clearLabel?: string;
}) {
  return (
    <FilterForm
      action={basePath}
      label={label}
      submitLabel="Buscar"
      clearLabel={clearLabel}
      clearHref={search ? basePath : undefined}
      className="flex flex-wrap items-end gap-3"
    >
      <SearchField label={fieldLabel} placeholder={placeholder} defaultValue={search} />
    </FilterForm>
  );
}
