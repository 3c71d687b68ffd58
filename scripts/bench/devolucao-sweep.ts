// The cost of the devolução sweep (lib/payments/devolucao-sweep.ts) at 30,000 PIX a day: its own database
// (`pix_sweep`, seeded once), the PSP stand-in holding the 90 days in memory in a child process, and two passes of
// the job's runs in another child, the first booking this run's lost MED devoluções, the second finding nothing.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import type { EmbeddedCluster } from "@/lib/db/embedded";
import { migrateDeploy } from "@/lib/db/migrate";
import { pspRequest, type Tls } from "@/scripts/psp/testing";
import { BENCH_DIR, ROOT } from "./config";
import { lostMedId, pickLostMeds, seedSweepDatabase, SWEEP, SWEEP_PIX } from "./devolucao-sweep-data";
import type { SweepRun } from "./devolucao-sweep-run";
import { postgresPid, treeCpuMs } from "./servers";

const DATABASE = "pix_sweep";
const SEEDED_MARK = path.join(BENCH_DIR, "sweep-seeded.json");
// The job's cadence (lib/jobs/schedule.ts).
const RUNS_PER_DAY = 24 * 12;

type PspReady = { settings: Record<string, string>; pix: number; withDevolucao: number; seconds: number };

export type SweepPass = {
  runs: number;
  /** GET /pix pages read, and token requests. */
  pspRequests: number;
  tokenRequests: number;
  settled: number;
  seconds: number;
  /** Wall time per run, in ms: the first run's (it opens the connections, takes a token), the others' p50, p95, max. */
  firstMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** CPU time per run, in ms: the sweep's, PostgreSQL's and the stand-in's. */
  sweepCpuMs: number;
  dbCpuMs: number;
  pspCpuMs: number;
};

export type SweepFigure = {
  pix: number;
  withDevolucao: number;
  lostMeds: number;
  booked: number;
  pspSeconds: number;
  passes: SweepPass[];
  /** At a run every 5 minutes, with the steady pass's figures. */
  perDay: { runs: number; pspRequests: number; dbCpuSeconds: number; sweepCpuSeconds: number };
};

const tsx = (script: string, nodeOptions: string[] = []) => [
  ...nodeOptions,
  "--import",
  "tsx",
  path.join(import.meta.dirname, script),
];

/** The sweep's database, seeded once and kept (like the main one) until --reseed. */
async function sweepDatabase(cluster: EmbeddedCluster, reseed: boolean, log: (line: string) => void) {
  const url = cluster.url(DATABASE);
  const admin = new pg.Client({ connectionString: cluster.url("postgres") });
  await admin.connect();
  let kept: boolean;
  try {
    const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE])).rowCount === 1;
    kept = exists && existsSync(SEEDED_MARK) && !reseed;
    if (!kept) {
      rmSync(SEEDED_MARK, { force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${DATABASE}`);
    }
  } finally {
    await admin.end();
  }
  migrateDeploy(url);
  if (kept) {
    log(`→ reusing ${DATABASE} (--reseed to start over)`);
    return url;
  }
  log(`→ seeding ${DATABASE}: 90 days of API Pix payments at ${SWEEP.pixPerDay.toLocaleString("en")} a day`);
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedSweepDatabase(client, log);
  } finally {
    await client.end();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(SEEDED_MARK, JSON.stringify({ at: new Date().toISOString(), seconds, payments: SWEEP_PIX }, null, 2));
  log(`  seeded in ${seconds} s`);
  return url;
}

/** The stand-in's child: answers once it holds every PIX. */
function startPsp(lostMeds: number[]): Promise<{ child: ChildProcess; ready: PspReady }> {
  const child = spawn(
    process.execPath,
    [
      ...tsx("devolucao-sweep-psp.ts", ["--max-old-space-size=4096", "--max-semi-space-size=64"]),
      JSON.stringify(lostMeds),
    ],
    { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the sweep's PSP stand-in exited with ${code}`)));
    createInterface({ input: child.stdout! }).once("line", (line) => resolve({ child, ready: JSON.parse(line) }));
  });
}

function runPass(env: NodeJS.ProcessEnv): Promise<SweepRun[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsx("devolucao-sweep-run.ts"), {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`the sweep's runs exited with ${code}`));
      resolve(JSON.parse(output.trim().split("\n").at(-1)!));
    });
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(p * (values.length - 1))]!;

