// `npm run bench`: seeds (once) a large dataset into its own embedded PostgreSQL, builds and starts
// the production server and the bare node:http + pg baseline, drives both with autocannon from a
// separate process, prints the table and writes bench/results/latest.json. See docs/PERFORMANCE.md.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { freePort, startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrateDeploy } from "@/lib/db/migrate";
import { localSecrets } from "@/scripts/lib/local-secrets";
import { type ApiPixPsp, apiPixPools, startApiPixPsp, topUpApiPixPools } from "./api-pix";
import {
  BENCH_DIR,
  DATASET,
  type Dataset,
  DOUBLED_DATASET,
  type Fixtures,
  type Pool,
  RESULTS_FILE,
  ROOT,
  type Target,
} from "./config";
import { buildFixtures, openCharges } from "./fixtures";
import type { LoadResult, LoadSpec } from "./load";
import type { Measured } from "./report";
import {
  cpuGrowthText,
  growthTable,
  growthText,
  judge,
  markdownTable,
  type Round,
  ratioText,
  RSS_LIMIT_MIB,
  type ScenarioResult,
} from "./report";
import { benchDevolucaoSweep, describeSweep, type SweepFigure } from "./devolucao-sweep";
import { benchReconciliation, type ReconciliationFigure } from "./reconciliation";
import { type Scenario, SCENARIOS } from "./scenarios";
import { counts, createSqlHelpers, seedDataset, topUpCallbackPool } from "./seed";
import {
  buildSnapshot,
  hasSnapshot,
  postgresPid,
  type Server,
  startBaseline,
  startProject,
  treeCpuMs,
  treeRssMiB,
} from "./servers";

const { values: options } = parseArgs({
  options: {
    reseed: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    duration: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    "extra-rounds": { type: "string", default: "2" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    only: { type: "string" },
    "cpu-prof": { type: "boolean", default: false },
  },
});
const duration = Number(options.duration);
const rounds = Number(options.rounds);
const extraRounds = Number(options["extra-rounds"]);
const warmup = Number(options.warmup);
const connections = Number(options.connections);
const only = options.only?.split(",").map((name) => name.trim());
// A scenario's whole name picks that one alone ("create payment", not "create payment (API Pix)"); a part, all it
// begins.
const picks = (name: string, scenario: Scenario) =>
  SCENARIOS.some((s) => s.name === name) ? scenario.name === name : scenario.name.startsWith(name);
const scenarios = only ? SCENARIOS.filter((s) => only.some((name) => picks(name, s))) : SCENARIOS;
const apiPix = scenarios.some((s) => s.provider === "api-pix");
const doubles = scenarios.some((s) => s.doubled);
const reconciles = !only || only.includes("reconciliation");
const sweeps = !only || only.includes("sweep");
const log = (line: string) => console.log(line);

/** A database of the bench's cluster, seeded with `dataset` once and kept while `mark` says its seed finished. */
type BenchDatabase = { name: string; mark: string; dataset: Dataset };
const MAIN: BenchDatabase = { name: "pix", mark: path.join(BENCH_DIR, "seeded.json"), dataset: DATASET };
/** The month reports' second database: twice the payments over the same days and sellers. */
const DOUBLED: BenchDatabase = {
  name: "pix_2x",
  mark: path.join(BENCH_DIR, "seeded-2x.json"),
  dataset: DOUBLED_DATASET,
};
const FIXTURES_FILE = path.join(BENCH_DIR, "fixtures.json");

/** Keeps the seeded database unless --reseed or it was never fully seeded; returns whether it was kept. */
async function keepSeededDatabase(adminUrl: string, { name, mark }: BenchDatabase) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
    if (exists && existsSync(mark) && !options.reseed) return true;
    rmSync(mark, { force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    return false;
  } finally {
    await admin.end();
  }
}

async function seed(client: pg.Client, { name, mark, dataset }: BenchDatabase) {
  log(`→ seeding ${name} (bulk SQL inside the database)`);
  const started = Date.now();
  const seeded = await seedDataset(client, dataset, log);
  writeFileSync(
    mark,
    JSON.stringify(
      { at: new Date().toISOString(), seconds: Math.round((Date.now() - started) / 1000), ...seeded },
      null,
      2,
    ),
  );
  log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** The database migrated, seeded unless a finished seed is kept, and a client with the seed's SQL helpers. */
async function openDatabase(database: BenchDatabase) {
  const kept = await keepSeededDatabase(cluster.url("postgres"), database);
  const url = cluster.url(database.name);
  migrateDeploy(url);
  const opened = new pg.Client({ connectionString: url });
  await opened.connect();
  try {
    await createSqlHelpers(opened);
    if (kept) log(`→ reusing the seeded ${database.name} (${path.relative(ROOT, BENCH_DIR)}; --reseed to start over)`);
    else await seed(opened, database);
  } catch (error) {
    await opened.end();
    throw error;
  }
  return { url, client: opened };
}

/** The payments and stat tables, which a top-up and a fold change: fresh statistics before anything reads them. */
const vacuumReportTables = (target: pg.Client) =>
  target.query(
    "VACUUM ANALYZE payments, payment_stat_deltas, payment_daily_totals, payment_monthly_totals, payment_yearly_totals, payment_platform_daily_totals",
  );

/**
 * The doubled database ready for the month reports: its seed's stat deltas folded by the app's own fold, as the main
 * one's are (nothing else writes there). Returns its URL and row counts.
 */
async function prepareDoubledDatabase() {
  const { url, client: doubled } = await openDatabase(DOUBLED);
  try {
    const [{ sqlClient }, { foldStatDeltas }] = await Promise.all([
      import("@/lib/db/direct"),
      import("@/lib/reports/queries"),
    ]);
    await foldStatDeltas(sqlClient(() => doubled));
    await vacuumReportTables(doubled);
    return { url, dataset: await counts(doubled) };
  } finally {
    await doubled.end();
  }
}

function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "load.ts"), JSON.stringify(spec)],
      {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`load generator for ${spec.scenario} exited with ${code}`));
      resolve(JSON.parse(output.trim().split("\n").at(-1)!));
    });
  });
}

