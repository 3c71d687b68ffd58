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

/** Past this many texts, further ones run unnamed: a statement whose text varied without end would fill memory. */
const MAX_PREPARED_TEXTS = 200;
const preparedNames = new Map<string, string>();
/** Bumped when PostgreSQL refuses a prepared statement whose result type a migration changed: every name is new. */
let preparedGeneration = 0;

type Target = Pick<pg.Pool | pg.PoolClient, "query">;
const toSql = (query: TemplateStringsArray | Prisma.Sql, values: unknown[]) =>
  query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);

/**
 * The statements of `direct` and of a transaction (lib/db/transaction.ts), sent straight to `target` with the rows
 * Prisma's `$queryRaw` would return (tested for every column type we read). Prisma spent ~0.3 ms of CPU on each raw
 * statement (query compilation and its result encoding), a third of a simple API request (docs/PERFORMANCE.md).
 */
export function sqlClient(target: () => Target) {
  async function $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<T> {
    const sql = toSql(query, values);
    return (await target().query({ text: sql.text, values: sql.values.map(toPgParameter), types })).rows as T;
  }

  /** Runs a command; returns how many rows it affected. */
  async function $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): Promise<number> {
    const sql = toSql(query, values);
    return (await target().query({ text: sql.text, values: sql.values.map(toPgParameter), types })).rowCount ?? 0;
  }

  /**
   * Like $queryRaw, as a named prepared statement: each connection parses and plans it once instead of on every call
   * (0.35 ms of PostgreSQL's CPU for the session read, more than running it). Only for statements whose best plan
   * does not depend on their arguments (a lookup by key): after five runs PostgreSQL may keep one generic plan.
   */
  async function $queryPrepared<T = unknown>(name: string, sql: Prisma.Sql): Promise<T> {
    let statement = preparedNames.get(sql.text);
    if (statement === undefined && preparedNames.size < MAX_PREPARED_TEXTS) {
      statement = `${name}#${preparedNames.size}`;
      preparedNames.set(sql.text, statement);
    }
    if (statement === undefined) return $queryRaw<T>(sql);
    const values = sql.values.map(toPgParameter);
    const run = () => target().query({ name: `${statement}@${preparedGeneration}`, text: sql.text, values, types });
    try {
      return (await run()).rows as T;
    } catch (error) {
      // A migration that added a column to a table read with `*` (a deploy while this process runs): prepare anew.
      if ((error as { code?: string }).code !== "0A000") throw error;
      preparedGeneration++;
      return (await run()).rows as T;
    }
  }

  return { $queryRaw, $executeRaw, $queryPrepared };
}

/** What runs statements: `direct` outside transactions, or a transaction's `tx`. */
export type Sql = ReturnType<typeof sqlClient>;

/**
 * Statements outside any transaction, each on whichever pooled connection is free: `direct.$queryRaw`;
 * `$queryPrepared` for the hot lookups defineQuery marks `prepared`.
 */
export const direct: Sql = sqlClient(pgPool);

/** What a read runs on: `direct`, a transaction's `tx`, or a test's stand-in for them. */
export type RawQueryable = {
  $queryRaw: <T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => PromiseLike<T>;
  $queryPrepared?: <T = unknown>(name: string, sql: Prisma.Sql) => Promise<T>;
};
