import type pg from "pg";

type Constraint = { name: string; table: string; def: string; kind: "p" | "u" | "f" };
type Index = { name: string; def: string };

/**
 * Runs `load` with the tables' indexes and constraints dropped, then recreates them from the
 * definitions the migrations left in the catalog: building an index once over millions of rows
 * is far faster than growing it row by row, and the schema ends exactly as it was. A partitioned table's constraints
 * are read from the table itself: its partitions' copies go and come back with them.
 */
export async function withIndexesDropped(client: pg.Client, tables: string[], load: () => Promise<void>) {
  const { rows: constraints } = await client.query<Constraint>(
    `SELECT format('%I', c.conname) AS name, c.conrelid::regclass::text AS table, pg_get_constraintdef(c.oid) AS def, c.contype AS kind
     FROM pg_constraint c
     WHERE c.contype IN ('p', 'u', 'f') AND (c.conrelid = ANY($1::regclass[]) OR c.confrelid = ANY($1::regclass[]))
       AND c.conparentid = 0`,
    [tables],
  );
  const { rows: indexes } = await client.query<Index>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i
     WHERE i.indrelid = ANY($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.contype IN ('p', 'u', 'x'))`,
    [tables],
  );
  const foreign = constraints.filter((c) => c.kind === "f");
  const owned = constraints.filter((c) => c.kind !== "f");
  for (const c of [...foreign, ...owned]) await client.query(`ALTER TABLE ${c.table} DROP CONSTRAINT ${c.name}`);
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);

  await load();

  for (const c of owned) await client.query(`ALTER TABLE ${c.table} ADD CONSTRAINT ${c.name} ${c.def}`);
  // A partitioned table's index reads back as `ON ONLY`, which would build the parent's alone, invalid, and none on
  // its partitions.
  for (const index of indexes) await client.query(index.def.replace(" ON ONLY ", " ON "));
  for (const c of foreign) await client.query(`ALTER TABLE ${c.table} ADD CONSTRAINT ${c.name} ${c.def}`);
}
