import "#server-only";
import type pg from "pg";
import { Prisma } from "@/lib/db/generated/client";
import { commandsOn, defineCommand } from "@/lib/db/typed-sql";

const takeQueueCreationLock = defineCommand({
  name: "jobs.takeQueueCreationLock",
  sql: () => Prisma.sql`SELECT pg_advisory_lock(hashtext('pix:create-queues'))`,
});

/** Waits for the lock on creating queues. It is the session's: `client` holds it until its connection ends. */
export async function lockQueueCreation(client: pg.Client) {
  await takeQueueCreationLock(commandsOn(client));
}
