import Papa from "papaparse";
import { expect, it } from "vitest";
import { calendarDay, csvTable, csvWriter, money } from "./csv";

// 2026-01-02 15:04:05 in São Paulo (UTC−03:00).
const AT = new Date("2026-01-02T18:04:05Z");
const ROW = [money(123_456), money(-5), money(0n), AT, calendarDay("2026-01-02"), 'Loja; "Ação"', "-1+1", null];

function parse(text: string, delimiter: string) {
  return Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true }).data;
}

it("writes the Brazilian spreadsheet format: BOM, `;`, decimal comma, São Paulo dates", () => {
  const csv = csvWriter("br");
  const text = csv.header(["a", "b"]) + csv.rows([ROW]);
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(parse(text.slice(1), ";")).toEqual([
    ["a", "b"],
    ["1.234,56", "-0,05", "0,00", "02/01/2026 15:04:05", "02/01/2026", 'Loja; "Ação"', "'-1+1", ""],
  ]);
});

it("writes plain CSV: no BOM, `,`, decimal dot, ISO 8601 with São Paulo's offset", () => {
  const csv = csvWriter("plain");
  const text = csv.header(["a", "b"]) + csv.rows([ROW]);
  expect(text.charCodeAt(0)).toBe("a".charCodeAt(0));
  expect(parse(text, ",")).toEqual([
    ["a", "b"],
    ["1234.56", "-0.05", "0.00", "2026-01-02T15:04:05-03:00", "2026-01-02", 'Loja; "Ação"', "'-1+1", ""],
  ]);
});

it("groups thousands only in the integer part, for amounts up to bigint sums", () => {
  const csv = csvWriter("br");
  expect(csv.rows([[money(100), money(100_000), money(123_456_789_01n)]])).toBe("1,00;1.000,00;123.456.789,01\n");
});

it("names the columns and writes their codes as the pages do in br, and keeps both as codes in plain", () => {
  const columns = [
    { name: "status", label: "Situação", value: (row: { status: string }) => row.status, labels: { FINISHED: "Pago" } },
    { name: "amount", label: "Valor", value: () => money(150) },
  ];
  const rows = [{ status: "FINISHED" }, { status: "SOMETHING_NEW" }];
  const br = csvTable("br", columns);
  expect(parse((br.header() + br.rows(rows)).slice(1), ";")).toEqual([
    ["Situação", "Valor"],
    ["Pago", "1,50"],
    ["SOMETHING_NEW", "1,50"],
  ]);
  const plain = csvTable("plain", columns);
  expect(parse(plain.header() + plain.rows(rows), ",")).toEqual([
    ["status", "amount"],
    ["FINISHED", "1.50"],
    ["SOMETHING_NEW", "1.50"],
  ]);
});