/**
 * Runs one scenario on one server for `seconds`. Each run gets its pool's items after those every earlier run was
 * sent, so a request still in flight when its run ended can never make a later one find its payment already used.
 */
async function runOn(server: Server, scenario: Scenario, fixtures: Fixtures, seconds: number, compared = false) {
  if (scenario.name === "login") await client!.query("DELETE FROM rate_limit_buckets");
  const pool = scenario.pool;
  // The load generator gets the scenario's own pool only.
  const items = {
    charges: [],
    paidPix: [],
    refundable: [],
    ...(pool && { [pool]: pools[pool].slice(poolSent[pool]) }),
  };
  writeFileSync(FIXTURES_FILE, JSON.stringify({ ...fixtures, ...items }));
  const result = await runLoad({
    scenario: scenario.name,
    url: server.url,
    connections,
    duration: seconds,
    fixturesFile: FIXTURES_FILE,
    compared,
  });
  if (pool) poolSent[pool] += result.sent;
  return result;
}

/**
 * One measured run, with the CPU the server's process tree and PostgreSQL spent per request and the peak RSS; with a
 * PSP stand-in, its CPU, how busy it was and the calls it got per request.
 */
async function measure(
  server: Server,
  scenario: Scenario,
  fixtures: Fixtures,
  rss: { peak: number },
  psp: ApiPixPsp | null,
  compared = false,
): Promise<Measured> {
  await psp?.reset();
  const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, treeRssMiB(server.child.pid!))), 500);
  const cpuBefore = {
    server: treeCpuMs(server.child.pid!),
    db: treeCpuMs(postgresPid()),
    psp: psp && treeCpuMs(psp.pid),
  };
  try {
    const result = await runOn(server, scenario, fixtures, duration, compared);
    const perRequest = (now: number, before: number) => (result.requests ? (now - before) / result.requests : 0);
    const cpuMsPerRequest = {
      server: perRequest(treeCpuMs(server.child.pid!), cpuBefore.server),
      db: perRequest(treeCpuMs(postgresPid()), cpuBefore.db),
    };
    if (!psp) return { ...result, cpuMsPerRequest };
    const pspMs = treeCpuMs(psp.pid) - cpuBefore.psp!;
    return {
      ...result,
      cpuMsPerRequest,
      psp: {
        cpuMsPerRequest: perRequest(pspMs, 0),
        busy: pspMs / (result.seconds * 1000),
        calls: await psp.calls(result.requests),
      },
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * A scenario in `rounds` rounds after a warm-up of each server (JIT, lazily loaded routes, pools). The project and the
 * baseline alternate, and which goes first swaps each round, so a drift of the machine's load during the scenario
 * falls on both sides alike; the rounds' spread shows how much it moved. A scenario still unsteady after them gets up
 * to `extraRounds` more, one at a time, so that one disturbed round weighs less in the median.
 */
async function measureRounds(
  sides: { project: Server; baseline: Server | null; psp: ApiPixPsp | null },
  scenario: Scenario,
  fixtures: Fixtures,
  rss: Record<Target, { peak: number }>,
): Promise<Round[]> {
  // A scenario compared with other work of the project's has the project on both sides; a doubled one, the project on
  // the doubled database as the other (sides.baseline).
  const compared = scenario.comparedWith !== undefined;
  const other = compared ? sides.project : sides.baseline;
  const otherRss = compared || scenario.doubled ? rss.project : rss.baseline;
  if (warmup > 0) {
    await runOn(sides.project, scenario, fixtures, warmup);
    if (other) await runOn(other, scenario, fixtures, warmup, compared);
  }
  const measured: Round[] = [];
  const unsteady = () => judge(scenario.name, scenario.what, scenario.targets, measured).unsteady;
  for (let round = 0; round < rounds + extraRounds; round++) {
    if (round >= rounds && (other === null || !unsteady())) break;
    const otherFirst = other !== null && round % 2 === 1;
    const otherRun = otherFirst ? await measure(other, scenario, fixtures, otherRss, sides.psp, compared) : null;
    const project = await measure(sides.project, scenario, fixtures, rss.project, sides.psp);
    const baseline =
      otherRun ?? (other ? await measure(other, scenario, fixtures, otherRss, sides.psp, compared) : null);
    measured.push({ project, baseline });
  }
  return measured;
}

/** Every journal balanced, every cached (seller) balance equal to its entries, every payment finished here booked. */
async function checkLedger(client: pg.Client, since: Date) {
  const {
    rows: [row],
  } = await client.query<Record<string, string>>(
    `SELECT
       (SELECT count(*) FROM (SELECT e."journalId" FROM ledger_entries e
          JOIN ledger_journals j ON j.id = e."journalId" AND j."createdAt" = e."createdAt"
          WHERE e."createdAt" >= $1 GROUP BY e."journalId" HAVING sum(e.amount) <> 0) x) AS "unbalancedJournals",
       (SELECT count(*) FROM ledger_accounts a LEFT JOIN (SELECT "accountId", sum(amount) AS total FROM ledger_entries GROUP BY 1) e
          ON e."accountId" = a.id WHERE a."sellerId" IS NOT NULL AND a.balance <> coalesce(e.total, 0)) AS "driftedAccounts",
       (SELECT count(*) FROM payments p WHERE p.status = 'FINISHED' AND p."updatedAt" >= $1
          AND NOT EXISTS (SELECT 1 FROM ledger_journals j WHERE j."paymentId" = p.id)) AS "finishedWithoutJournal"`,
    [since],
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]));
}

