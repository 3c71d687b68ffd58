import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";

const MIGRATIONS = path.resolve(import.meta.dirname, "../../prisma/migrations");

const readMigration = (dir: string) => readFileSync(path.join(MIGRATIONS, dir, "migration.sql"), "utf8");

/**
 * A database of its own, built by the migrations before the one named `name` as `prisma migrate deploy` sends them
 * (one query each): to run that migration on rows written before it.
 */
export async function databaseBefore(name: string) {
  const migrations = readdirSync(MIGRATIONS)
    .filter((dir) => /^\d+_/.test(dir))
    .sort();
  const own = migrations.findIndex((dir) => dir.endsWith(`_${name}`));
  if (own < 0) throw new Error(`no migration named ${name}`);

  const database = `${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: inject("postgresUrl") });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(inject("postgresUrl"));
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  for (const dir of migrations.slice(0, own)) await client.query(readMigration(dir));

  return {
    client,
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    /** Runs the migration itself. */
    migrate: () => client.query(readMigration(migrations[own]!)),
    drop: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export type MigrationDatabase = Awaited<ReturnType<typeof databaseBefore>>;
