import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type EmbeddedCluster, ensureDatabase, freePort, startEmbeddedPostgres } from "@/lib/db/embedded";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin } from "@/lib/testing/users";
import { migrateDeploy } from "@/lib/db/migrate";

// This file stops its database on purpose, so it gets a PostgreSQL of its own on a fixed port.
const dataDir = path.resolve(import.meta.dirname, "../..", ".data", `outage-${process.pid}`);
let cluster: EmbeddedCluster;
let port: number;
let api: ApiClient;

beforeAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  port = await freePort();
  cluster = await startEmbeddedPostgres({ dataDir, ephemeral: true, port });
  await ensureDatabase(cluster.url("postgres"), "outage");
  migrateDeploy(cluster.url("outage"));
  // lib/db reads DATABASE_URL on first use, which has not happened yet in this file.
  process.env.DATABASE_URL = cluster.url("outage");
  api = apiClient((await startApiServer()).baseUrl);
});

afterAll(async () => {
  await cluster?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it("answers 503 in the standard shape while PostgreSQL is down, and recovers by itself", async () => {
  const seller = await createUserAndLogin(api, { approved: true });
  expect((await api.get("/api/v1/status")).body.database).toBe("up");

  await cluster.stop();
  const started = Date.now();
  const status = await api.get("/api/v1/status");
  expect(status.status).toBe(503);
  expect(status.body).toMatchObject({ status: "degraded", database: "down" });
  for (const call of [
    api.get("/api/v1/payments", { token: seller.access }),
    api.post("/api/v1/auth/login", { body: { email: "x@example.com", password: "whatever1" } }),
  ]) {
    const response = await call;
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      statusCode: 503,
      code: "SERVICE_UNAVAILABLE",
      requestId: expect.any(String),
    });
    expect(response.headers.get("retry-after")).toBe("5");
  }
  expect(Date.now() - started).toBeLessThan(15_000);

  cluster = await startEmbeddedPostgres({ dataDir, ephemeral: true, port });
  expect((await api.get("/api/v1/status")).body.database).toBe("up");
  expect((await api.get("/api/v1/payments", { token: seller.access })).status).toBe(200);
});