/**
 * The PSP stand-in holding the Pix of the API Pix pools, and a project and a baseline started with PIX_PROVIDER=api-pix
 * against it (the other scenarios keep the sandbox's servers).
 */
async function startApiPixSides(client: pg.Client, env: Record<string, string>, profiles: string | undefined) {
  const { paidPix, refundable, refundedPix } = await apiPixPools(client);
  pools.paidPix = paidPix;
  pools.refundable = refundable;
  log(`→ API Pix stand-in: ${(paidPix.length + refundedPix.length).toLocaleString("en")} Pix in memory`);
  psp = await startApiPixPsp([...paidPix, ...refundedPix]);
  const [projectPort, baselinePort] = [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${projectPort}`;
  const apiPixEnv = { ...env, ...psp.settings, APP_URL: appUrl, NEXTAUTH_URL: appUrl };
  const project = await startProject(projectPort, apiPixEnv, profiles, "project-api-pix");
  servers.push(project);
  const baseline = await startBaseline(baselinePort, apiPixEnv, profiles, "baseline-api-pix");
  servers.push(baseline);
  log(`→ with API Pix: project on ${project.url}, baseline on ${baseline.url}`);
  return { project, baseline, psp };
}

/** A second project server, the sandbox's like the first, on the doubled database. */
async function startOnDoubled(databaseUrl: string, env: Record<string, string>, profiles: string | undefined) {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const server = await startProject(
    port,
    { ...env, DATABASE_URL: databaseUrl, APP_URL: appUrl, NEXTAUTH_URL: appUrl },
    profiles,
    "project-2x",
  );
  servers.push(server);
  log(`→ on ${DOUBLED.name}: project on ${server.url}`);
  return server;
}

/** The stand-in's figures of both sides, as a line under the scenario's. */
function pspLine(result: ScenarioResult) {
  const side = (name: string, run: Measured | null) => {
    if (!run?.psp) return [];
    const calls = Object.entries(run.psp.calls).map(([call, perRequest]) => `${perRequest.toFixed(2)} ${call}`);
    const busy = `${(run.psp.busy * 100).toFixed(0)} % of a core`;
    return [`${name} ${run.psp.cpuMsPerRequest.toFixed(2)} CPU ms/req, ${busy}, per request ${calls.join(", ")}`];
  };
  const sides = [...side("project", result.project), ...side("baseline", result.baseline)];
  return sides.length ? `      PSP stand-in: ${sides.join("; ")}` : null;
}

/**
 * Builds and starts both servers (and a project on the doubled database for the month reports), runs the HTTP scenarios
 * on each, prints the tables and writes the report.
 */
async function runScenarios(
  client: pg.Client,
  url: string,
  dataset: Awaited<ReturnType<typeof counts>>,
  doubled: Awaited<ReturnType<typeof prepareDoubledDatabase>> | null,
  reconciliation: ReconciliationFigure | null,
  devolucaoSweep: SweepFigure | null,
) {
  const { foldPaymentStats } = await import("@/lib/reports/payment-stats");
  if (options["no-build"] && hasSnapshot()) log("→ reusing the last build (--no-build)");
  else buildSnapshot(log);

  const [projectPort, baselinePort] = [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${projectPort}`;
  const serverEnv = {
    ...secrets,
    DATABASE_URL: url,
    APP_URL: appUrl,
    NEXTAUTH_URL: appUrl,
    RUN_JOBS: "0",
    NEXT_TELEMETRY_DISABLED: "1",
    STORAGE_DIR: path.join(BENCH_DIR, "uploads"),
  };
  const profiles = path.join(BENCH_DIR, "profiles");
  const profileDir = options["cpu-prof"] ? profiles : undefined;
  const project = await startProject(projectPort, serverEnv, profileDir);
  if (options["cpu-prof"]) log(`→ the servers' CPU profiles go to ${path.relative(ROOT, profiles)} when they stop`);
  servers.push(project);
  const baseline = await startBaseline(baselinePort, serverEnv, profileDir);
  servers.push(baseline);
  log(
    `→ project on ${project.url}, baseline on ${baseline.url}; ${connections} connections, ${warmup} s warm-up, then ${rounds} rounds of ${duration} s on each (up to ${extraRounds} more while unsteady)`,
  );
  const withApiPix = apiPix ? await startApiPixSides(client, serverEnv, profileDir) : null;
  const onDoubled = doubled ? await startOnDoubled(doubled.url, serverEnv, profileDir) : null;

  const fixtures = await buildFixtures(client);
  fixtures.webhookSecret = withApiPix?.psp.settings.PIX_WEBHOOK_SECRET ?? "";
  const rss: Record<Target, { start: number; peak: number; end: number }> = {
    project: { start: treeRssMiB(project.child.pid!), peak: 0, end: 0 },
    baseline: { start: treeRssMiB(baseline.child.pid!), peak: 0, end: 0 },
  };
  const loadBefore = os.loadavg();
  const results: ScenarioResult[] = [];
  pools.charges = await openCharges(client);
  for (const scenario of scenarios) {
    // The servers run without jobs (RUN_JOBS=0); the fold job runs every minute in production, and
    // each scenario takes about that long, so fold what the previous scenarios wrote, as it would.
    await foldPaymentStats();
    const pair = scenario.provider === "api-pix" ? withApiPix! : { project, baseline, psp: null };
    const other = scenario.doubled ? onDoubled : scenario.baseline === false ? null : pair.baseline;
    const sides = { ...pair, baseline: other };
    const result = judge(
      scenario.name,
      scenario.what,
      scenario.targets,
      await measureRounds(sides, scenario, fixtures, rss),
    );
    results.push(result);
    const line = (r: Measured) =>
      `${r.rps.toFixed(0).padStart(5)} req/s p99 ${String(r.p99).padStart(5)} ms ${r.cpuMsPerRequest.server.toFixed(2)}+${r.cpuMsPerRequest.db.toFixed(2)} CPU ms/req`;
    const compared = !result.baseline
      ? " | (no baseline)"
      : scenario.doubled
        ? ` | 2M ${line(result.baseline)} | p99 2M/1M ${growthText(result)}, CPU ${cpuGrowthText(result)}`
        : ` | ${scenario.comparedWith ? "compared" : "baseline"} ${line(result.baseline)} | ${ratioText(result)}`;
    const extra = result.rounds.length > rounds ? ` (${result.rounds.length} rounds)` : "";
    log(
      `  ${scenario.name.padEnd(24)} ${scenario.doubled ? "1M " : ""}${line(result.project)}${compared}${extra} ${result.misses.length ? `✗ ${result.misses.join(", ")}` : "✓"}`,
    );
    const psp = pspLine(result);
    if (psp) log(psp);
  }
  rss.project.end = treeRssMiB(project.child.pid!);
  rss.baseline.end = treeRssMiB(baseline.child.pid!);
  const ledger = await checkLedger(client, startedAt);
  const {
    rows: [settings],
  } = await client.query<{ version: string }>("SELECT current_setting('server_version') AS version");

  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options: { duration, rounds, extraRounds, warmup, connections, dbPoolMax: 10 },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres: settings?.version,
      loadAverageBefore: loadBefore,
      loadAverageAfter: os.loadavg(),
    },
    dataset,
    doubledDataset: doubled?.dataset ?? null,
    scenarios: results,
    rssMiB: rss,
    rssLimitMiB: RSS_LIMIT_MIB,
    ledger,
    reconciliation,
    devolucaoSweep,
  };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const onBoth = results.filter((result) => result.p99Growth);
  const onMain = results.filter((result) => !result.p99Growth);
  if (onMain.length) log(`\n${markdownTable(onMain)}\n`);
  if (onBoth.length) log(`\nMonth reports on ${DOUBLED.name} against the main database:\n${growthTable(onBoth)}\n`);
  log(
    `Server RSS (MiB, process tree): project ${rss.project.start.toFixed(0)} at start, ${rss.project.peak.toFixed(0)} peak, ${rss.project.end.toFixed(0)} at the end (limit ${RSS_LIMIT_MIB}); baseline ${rss.baseline.end.toFixed(0)} at the end`,
  );
  log(`Ledger after the run: ${JSON.stringify(ledger)}`);
  log(
    `Load average before/after: ${loadBefore.map((v) => v.toFixed(2)).join(" ")} / ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(" ")}`,
  );
  log(`Written to ${path.relative(ROOT, RESULTS_FILE)}`);
  const failed = results.filter((r) => r.misses.length).length + (rss.project.end >= RSS_LIMIT_MIB ? 1 : 0);
  if (failed) log(`${failed} target(s) missed: see docs/PERFORMANCE.md for the known causes.`);
}

