import "#server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";
import { claimSingleCopy } from "@/lib/single-copy";
import { db, pgPool } from "./client";
import { direct, type Sql, sqlClient } from "./direct";
import { PrismaClient } from "./generated/client";

claimSingleCopy("lib/db/replica");

/** What a read runs on: the typed statements of `direct` and a Prisma client, both on one server. */
export type Reader = { sql: Sql; prisma: PrismaClient };

/**
 * Who reads. A browser session's cookie says whether it wrote within the read-your-writes window; token clients carry
 * no such cookie, so nothing says they did not just write. No one (null): a job or a script.
 */
export type ReadOrigin = { via: "bearer" | "session" | "integration"; wroteRecently?: boolean } | null;

/** The cookie a browser gets after a write: while it lasts, that browser's reads stay on the primary. */
export const RECENT_WRITE_COOKIE = "pix-recent-write";

/** How often each process asks the replicas how far behind they are. */
const CHECK_INTERVAL_MS = 1_000;
const CHECK_TIMEOUT_MS = 1_000;

type Replica = {
  /** Host, port and database, for logs (the URL holds the password). */
  name: string;
  pool: pg.Pool;
  sql: Sql;
  prisma?: PrismaClient;
  /** Why it is not read from, or null when it is. */
  skipped: string | null;
};

const state: {
  replicas?: Replica[];
  /** When the last round of checks began: what it found holds from then. */
  checkedAt: number;
  round?: Promise<void>;
  next: number;
} = { checkedAt: 0, next: 0 };

function replicas(): Replica[] {
  state.replicas ??= env().DATABASE_REPLICA_URLS.map((url) => {
    const { hostname, port, pathname } = new URL(url);
    const pool = new pg.Pool({ connectionString: url, max: env().DB_POOL_MAX, connectionTimeoutMillis: 2_000 });
    const name = `${hostname}:${port || 5432}${pathname}`;
    pool.on("error", (error) => logger().warn({ err: error, replica: name }, "idle replica connection lost"));
    // Unchecked replicas are not read from: the first read waits for the first check.
    return { name, pool, sql: sqlClient(() => pool), skipped: "not checked yet" };
  });
  return state.replicas;
}

function primaryReader(): Reader {
  return { sql: direct, prisma: db() };
}

function readerOf(replica: Replica): Reader {
  replica.prisma ??= new PrismaClient({ adapter: new PrismaPg(replica.pool) });
  return { sql: replica.sql, prisma: replica.prisma };
}

function mark(replica: Replica, skipped: string | null): void {
  if (skipped === replica.skipped) return;
  const previous = replica.skipped;
  replica.skipped = skipped;
  if (skipped) logger().warn({ replica: replica.name, reason: skipped }, "replica skipped: reads go to the primary");
  else if (previous !== "not checked yet") logger().info({ replica: replica.name }, "replica read from again");
}

/**
 * Why `replica` may not serve reads now, or null. Its delay is zero when it has replayed all the WAL the primary had
 * written when the round began; otherwise it is the age of the last transaction it replayed, an upper bound (what it
 * lacks came later). After a long quiet spell that bound is large, so a replica caught in the milliseconds between a
 * write and its replay is skipped for one round, which only sends reads to the primary.
 */
