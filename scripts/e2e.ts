// `npm run e2e` (after the build): the browser and API specs in two shards at once, each against its own production
// server, database and artifacts (e2e/instance.ts). One shard with one browser leaves the second core mostly idle
// while pages render and tests wait; two use it. Each line is prefixed with its shard; fails if either shard fails.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { createInterface } from "node:readline";

// Playwright's own --shard splits by test count, and a few long tests hold most of the time: split by file instead,
// measured to take about as long on each side. A new spec joins the second shard unless listed here.
const FIRST_SHARD = ["e2e/accounts/", "e2e/api/", "e2e/ui/a11y", "e2e/ui/admin-", "e2e/ui/checkout", "e2e/ui/csp"];

const specs = readdirSync("e2e", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".spec.ts"))
  .map((file) => `e2e/${file}`)
  .sort();
const inFirstShard = (file: string) => FIRST_SHARD.some((prefix) => file.startsWith(prefix));
const shards = [specs.filter(inFirstShard), specs.filter((file) => !inFirstShard(file))];

function runShard(files: string[], shard: number): Promise<number> {
  const child = spawn("npx", ["playwright", "test", ...files], {
    env: { ...process.env, E2E_INSTANCE: String(shard) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on("line", (line) => out.write(`[${shard}/${shards.length}] ${line}\n`));
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(shards.map((files, index) => runShard(files, index + 1)));
codes.forEach((code, index) =>
  console.log(`shard ${index + 1}/${shards.length}: ${code === 0 ? "passed" : `failed (exit ${code})`}`),
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
