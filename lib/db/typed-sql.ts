import "#server-only";
import type pg from "pg";
import type { Tx } from "./client";
import type { RawQueryable } from "./direct";
import type { Prisma } from "./generated/client";
import type * as Enums from "./generated/enums";

type EnumValues = { [Name in keyof typeof Enums]: (typeof Enums)[Name][keyof (typeof Enums)[Name]] };

/** What a column of each PostgreSQL type (pg_type.typname) reads as, through $queryRaw and `direct` alike. */
type Scalars = EnumValues & {
  bool: boolean;
  int4: number;
  int8: bigint;
  numeric: Prisma.Decimal;
  text: string;
  uuid: string;
  date: Date;
  timestamp: Date;
  timestamptz: Date;
  jsonb: Prisma.JsonValue;
};
type PgType = keyof Scalars | `${keyof Scalars}[]`;

/** A column's PostgreSQL type, with ` | null` when it may be null (the database does not say). */
export type ColumnType = PgType | `${PgType} | null`;
type Columns = Record<string, ColumnType>;

type Read<T> = T extends `${infer Element extends keyof Scalars}[]`
  ? Scalars[Element][]
  : T extends keyof Scalars
    ? Scalars[T]
    : never;
export type RowOf<C extends Columns> = {
  -readonly [Name in keyof C]: C[Name] extends `${infer T} | null` ? Read<T> | null : Read<C[Name]>;
};

/** A statement as lib/db/typed-sql.int.test.ts checks it against the migrated database. */
export type Statement = {
  name: string;
  /** What the statement returns; null for a command, whose rows are not read. */
  columns: Columns | null;
  /** The statement as built from each example's arguments. */
  examples: () => Prisma.Sql[];
  after: Statement[];
};

/** Arguments for examples: the check only parses statements, so any well-formed value will do. */
export const EXAMPLE_UUID = "7f0c1a52-3d2e-4a43-9a7e-0f1d2c3b4a59";
export const EXAMPLE_INSTANT = new Date("2026-03-01T03:00:00Z");

const statements: Statement[] = [];
/** Every statement defined so far, in definition order. */
export const registeredStatements: readonly Statement[] = statements;

type Spec<Args extends unknown[]> = {
  /** `<domain>.<what>`, unique: the check reports by it. */
  name: string;
  sql: (...args: Args) => Prisma.Sql;
  /** Statements run before this one in its transaction (the temporary tables it reads): the check runs them first. */
  after?: { statement: Statement }[];
  /**
   * Run through `direct` as a named prepared statement (lib/db/direct.ts): for hot lookups by key, whose plan does
   * not depend on the arguments; a function decides per call (a search's pattern does change the plan).
   */
  prepared?: boolean | ((...args: Args) => boolean);
} & (Args extends []
  ? { examples?: never }
  : {
      /** Arguments the check builds the statement with: one set per shape the SQL can take. */
      examples: [NoInfer<Args>, ...NoInfer<Args>[]];
    });

function register<Args extends unknown[]>(spec: Spec<Args>, columns: Columns | null): Statement {
  const examples: unknown[][] = spec.examples ?? [[]];
  const statement = {
    name: spec.name,
    columns,
    examples: () => examples.map((args) => spec.sql(...(args as Args))),
    after: (spec.after ?? []).map((each) => each.statement),
  };
  statements.push(statement);
  return statement;
}

/** A statement whose rows are read: `(client, ...args)` returns them typed by `columns`. */
export function defineQuery<const C extends Columns, Args extends unknown[] = []>(spec: Spec<Args> & { columns: C }) {
  const statement = register(spec, spec.columns);
  const run = async (client: RawQueryable, ...args: Args): Promise<RowOf<C>[]> =>
    client.$queryPrepared && (typeof spec.prepared === "function" ? spec.prepared(...args) : spec.prepared)
      ? client.$queryPrepared<RowOf<C>[]>(spec.name, spec.sql(...args))
      : client.$queryRaw<RowOf<C>[]>(spec.sql(...args));
  return Object.assign(run, { statement });
}

/** Commands run on one `pg` connection of its own (a session lock, a seed's DDL) instead of a transaction. */
export function commandsOn(client: pg.Client): Pick<Tx, "$executeRaw"> {
  const session = { $executeRaw: async (sql: Prisma.Sql) => (await client.query(sql.text, sql.values)).rowCount ?? 0 };
  return session as Pick<Tx, "$executeRaw">;
}

/** A statement run for its effect in a transaction: `(tx, ...args)` returns the rows it affected. */
export function defineCommand<Args extends unknown[] = []>(spec: Spec<Args>) {
  const statement = register(spec, null);
  const run = async (tx: Pick<Tx, "$executeRaw">, ...args: Args): Promise<number> => tx.$executeRaw(spec.sql(...args));
  return Object.assign(run, { statement });
}
