import { CsvExportLinks } from "@/components/exports/csv-export-links";
import { buttonClass } from "@/components/ui/button";
import type { StatementRange } from "./balance-types";

/** The period's statement as files: the CSVs (spreadsheet and plain) and the OFX for the accountant. */
export function StatementExports({ range }: { range: StatementRange }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CsvExportLinks href="/api/v1/seller-balances/me/csv" params={range} />
      <a
        href={`/api/v1/seller-balances/me/ofx?${new URLSearchParams(range)}`}
        download
        className={buttonClass("ghost")}
        title="Arquivo OFX para o seu contador: cada movimentação do saldo disponível no período e o saldo ao final dele"
      >
        Exportar OFX
      </a>
    </div>
  );
}
