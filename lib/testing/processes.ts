import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll } from "vitest";

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
 * `--import tsx` keeps it one process (the tsx CLI would fork a child that SIGKILL misses).
 */
export async function startProcess(script: string, env: Record<string, string>, ready: RegExp, timeoutMs = 60_000): Promise<TestProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  void exited.then(() => running.delete(child));
  let output: string | null = "";
  const readyLine = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} printed nothing matching ${ready} within ${timeoutMs} ms`)), timeoutMs);
    child.stdout!.on("data", (chunk: Buffer) => {
      if (output === null) return;
      output += chunk.toString();
      const line = output.split("\n").find((candidate) => ready.test(candidate));
      if (line === undefined) return;
      clearTimeout(timer);
      output = null;
      resolve(line);
    });
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
