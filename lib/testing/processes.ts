import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll } from "vitest";
import { CONTRACT_VIOLATION_LINE } from "./contract";
import { recordContractViolation } from "./http";

const ROOT = path.resolve(import.meta.dirname, "../..");
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
});

export type TestProcess = {
  /** The first stdout line that matched `ready`. */
  readyLine: string;
  /** Sends the signal and resolves with the exit code (null when the signal ended it). */
  stop(signal: "SIGKILL" | "SIGTERM"): Promise<number | null>;
};

/**
 * Runs a TypeScript entry point (`lib/testing/api-server-main.ts`, `scripts/worker.ts`) as a
 * process of its own on this test file's database, resolved once a stdout line matches `ready`.
 * `--import tsx` keeps it one process (the tsx CLI would fork a child that SIGKILL misses);
 * tsconfig.sources.json points @pix/core at lib/, so the route files load the sources the test does.
 * Contract violations it prints (api-server-main.ts) fail the test like the in-process server's.
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<TestProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "error", TSX_TSCONFIG_PATH: path.join(ROOT, "tsconfig.sources.json"), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  void exited.then(() => running.delete(child));
  let pending = "";
  let onLine: (line: string) => void = () => undefined;
  child.stdout!.on("data", (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop()!;
    for (const line of lines) {
      if (line.startsWith(CONTRACT_VIOLATION_LINE))
        recordContractViolation(JSON.parse(line.slice(CONTRACT_VIOLATION_LINE.length)));
      else onLine(line);
    }
  });
  const readyLine = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} printed nothing matching ${ready} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    onLine = (line) => {
      if (!ready.test(line)) return;
      clearTimeout(timer);
      onLine = () => undefined;
      resolve(line);
    };
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before it was ready`));
    });
  });
  return {
    readyLine,
    async stop(signal) {
      child.kill(signal);
      return exited;
    },
  };
}