async function checkOne(replica: Replica, primaryLsn: string, maxLagSeconds: number): Promise<string | null> {
  type Row = { standby: boolean; caught_up: boolean | null; lag: number | null };
  // pg honours a per-query client-side timeout (a replica that stopped answering), which its types do not declare.
  const check: pg.QueryConfig & { query_timeout: number } = {
    text: `SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught_up,
                  extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 AS lag`,
    values: [primaryLsn],
    query_timeout: CHECK_TIMEOUT_MS,
  };
  const client = await replica.pool.connect();
  let rows: Row[];
  try {
    ({ rows } = await client.query<Row>(check));
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  client.release();
  const [{ standby, caught_up: caughtUp, lag }] = rows as [Row];
  // A promoted replica has left the primary's timeline: what it answers is no longer the primary's data.
  if (!standby) return "not a standby (promoted?)";
  if (caughtUp) return null;
  if (lag === null) return "has replayed no transaction yet";
  return lag > maxLagSeconds ? `lags ${lag.toFixed(1)} s, more than ${maxLagSeconds} s` : null;
}

async function checkAll(): Promise<void> {
  const startedAt = Date.now();
  const maxLag = env().DATABASE_REPLICA_MAX_LAG_SECONDS;
  const primary = await pgPool()
    .query<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn")
    .then(({ rows }) => rows[0]!.lsn)
    .catch(() => null);
  await Promise.all(
    replicas().map(async (replica) => {
      const skipped =
        primary === null
          ? "the primary's position is unknown"
          : await checkOne(replica, primary, maxLag).catch((error: Error) => `unreachable (${error.message})`);
      mark(replica, skipped);
    }),
  );
  state.checkedAt = startedAt;
}

/**
 * Checks run on the request path, once per interval and shared by the reads meanwhile: a result younger than the
 * interval is used as is, one up to twice as old is used while a new round runs, an older one is waited for.
 */
async function freshReplicas(): Promise<Replica[]> {
  const age = Date.now() - state.checkedAt;
  if (age > CHECK_INTERVAL_MS) state.round ??= checkAll().finally(() => (state.round = undefined));
  if (age > 2 * CHECK_INTERVAL_MS) await state.round;
  return replicas().filter((replica) => replica.skipped === null);
}

/** Whether a read for `origin` may trail the primary: not a token client's, not a browser's that just wrote. */
function mayTrail(origin: ReadOrigin): boolean {
  return origin === null || (origin.via === "session" && !origin.wroteRecently);
}

/**
 * Runs `read` on a streaming replica (DATABASE_REPLICA_URLS) that trails the primary by at most
 * DATABASE_REPLICA_MAX_LAG_SECONDS, taking turns among them; on the primary when none is set, none is fit, or
 * `origin` must see its own writes. `read` only reads: a failure on the replica (the server gone mid-read, a query
 * cancelled by replay) runs it again on the primary, and the replica waits for the next check.
 */
export async function replicaRead<T>(origin: ReadOrigin, read: (reader: Reader) => Promise<T>): Promise<T> {
  if (!env().DATABASE_REPLICA_URLS.length || !mayTrail(origin)) return read(primaryReader());
  const fit = await freshReplicas();
  const replica = fit[state.next++ % fit.length];
  if (!replica) return read(primaryReader());
  try {
    return await read(readerOf(replica));
  } catch (error) {
    logger().warn({ err: error, replica: replica.name }, "read failed on a replica: retried on the primary");
    mark(replica, `a read failed (${(error as Error).message})`);
    return read(primaryReader());
  }
}

/** The Set-Cookie of the read-your-writes window after a browser's write, or null without replicas. */
export function recentWriteCookie({ secure }: { secure: boolean }): string | null {
  const { DATABASE_REPLICA_URLS: urls, DATABASE_REPLICA_MAX_LAG_SECONDS: maxLag } = env();
  if (!urls.length) return null;
  // A replica read from has replayed up to the last check's start minus the lag limit; checks are at most two
  // intervals old: past this, whichever replica serves the read holds the write.
  const seconds = Math.ceil(maxLag + (2 * CHECK_INTERVAL_MS) / 1000) + 1;
  const cookie = `${RECENT_WRITE_COOKIE}=1; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax`;
  return secure ? `${cookie}; Secure` : cookie;
}

/** Closes the replicas' pools and clients (the end of a test file or a script). */
export async function closeReplicas(): Promise<void> {
  const open = state.replicas ?? [];
  state.replicas = undefined;
  state.checkedAt = 0;
  await Promise.all(
    open.map(async (replica) => {
      await replica.prisma?.$disconnect();
      await replica.pool.end();
    }),
  );
}
