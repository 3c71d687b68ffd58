import pg from "pg";
import { expect, it } from "vitest";
import { direct } from "./direct";

// Alone in its file: nothing here creates the Prisma client, whose adapter would listen on the pool too.
it("outlives the server dropping its idle connections, and reconnects", async () => {
  await Promise.all([direct.$queryRaw`SELECT pg_sleep(0.05)`, direct.$queryRaw`SELECT pg_sleep(0.05)`]);
  const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await killer.connect();
  const { rowCount } = await killer.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
  );
  await killer.end();
  expect(rowCount).toBeGreaterThanOrEqual(2);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await direct.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
});
