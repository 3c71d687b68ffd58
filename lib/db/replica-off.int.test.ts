import { expect, it } from "vitest";
import { sessionActor } from "@/lib/auth/actor";
import { env, parseEnv } from "@/lib/env";
import { RECENT_WRITE_COOKIE, replicaRead } from "@/lib/db/replica";
import { apiClient, startApiServer } from "@/lib/testing/http";
import { sessionCookie } from "@/lib/testing/next-auth";
import { buyer } from "@/lib/testing/payments";
import { insertUser } from "@/lib/testing/users";

it("reads the primary and sets no read-your-writes cookie when no replica is configured", async () => {
  expect(env().DATABASE_REPLICA_URLS).toEqual([]);
  const user = await insertUser({ approved: true });
  const [row] = await replicaRead(
    sessionActor(user),
    ({ sql }) => sql.$queryRaw<[{ standby: boolean }]>`SELECT pg_is_in_recovery() AS standby`,
  );
  expect(row.standby).toBe(false);

  const { baseUrl } = await startApiServer();
  const created = await apiClient(baseUrl).post("/api/v1/payments", {
    headers: { cookie: await sessionCookie(user.id), origin: baseUrl },
    body: { amount: 20, customer: buyer() },
  });
  expect(created.status).toBe(201);
  expect(created.headers.getSetCookie().filter((line) => line.startsWith(`${RECENT_WRITE_COOKIE}=`))).toEqual([]);
});

it("reads DATABASE_REPLICA_URLS as a list of postgresql:// URLs", () => {
  const replicas = (value: string) => parseEnv({ DATABASE_REPLICA_URLS: value }).DATABASE_REPLICA_URLS;
  expect(replicas(" postgresql://u:p@db-1:5432/app, postgres://u:p@db-2/app ,")).toEqual([
    "postgresql://u:p@db-1:5432/app",
    "postgres://u:p@db-2/app",
  ]);
  expect(() => replicas("https://db-1/app")).toThrow(/DATABASE_REPLICA_URLS\.0: must be postgresql:\/\/ URLs/);
  expect(() => parseEnv({ DATABASE_REPLICA_MAX_LAG_SECONDS: "0" })).toThrow(/DATABASE_REPLICA_MAX_LAG_SECONDS/);
});
