import "#server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { claimSingleCopy } from "@/lib/single-copy";

claimSingleCopy("lib/db/client");

export type Db = PrismaClient;
export type { Tx } from "./transaction";

const state: { prisma?: PrismaClient; pgPool?: pg.Pool } = {};

/** The connection pool of this process, shared by Prisma and the direct reads of lib/db/direct.ts. */
export function pgPool(): pg.Pool {
  if (!state.pgPool) {
    const { DATABASE_URL, DB_POOL_MAX } = env();
    if (!DATABASE_URL) throw new Error("DATABASE_URL is not set: start the app with `npm run demo` or `npm start`");
    state.pgPool = new pg.Pool({ connectionString: DATABASE_URL, max: DB_POOL_MAX, connectionTimeoutMillis: 5_000 });
    // An idle connection the server dropped (a restart, a failover) is replaced on next use; unheard, the error would
    // end the process.
    state.pgPool.on("error", (error) => logger().warn({ err: error }, "idle database connection lost"));
  }
  return state.pgPool;
}

/** The one Prisma client of this process, created on first use: model reads and writes outside transactions. */
export function db(): PrismaClient {
  state.prisma ??= new PrismaClient({ adapter: new PrismaPg(pgPool()) });
  return state.prisma;
}

/** Closes the client and the pool (the end of a test file or a script). */
export async function closeDb(): Promise<void> {
  const { prisma, pgPool: pool } = state;
  state.prisma = undefined;
  state.pgPool = undefined;
  await prisma?.$disconnect();
  await pool?.end();
}
