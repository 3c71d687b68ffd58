import "#server-only";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

// The project's root is where the Prisma CLI is installed, from the sources and from the built package alike.
const PRISMA_CLI = createRequire(import.meta.url).resolve("prisma/build/index.js");
const ROOT = path.resolve(path.dirname(PRISMA_CLI), "../../..");

/** Runs the Prisma CLI of the project (prisma.config.ts, prisma/schema.prisma) against `url`. */
export function prisma(args: string[], url: string, options: { capture?: boolean } = {}) {
  return spawnSync(process.execPath, [PRISMA_CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: options.capture ? ["ignore", "pipe", "inherit"] : "inherit",
    encoding: "utf8",
  });
}

/** Applies the committed migrations to `url`; throws when Prisma fails. */
export function migrateDeploy(url: string) {
  const result = prisma(["migrate", "deploy"], url, { capture: true });
  if (result.status !== 0) throw new Error(`prisma migrate deploy failed (exit ${result.status})`);
}
