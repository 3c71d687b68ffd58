import "#server-only";
import type pg from "pg";
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { defineCommand } from "@/lib/db/typed-sql";

const takeQueueCreationLock = defineCommand({
  name: "jobs.takeQueueCreationLock",
  sql: () => Prisma.sql`SELECT pg_advisory_lock(hashtext('pix:create-queues'))`,
});

/** Waits for the lock on creating queues. It is the session's: `client` holds it until its connection ends. */
export async function lockQueueCreation(client: pg.Client) {
  // Commands run on a transaction's $executeRaw; this one on the connection that is to hold the lock.
  const session = { $executeRaw: async (sql: Prisma.Sql) => (await client.query(sql.text, sql.values)).rowCount ?? 0 };
  await takeQueueCreationLock(session as Pick<Tx, "$executeRaw">);
}
