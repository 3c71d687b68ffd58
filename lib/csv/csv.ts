import "#server-only";
import { stringify } from "csv-stringify/sync";
import { centsToDecimal } from "@/lib/money";
import { TIME_ZONE } from "@/lib/time/sao-paulo-days";
import { z } from "@/lib/zod";

/**
 * br: what a spreadsheet set to Portuguese (Brazil) opens as columns and numbers: `;` between
 * fields, decimal comma ("1.234,56"), dates "31/12/2026 14:05:09" in São Paulo, UTF-8 with a BOM
 * (without it Excel reads the file as Windows-1252), headers and codes in the pages' words ("Pago").
 * plain: for programs: `,`, "1234.56", ISO 8601 instants with São Paulo's offset, no BOM, column
 * names and codes ("FINISHED").
 */
export const CSV_FORMATS = ["br", "plain"] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

export const CsvFormatField = z.enum(CSV_FORMATS).default("br").meta({
  description:
    "br: `;`, decimal comma, São Paulo dates dd/mm/aaaa, UTF-8 with BOM, headers and statuses in Portuguese as the pages say them (spreadsheets in Portuguese); plain: `,`, decimal dot, ISO 8601 with offset, no BOM, column names and codes (programs)",
});

/** A `format` query parameter for every CSV export. */
export const CsvFormatQuerySchema = z.object({ format: CsvFormatField });

class Money {
  constructor(readonly cents: bigint) {}
}

class CalendarDay {
  constructor(readonly day: string) {}
}

export type CsvValue = string | number | Date | Money | CalendarDay | null | undefined;

/** An amount in centavos, written with two decimals in the file's format. */
export function money(cents: number | bigint | null | undefined): Money | null {
  return cents === null || cents === undefined ? null : new Money(BigInt(cents));
}

/** A calendar day (YYYY-MM-DD) without time of day. */
export function calendarDay(day: string): CalendarDay {
  return new CalendarDay(day);
}

function decimal(cents: bigint, format: CsvFormat): string {
  const sign = cents < 0n ? "-" : "";
  const [units, fraction] = centsToDecimal(Number(cents < 0n ? -cents : cents)).split(".");
  if (format === "plain") return `${sign}${units}.${fraction}`;
  return `${sign}${units!.replace(/\B(?=(\d{3})+$)/g, ".")},${fraction}`;
}

const brDateTime = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});
const isoParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

function instant(value: Date, format: CsvFormat): string {
  if (format === "br") return brDateTime.format(value).replace(", ", " ");
  const part = Object.fromEntries(isoParts.formatToParts(value).map((p) => [p.type, p.value]));
  const offset = part.timeZoneName === "GMT" ? "+00:00" : part.timeZoneName!.slice(3);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

function cell(value: CsvValue, format: CsvFormat): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Money) return decimal(value.cents, format);
  if (value instanceof Date) return instant(value, format);
  if (value instanceof CalendarDay) return format === "br" ? value.day.split("-").reverse().join("/") : value.day;
  if (typeof value === "number") return format === "br" ? String(value).replace(".", ",") : String(value);
  // Text from people (a buyer's name, a note) could be a spreadsheet formula: defuse it.
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Writes one CSV file in either format: the header first, then rows in any number of batches. */
export function csvWriter(format: CsvFormat) {
  const options = { delimiter: format === "br" ? ";" : "," } as const;
  return {
    header: (columns: readonly string[]) => (format === "br" ? "\uFEFF" : "") + stringify([columns], options),
    rows: (rows: CsvValue[][]) =>
      stringify(
        rows.map((row) => row.map((value) => cell(value, format))),
        options,
      ),
  };
}

/** One column of an export: `plain` names it and writes its codes for programs; `br` as the pages say both. */
export type CsvColumn<Row> = {
  /** The header in `plain`. */
  name: string;
  /** The header in `br`. */
  label: string;
  value: (row: Row) => CsvValue;
  /** The words `br` writes for the column's codes (a status): the label map the pages use. */
  labels?: Readonly<Record<string, string>>;
};

/** A CSV of rows described by their columns: the header in the format's words, then rows in any number of batches. */
export function csvTable<Row>(format: CsvFormat, columns: readonly CsvColumn<Row>[]) {
  const writer = csvWriter(format);
  const br = format === "br";
  const cellOf = (column: CsvColumn<Row>, row: Row): CsvValue => {
    const value = column.value(row);
    return br && column.labels && typeof value === "string" ? (column.labels[value] ?? value) : value;
  };
  return {
    header: () => writer.header(columns.map((column) => (br ? column.label : column.name))),
    rows: (rows: readonly Row[]) => writer.rows(rows.map((row) => columns.map((column) => cellOf(column, row)))),
  };
}

/** A CSV download response. */
export function csvResponse(body: string | ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` },
  });
}
