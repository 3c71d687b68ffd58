// `npm run test:e2e` after the build: the browser and API specs in two shards at once, each against its own production
// server, database and artifacts (e2e/instance.ts). One shard with one browser leaves the second core mostly idle
// while pages render and tests wait; two use it. Each line is prefixed with its shard; fails if either shard fails.
// Arguments go to both `playwright test` runs (a file, --grep).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const SHARDS = 2;

function runShard(shard: number): Promise<number> {
  const child = spawn("npx", ["playwright", "test", `--shard=${shard}/${SHARDS}`, ...process.argv.slice(2)], {
    env: { ...process.env, E2E_INSTANCE: String(shard) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on("line", (line) => out.write(`[${shard}/${SHARDS}] ${line}\n`));
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: SHARDS }, (_, index) => runShard(index + 1)));
codes.forEach((code, index) =>
  console.log(`shard ${index + 1}/${SHARDS}: ${code === 0 ? "passed" : `failed (exit ${code})`}`),
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
