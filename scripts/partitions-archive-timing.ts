// Prints how long archiving a month takes (npm run partitions:archive) for a month of 10 rows and one of 100,000, on a
// throwaway embedded PostgreSQL: the detach and the move are catalog changes, so the two should take about as long.
// `npx tsx scripts/partitions-archive-timing.ts [rows]`. A printed figure, not a test: timings vary on a shared host.
import { rm } from "node:fs/promises";
import path from "node:path";
import { ensureDatabase, startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrateDeploy } from "@/lib/db/migrate";
import { DATA_DIR } from "./lib/database";

const big = Number(process.argv[2] ?? 100_000);
// Under .data/, as the tests' cluster: the server's own user must be able to reach it.
const dataDir = path.join(DATA_DIR, `partitions-timing-${process.pid}`);
const cluster = await startEmbeddedPostgres({ dataDir, ephemeral: true });
try {
  await ensureDatabase(cluster.url("postgres"), "timing");
  migrateDeploy(cluster.url("timing"));
  process.env.DATABASE_URL = cluster.url("timing");
  // The pool's connections are cut when the cluster stops at the end: not worth a warning here.
  process.env.LOG_LEVEL ??= "error";
  const { closeDb, pgPool } = await import("@/lib/db/client");
  const { addMonths, monthOf, monthStart, formatMonth } = await import("@/lib/partitions/months");
  const { archiveMonth, ensurePartitions } = await import("@/lib/partitions/partitions");
  const current = monthOf(new Date());
  const months = [
    { month: addMonths(current, -2), rows: 10 },
    { month: addMonths(current, -1), rows: big },
  ];
  await ensurePartitions(months[0]!.month, months[1]!.month, ["provider_events"]);
  for (const { month, rows } of months) {
    // A payload of the size of a PIX notification, spread over the month.
    await pgPool().query(
      `INSERT INTO provider_events (id, provider, "eventId", type, reference, payload, outcome, "receivedAt")
       SELECT gen_random_uuid(), 'api-pix', 'pix:' || $3::text || ':' || g, 'pix.received', md5(g::text),
         jsonb_build_object('endToEndId', md5(g::text), 'amount', g, 'horario', $1::timestamptz), 'applied',
         $1::timestamptz + (g % 2000000) * interval '1 second'
       FROM generate_series(1, $2::int) g`,
      [monthStart(month), rows, formatMonth(month)],
    );
  }
  await pgPool().query("ANALYZE provider_events");
  for (const { month, rows } of months) {
    const started = performance.now();
    const outcome = await archiveMonth("provider_events", month);
    const ms = (performance.now() - started).toFixed(1);
    console.log(`provider_events ${formatMonth(month)}: ${rows} rows, ${outcome} in ${ms} ms`);
  }
  await closeDb();
} finally {
  await cluster.stop();
  await rm(dataDir, { recursive: true, force: true });
}
