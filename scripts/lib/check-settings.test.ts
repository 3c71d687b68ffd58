import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { expect, it } from "vitest";
import { startProcess } from "@/lib/testing/processes";

// The processes production runs: the web server (`npm start`, `npm run demo`), which sets NODE_ENV=production
// itself, and the job worker. Each stops before serving or running a job, with one line naming the setting.
const ROOT = path.resolve(import.meta.dirname, "../..");
const secrets = {
  JWT_SECRET: randomBytes(32).toString("base64url"),
  NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
  SANDBOX_WEBHOOK_SECRET: randomBytes(32).toString("base64url"),
  SECRETS_KEYS: `prod:${randomBytes(32).toString("base64")}`,
};
const SANDBOX_REFUSED =
  "Invalid environment: PIX_PROVIDER: sandbox moves no money: set api-pix, or SANDBOX=1 for a demo; " +
  "PAYOUT_PROVIDER: sandbox sends no payout: set efi or manual, or SANDBOX=1 for a demo\n";

function run(script: string, env: Record<string, string>) {
  const { SANDBOX: _, PIX_PROVIDER: __, PAYOUT_PROVIDER: ___, ...inherited } = process.env;
  return spawnSync(process.execPath, ["--import", "tsx", script], {
    cwd: ROOT,
    env: { ...inherited, TSX_TSCONFIG_PATH: path.join(ROOT, "tsconfig.sources.json"), ...secrets, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

it("the production server and worker refuse the sandbox providers without SANDBOX=1", () => {
  for (const [script, env] of [
    ["scripts/server.ts", {}],
    ["scripts/worker.ts", { NODE_ENV: "production" }],
  ] as const) {
    const { status, stdout, stderr } = run(script, env);
    expect({ script, status, stdout, stderr }).toEqual({ script, status: 1, stdout: "", stderr: SANDBOX_REFUSED });
  }
});

it("the worker runs on the sandbox in production when SANDBOX=1 says it is a demo", async () => {
  const worker = await startProcess(
    "scripts/worker.ts",
    { ...secrets, NODE_ENV: "production", SANDBOX: "1" },
    /^job workers running/,
  );
  expect(worker.readyLine).toMatch(/^job workers running/);
  await worker.stop("SIGTERM");
});