/** One pass: the stand-in's request log emptied first, the CPU of PostgreSQL and of the stand-in read around it. */
async function measurePass(env: NodeJS.ProcessEnv, psp: ChildProcess, tls: Tls, controlUrl: string) {
  await pspRequest(tls, "POST", `${controlUrl}/reset`);
  const before = { db: treeCpuMs(postgresPid()), psp: treeCpuMs(psp.pid!) };
  const started = performance.now();
  const runs = await runPass(env);
  const seconds = (performance.now() - started) / 1000;
  const after = { db: treeCpuMs(postgresPid()), psp: treeCpuMs(psp.pid!) };
  const requests = (await pspRequest(tls, "GET", `${controlUrl}/requests`)).body as { method: string; path: string }[];
  const sum = (pick: (run: SweepRun) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const later = runs.slice(1).map((run) => run.ms);
  return {
    runs: runs.length,
    pspRequests: requests.filter((r) => r.method === "GET" && r.path === "/v2/pix").length,
    tokenRequests: requests.filter((r) => r.path === "/oauth/token").length,
    settled: sum((run) => run.settled),
    seconds,
    firstMs: runs[0]!.ms,
    p50Ms: percentile(later, 0.5),
    p95Ms: percentile(later, 0.95),
    maxMs: Math.max(...later),
    sweepCpuMs: sum((run) => run.cpuMs) / runs.length,
    dbCpuMs: (after.db - before.db) / runs.length,
    pspCpuMs: (after.psp - before.psp) / runs.length,
  };
}

export async function benchDevolucaoSweep(
  cluster: EmbeddedCluster,
  reseed: boolean,
  log: (line: string) => void,
): Promise<SweepFigure> {
  const url = await sweepDatabase(cluster, reseed, log);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let psp: ChildProcess | undefined;
  try {
    const lostMeds = await pickLostMeds(client);
    // Each pass starts at the oldest PIX of the window.
    await client.query("DELETE FROM devolucao_sweeps");
    log(`→ the sweep's PSP stand-in: building ${SWEEP_PIX.toLocaleString("en")} PIX in memory`);
    const started = await startPsp(lostMeds);
    psp = started.child;
    const { settings } = started.ready;
    const tls: Tls = {
      ca: readFileSync(settings.PIX_CA_FILE!, "utf8"),
      cert: readFileSync(settings.PIX_CERT_FILE!, "utf8"),
      key: readFileSync(settings.PIX_KEY_FILE!, "utf8"),
    };
    const env = { ...process.env, ...settings, DATABASE_URL: url, LOG_LEVEL: "warn" };
    const passes: SweepPass[] = [];
    for (let pass = 0; pass < 2; pass++) passes.push(await measurePass(env, psp, tls, settings.PIX_STAND_IN_URL!));
    const { rows } = await client.query<{ booked: number }>(
      `SELECT count(*)::int AS booked FROM refunds WHERE "providerRefundId" = ANY($1::text[]) AND status = 'DONE'`,
      [lostMeds.map(lostMedId)],
    );
    const steady = passes[1]!;
    return {
      pix: started.ready.pix,
      withDevolucao: started.ready.withDevolucao,
      lostMeds: lostMeds.length,
      booked: rows[0]!.booked,
      pspSeconds: started.ready.seconds,
      passes,
      perDay: {
        runs: RUNS_PER_DAY,
        pspRequests: Math.round(((steady.pspRequests + steady.tokenRequests) / steady.runs) * RUNS_PER_DAY),
        dbCpuSeconds: (steady.dbCpuMs * RUNS_PER_DAY) / 1000,
        sweepCpuSeconds: (steady.sweepCpuMs * RUNS_PER_DAY) / 1000,
      },
    };
  } finally {
    psp?.kill("SIGTERM");
    await client.end();
  }
}

/** The figure as the bench prints it. */
export function describeSweep(figure: SweepFigure): string[] {
  const n = (value: number, digits = 0) =>
    value.toLocaleString("en", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const pass = (label: string, p: SweepPass) =>
    `  ${label}: ${p.runs} runs in ${n(p.seconds, 1)} s, ${n(p.pspRequests)} GET /pix + ${p.tokenRequests} token, ${p.settled} PIX settled; first run ${n(p.firstMs)} ms, then ${n(p.p50Ms)} ms p50, ${n(p.p95Ms)} p95, ${n(p.maxMs)} max; per run CPU ${n(p.sweepCpuMs, 1)} ms sweep + ${n(p.dbCpuMs, 1)} ms PostgreSQL + ${n(p.pspCpuMs, 1)} ms stand-in`;
  return [
    `→ devolução sweep over ${n(figure.pix)} PIX at the PSP (${SWEEP.days} days × ${n(SWEEP.pixPerDay)}), ${n(figure.withDevolucao)} with a devolução, ${figure.lostMeds} MED devoluções never notified (stand-in built in ${n(figure.pspSeconds)} s)`,
    pass("pass 1", figure.passes[0]!),
    pass("pass 2", figure.passes[1]!),
    `  booked: ${figure.booked} of the ${figure.lostMeds} lost; a day (${figure.perDay.runs} runs): ${n(figure.perDay.pspRequests)} PSP requests, ${n(figure.perDay.dbCpuSeconds, 1)} s PostgreSQL CPU, ${n(figure.perDay.sweepCpuSeconds, 1)} s sweep CPU`,
  ];
}
