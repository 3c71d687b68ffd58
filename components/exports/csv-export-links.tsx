import { buttonClass } from "@/components/ui/button";

/**
 * The two CSV downloads of an export: for a spreadsheet in Portuguese (Excel, LibreOffice,
 * Google Sheets) and plain, for programs. Plain links: the session cookie authenticates the
 * download, and the query keeps the filters on screen.
 */
export function CsvExportLinks({ href, params = {} }: { href: string; params?: Record<string, string> }) {
  const url = (format: "br" | "plain") => `${href}?${new URLSearchParams({ ...params, format })}`;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <a
        href={url("br")}
        download
        className={buttonClass("secondary")}
        title="Separado por ponto e vírgula, vírgula decimal, datas dd/mm/aaaa: abre direto no Excel"
      >
        Exportar planilha (CSV)
      </a>
      <a
        href={url("plain")}
        download
        className={buttonClass("ghost")}
        title="Separado por vírgula, ponto decimal, datas ISO 8601: para sistemas e scripts"
      >
        CSV simples
      </a>
    </span>
  );
}
