import type { ChildProcess } from "node:child_process";

/** Polls `GET <url>/api/v1/status` until it answers 200; fails if `child` exits or `seconds` pass first. */
export async function waitUntilReady(
  url: string,
  child: ChildProcess,
  seconds: number,
  name = "the server",
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/status`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} was not ready after ${seconds} s`);
}
