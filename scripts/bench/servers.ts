import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../lib/server-flags";
import { waitUntilReady } from "../lib/wait-until-ready";
import { BENCH_DIR, ROOT } from "./config";

/** The lock every build of the shared .next and every Playwright run takes. */
const BUILD_LOCK = "/tmp/pix-e2e.lock";
/** A private copy of the build: a teammate's rebuild of .next during the load test cannot change what is measured. */
export const APP_DIR = path.join(BENCH_DIR, "app");

/**
 * `npm run build` under the shared lock, then copies .next (without its cache), the server's bundle
 * (dist/) and the domain package both import (node_modules/@pix/core) into APP_DIR before letting go of
 * the lock, so the copy is exactly the build just made. The other packages are links to the project's.
 */
export function buildSnapshot(log: (line: string) => void) {
  mkdirSync(APP_DIR, { recursive: true });
  const buildLog = path.join(BENCH_DIR, "build.log");
  const target = path.join(APP_DIR, ".next");
  const dist = path.join(APP_DIR, "dist");
  const modules = path.join(APP_DIR, "node_modules");
  // A link to the whole folder, as earlier snapshots made, would share the live domain package.
  if (lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(modules);
  const core = path.join(modules, "@pix/core");
  const script = `npm run build && rm -rf '${target}' '${dist}' '${core}' && mkdir -p '${target}' '${core}' && tar -C .next --exclude=./cache -cf - . | tar -C '${target}' -xf - && cp -r dist '${dist}' && cp -r node_modules/@pix/core/. '${core}'`;
  log(`→ building (waits for ${BUILD_LOCK}; output in ${path.relative(ROOT, buildLog)})`);
  const started = Date.now();
  const result = spawnSync("flock", [BUILD_LOCK, "sh", "-c", script], {
    cwd: ROOT,
    stdio: ["ignore", openSync(buildLog, "w"), openSync(buildLog, "a")],
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status}): see ${buildLog}`);
  const links = [
    ...["public", "package.json", "next.config.mjs"].map((name) => ({ name, from: APP_DIR, to: ROOT })),
    ...readdirSync(path.join(ROOT, "node_modules"))
      .filter((name) => name !== "@pix")
      .map((name) => ({ name, from: modules, to: path.join(ROOT, "node_modules") })),
  ];
  for (const { name, from, to } of links) {
    const link = path.join(from, name);
    // lstat, not exists: a link to a folder the project lacks (public/) dangles and must not be made twice.
    if (!lstatSync(link, { throwIfNoEntry: false })) symlinkSync(path.join(to, name), link);
  }
  log(`  built and copied in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

export function hasSnapshot() {
  return ["node_modules/@pix/core/package.json", ".next/BUILD_ID", "dist/server.js"].every((file) =>
    existsSync(path.join(APP_DIR, file)),
  );
}

export type Server = { name: string; url: string; child: ChildProcess; stop: () => Promise<void> };

function startProcess(name: string, port: number, args: string[], env: Record<string, string>, cwd: string): Server {
  const logFile = openSync(path.join(BENCH_DIR, `${name}.log`), "w");
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", logFile, logFile],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  };
  return { name, url: `http://127.0.0.1:${port}`, child, stop };
}

/** Node's flags that write a V8 CPU profile of the process into `<dir>/<side>` when it exits; none without a dir. */
const profileArgs = (dir: string | undefined, side: string) =>
  dir ? ["--cpu-prof", "--cpu-prof-dir", path.join(dir, side)] : [];

/**
 * The production server (the snapshot's dist/server.js), configured like scripts/start.ts does; with `cpuProfileDir`,
 * V8 writes a .cpuprofile of the whole run there when the server stops. `name` names its log and profile folder.
 */
export async function startProject(
  port: number,
  env: Record<string, string>,
  cpuProfileDir?: string,
  name = "project",
) {
  const args = [
    ...profileArgs(cpuProfileDir, name),
    ...SERVER_NODE_FLAGS,
    path.join(APP_DIR, "dist/server.js"),
    "--dir",
    APP_DIR,
  ];
  // The load generator stands in for a proxy: its X-Forwarded-For spreads logins over many addresses. The seeded
  // charges are the sandbox's, which production takes only with SANDBOX=1.
  const server = startProcess(
    name,
    port,
    args,
    // The admin's report scenarios sign in with a password only (ADMIN_2FA=optional, as the demo runs).
    { ...env, NODE_ENV: "production", SANDBOX: "1", ADMIN_2FA: "optional", HOST: "127.0.0.1", TRUSTED_PROXY_HOPS: "1" },
    APP_DIR,
  );
  await waitUntilReady(server.url, server.child, 60, server.name);
  return server;
}

export async function startBaseline(
  port: number,
  env: Record<string, string>,
  cpuProfileDir?: string,
  name = "baseline",
) {
  const server = startProcess(
    name,
    port,
    [...profileArgs(cpuProfileDir, name), "--import", "tsx", path.join(import.meta.dirname, "baseline/server.ts")],
    env,
    ROOT,
  );
  await waitUntilReady(server.url, server.child, 60, server.name);
  return server;
}

/** A process and all its descendants (Linux /proc). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {}
  }
  const tree: number[] = [];
  const visit = (id: number) => {
    tree.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

const readProc = (pid: number, file: string) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return "";
  }
};

/** Resident memory of a process tree, in MiB. */
export function treeRssMiB(pid: number): number {
  const kib = processTree(pid).reduce(
    (sum, id) => sum + Number(/VmRSS:\s+(\d+)/.exec(readProc(id, "status"))?.[1] ?? 0),
    0,
  );
  return kib / 1024;
}

const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system) a process tree has used, in ms, children that exited included (a
 * parent's cutime/cstime): divided by the requests of a run it gives CPU per request, which the
 * other work on a shared machine distorts far less than requests per second.
 */
export function treeCpuMs(pid: number): number {
  return processTree(pid).reduce((sum, id) => {
    const stat = readProc(id, "stat");
    if (!stat) return sum;
    const [utime, stime, cutime, cstime] = stat
      .slice(stat.lastIndexOf(")") + 2)
      .split(" ")
      .slice(11, 15)
      .map(Number);
    return sum + ((utime! + stime! + cutime! + cstime!) * 1000) / TICKS_PER_SECOND;
  }, 0);
}

/** The postmaster of the bench's embedded PostgreSQL. */
export function postgresPid(): number {
  return Number(readFileSync(path.join(BENCH_DIR, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
}
