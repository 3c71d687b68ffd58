import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { expect, it } from "vitest";
import { pgPool } from "./client";
import { toPgParameter } from "./direct";
import type { Prisma } from "./generated/client";
import { registeredStatements, type Statement } from "./typed-sql";

// Every module that defines statements is loaded, so that none escapes the check by not being imported here.
const lib = path.resolve(import.meta.dirname, "..");
const sources = (await readdir(lib, { recursive: true })).filter(
  (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("db/generated/"),
);
const defining: string[] = [];
for (const file of sources) {
  if (file !== "db/typed-sql.ts" && /\bdefine(Query|Command)\(/.test(await readFile(path.join(lib, file), "utf8")))
    defining.push(file);
}
for (const file of defining) await import(path.join(lib, file));

/**
 * The protocol's Parse and Describe of a statement, never run: the columns it would return, or why it does not parse.
 */
class Describe implements pg.Submittable {
  private settle!: { resolve: (fields: pg.FieldDef[]) => void; reject: (error: Error) => void };
  readonly fields = new Promise<pg.FieldDef[]>((resolve, reject) => (this.settle = { resolve, reject }));
  private described: pg.FieldDef[] = [];

  constructor(private readonly text: string) {}

  submit(connection: pg.Connection) {
    // Unnamed and with no parameter types, as pg and Prisma's adapter send every statement.
    connection.parse({ text: this.text, name: "", types: [] }, true);
    connection.describe({ type: "S" }, true);
    connection.sync();
  }
  handleRowDescription(message: { fields: pg.FieldDef[] }) {
    this.described = message.fields;
  }
  handleError(error: Error) {
    this.settle.reject(error);
  }
  handleReadyForQuery() {
    this.settle.resolve(this.described);
  }
}

/** Runs a statement and, first, those it runs after, each once, with its first example's arguments. */
async function runWithPrerequisites(client: pg.PoolClient, statement: Statement, done: Set<Statement>) {
  for (const before of statement.after) {
    if (done.has(before)) continue;
    await runWithPrerequisites(client, before, done);
    const [sql] = before.examples() as [Prisma.Sql];
    await client.query(sql.text, sql.values.map(toPgParameter));
    done.add(before);
  }
}

/**
 * Each column as `name type`, arrays as `element[]`, sorted: what a statement returns, comparable with its declaration.
 */
async function describedColumns(client: pg.PoolClient, sql: Prisma.Sql): Promise<string[]> {
  const fields = await client.query(new Describe(sql.text)).fields;
  const { rows } = await client.query<{ oid: number; name: string }>(
    `SELECT t.oid, CASE WHEN t.typcategory = 'A' THEN e.typname || '[]' ELSE t.typname END AS name
     FROM pg_type t LEFT JOIN pg_type e ON e.oid = t.typelem WHERE t.oid = ANY($1::oid[])`,
    [fields.map((field) => field.dataTypeID)],
  );
  const typeName = new Map(rows.map((row) => [row.oid, row.name]));
  return fields.map((field) => `${field.name} ${typeName.get(field.dataTypeID)}`).sort();
}

const declaredColumns = (columns: Record<string, string>) =>
  Object.entries(columns)
    .map(([name, type]) => `${name} ${type.replace(/ \| null$/, "")}`)
    .sort();

it("finds the statements in the queries files of their domain, each named once", () => {
  expect(defining.length).toBeGreaterThan(0);
  expect(defining.filter((file) => !/(^|\/)queries(\.ts$|\/)/.test(file))).toEqual([]);
  const names = registeredStatements.map((statement) => statement.name);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});

it.each(registeredStatements.map((statement) => [statement.name, statement] as const))(
  "%s prepares against the schema, returning the columns it declares",
  async (_, statement) => {
    const client = await pgPool().connect();
    try {
      for (const sql of statement.examples()) {
        await client.query("BEGIN");
        try {
          await runWithPrerequisites(client, statement, new Set());
          const described = await describedColumns(client, sql);
          if (statement.columns) expect(described).toEqual(declaredColumns(statement.columns));
        } finally {
          await client.query("ROLLBACK");
        }
      }
    } finally {
      client.release();
    }
  },
);