mkdirSync(BENCH_DIR, { recursive: true });
const secrets = localSecrets(BENCH_DIR);
// Tokens are minted here with the servers' secret; an hour outlives any run.
Object.assign(process.env, secrets, { ACCESS_TOKEN_TTL_SECONDS: "3600" });

const startedAt = new Date();
const cluster = await startEmbeddedPostgres({ dataDir: BENCH_DIR });
const servers: Server[] = [];
let psp: ApiPixPsp | undefined;
let client: pg.Client | undefined;
let disconnectPrisma: (() => Promise<void>) | undefined;
const pools: Pick<Fixtures, Pool> = { charges: [], paidPix: [], refundable: [] };
const poolSent: Record<Pool, number> = { charges: 0, paidPix: 0, refundable: 0 };
try {
  // Its own database and PSP: run first, so the stand-in's memory is given back before any server starts.
  const devolucaoSweep = sweeps ? await benchDevolucaoSweep(cluster, options.reseed, log) : null;
  if (devolucaoSweep) for (const line of describeSweep(devolucaoSweep)) log(line);
  if (reconciles || scenarios.length) {
    const main = await openDatabase(MAIN);
    const { url } = main;
    client = main.client;
    process.env.DATABASE_URL = url;
    const { foldPaymentStats } = await import("@/lib/reports/payment-stats");
    const { closeDb } = await import("@/lib/db/client");
    disconnectPrisma = closeDb;
    // What the job would have done between runs: the seed's and earlier runs' deltas folded, the callback pool
    // refilled.
    await foldPaymentStats();
    // About 1,000 callbacks a second on either side: enough for both sides' warm-up and every round.
    const poolSize = Math.max(25_000, (warmup + (rounds + extraRounds) * duration) * 2 * 1_000);
    const topped = await topUpCallbackPool(client, poolSize);
    if (topped) log(`→ ${topped.toLocaleString("en")} CREATED payments added to the callback pool`);
    const toppedApiPix = apiPix ? await topUpApiPixPools(client, poolSize) : 0;
    if (toppedApiPix)
      log(`→ ${toppedApiPix.toLocaleString("en")} API Pix payments added to the notification and refund pools`);
    await vacuumReportTables(client);
    const dataset = await counts(client);
    // Before any server starts: its first seed takes minutes of both cores.
    const doubled = doubles ? await prepareDoubledDatabase() : null;

    let reconciliation: ReconciliationFigure | null = null;
    if (reconciles) {
      reconciliation = await benchReconciliation();
      log(
        `→ reconciliation of ${reconciliation.day}: ${reconciliation.pspCount.toLocaleString("en")} PIX at the PSP, ${reconciliation.ourCount.toLocaleString("en")} ours, ${reconciliation.matchedCount.toLocaleString("en")} matched, ${reconciliation.differenceCount} differences in ${reconciliation.seconds.toFixed(2)} s (target < 10 s)`,
      );
    }

    if (scenarios.length) await runScenarios(client, url, dataset, doubled, reconciliation, devolucaoSweep);
    else log("→ no HTTP scenario selected: no server started");
  }
} finally {
  await disconnectPrisma?.();
  await client?.end();
  for (const server of servers) await server.stop();
  await psp?.stop();
  await cluster.stop();
}
