import "#server-only";
import pg from "pg";
import { parse as parseArray } from "postgres-array";
import { pgPool } from "./client";
import { Prisma } from "./generated/client";

// Text-format parsers giving what Prisma's $queryRaw gives: bigint, Decimal, and timestamps and
// dates stored in UTC (pg would read `timestamp` and `date` in the process's time zone).
const { builtins } = pg.types;
const parseInt8 = (value: string) => BigInt(value);
const parseNumeric = (value: string) => new Prisma.Decimal(value);
const parseTimestamp = (value: string) => new Date(`${value.replace(" ", "T")}Z`);
const parseDate = (value: string) => new Date(`${value}T00:00:00Z`);
// Array types' oids (pg_type.typarray of the types above).
const PARSERS: Record<number, (value: string) => unknown> = {
  [builtins.INT8]: parseInt8,
  [builtins.NUMERIC]: parseNumeric,
  [builtins.TIMESTAMP]: parseTimestamp,
  [builtins.DATE]: parseDate,
  1016: (value) => parseArray(value, parseInt8),
  1231: (value) => parseArray(value, parseNumeric),
  1115: (value) => parseArray(value, parseTimestamp),
  1182: (value) => parseArray(value, parseDate),
};
const types = {
  getTypeParser: (oid: number, format?: "text" | "binary") =>
    (format !== "binary" && PARSERS[oid]) || pg.types.getTypeParser(oid, format),
};

/** Values as Prisma sends them: instants in UTC (pg would write local time), bigint and Decimal as text. */
export function toPgParameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint" || Prisma.Decimal.isDecimal(value)) return String(value);
  if (Array.isArray(value)) return value.map(toPgParameter);
  return value;
}

/**
 * One statement outside any transaction, sent straight to the pool Prisma uses, with the rows
 * `db().$queryRaw` would return (tested for every column type we read). Prisma spends ~0.3 ms of
 * CPU on each raw statement (query compilation and its result encoding), which was a third of a
 * simple API request (docs/PERFORMANCE.md). Transactions stay with Prisma (`tx.$queryRaw`).
 */
async function queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<T> {
  const sql = query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);
  const result = await pgPool().query({ text: sql.text, values: sql.values.map(toPgParameter), types });
  return result.rows as T;
}

/** Reads (and single-statement writes) outside transactions: `direct.$queryRaw` rather than `db().$queryRaw`. */
export const direct = { $queryRaw: queryRaw };

/** What runs a raw statement: `direct` or a transaction's client. */
export type RawQueryable = {
  $queryRaw: <T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => PromiseLike<T>;
};
