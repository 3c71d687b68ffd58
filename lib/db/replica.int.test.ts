import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { sessionActor } from "@/lib/auth/actor";
import { closeDb, pgPool } from "@/lib/db/client";
import { closeReplicas, RECENT_WRITE_COOKIE, replicaRead } from "@/lib/db/replica";
import { logger } from "@/lib/log";
import { listAdminPayments, listPayments } from "@/lib/payments/service";
import { overview } from "@/lib/reports/dashboard";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { sessionCookie } from "@/lib/testing/next-auth";
import { buyer } from "@/lib/testing/payments";
import { type ReplicatedCluster, startReplicatedCluster } from "@/lib/testing/replica";
import { until } from "@/lib/testing/until";
import { insertUser } from "@/lib/testing/users";

// Short, so that the lag case waits seconds; long enough that a replica paused a moment ago still serves.
const MAX_LAG_SECONDS = 3;
const PAGE = { page: 1, perPage: 20 };

let cluster: ReplicatedCluster;
let api: ApiClient;
let baseUrl: string;

beforeAll(async () => {
  cluster = await startReplicatedCluster();
  // This file's database is the replicated primary, not the one the test run shares (nothing has read env() yet).
  process.env.DATABASE_URL = cluster.primaryUrl;
  process.env.DATABASE_REPLICA_URLS = cluster.replicaUrl;
  process.env.DATABASE_REPLICA_MAX_LAG_SECONDS = String(MAX_LAG_SECONDS);
  ({ baseUrl } = await startApiServer());
  api = apiClient(baseUrl);
}, 120_000);

afterAll(async () => {
  await closeReplicas();
  await closeDb();
  await cluster?.stop();
});

/** Whether the server that answered `replicaRead` for `origin` is the standby. */
async function servedByStandby(origin: Parameters<typeof replicaRead>[0]): Promise<boolean> {
  const [viaSql] = await replicaRead(
    origin,
    ({ sql }) => sql.$queryRaw<[{ standby: boolean }]>`SELECT pg_is_in_recovery() AS standby`,
  );
  return viaSql.standby;
}

const pauseReplay = () => cluster.onReplica("SELECT pg_wal_replay_pause()");
const resumeReplay = () => cluster.onReplica("SELECT pg_wal_replay_resume()");

async function approvedSeller() {
  const user = await insertUser({ approved: true });
  return { user, actor: sessionActor(user) };
}

it("reads through the read client from the standby, with either API, only for readers that may trail", async () => {
  await cluster.caughtUp();
  expect(await servedByStandby(null)).toBe(true);
  const [viaPrisma] = await replicaRead(
    null,
    ({ prisma }) => prisma.$queryRaw<[{ standby: boolean }]>`SELECT pg_is_in_recovery() AS standby`,
  );
  expect(viaPrisma.standby).toBe(true);
  const { actor } = await approvedSeller();
  expect(await servedByStandby(actor)).toBe(true);
  // A browser that just wrote, and token clients (nothing says they did not), read the primary.
  expect(await servedByStandby({ ...actor, wroteRecently: true })).toBe(false);
  expect(await servedByStandby({ ...actor, via: "integration" })).toBe(false);
  expect(await servedByStandby({ ...actor, via: "bearer" })).toBe(false);
});

it("lists a payment a browser just created from the primary, while others' reads of the list trail", async () => {
  const { user, actor } = await approvedSeller();
  const cookie = await sessionCookie(user.id);
  await cluster.caughtUp();
  await pauseReplay();
  try {
    const created = await api.post("/api/v1/payments", {
      headers: { cookie, origin: baseUrl },
      body: { amount: 20, customer: buyer() },
    });
    expect(created.status).toBe(201);
    const recentWrite = created.headers.getSetCookie().find((line) => line.startsWith(`${RECENT_WRITE_COOKIE}=`));
    expect(recentWrite).toMatch(/Max-Age=\d+; HttpOnly; SameSite=Lax/);

    const ids = (body: { data: { id: string }[] }) => body.data.map((payment) => payment.id);
    // The same list without the cookie comes from the paused standby, which has not seen the payment.
    const trailing = await api.get("/api/v1/payments", { headers: { cookie } });
    expect(trailing.status).toBe(200);
    expect(ids(trailing.body)).not.toContain(created.body.id);
    const own = await api.get("/api/v1/payments", {
      headers: { cookie: `${cookie}; ${recentWrite!.split(";")[0]}` },
    });
    expect(ids(own.body)).toContain(created.body.id);
    // A page rendering for that browser (the cookie read by app/_server/page-session.ts) reads the primary too.
    expect(ids(await listPayments({ ...actor, wroteRecently: true }, PAGE))).toContain(created.body.id);
  } finally {
    await resumeReplay();
  }
  await cluster.caughtUp();
});

it("skips a standby that lags past the limit, with a log line, and reads the primary without an error", async () => {
  const warn = vi.spyOn(logger(), "warn");
  const info = vi.spyOn(logger(), "info");
  const { actor } = await approvedSeller();
  const admin = sessionActor(await insertUser({ role: "admin" }));
  await cluster.caughtUp();
  await pauseReplay();
  try {
    const created = await api.post("/api/v1/payments", {
      headers: { cookie: await sessionCookie(actor.userId), origin: baseUrl },
      body: { amount: 35, customer: buyer() },
    });
    expect(created.status).toBe(201);
    await sleep((MAX_LAG_SECONDS + 2.5) * 1000);

    expect(await servedByStandby(null)).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: expect.stringMatching(/^lags \d+\.\d s, more than 3 s$/) }),
      "replica skipped: reads go to the primary",
    );
    // The domain's lists and reports answer with what the primary holds.
    const page = await listAdminPayments(admin, { ...PAGE, sellerId: actor.sellerId });
    expect(page.data.map((payment) => payment.id)).toEqual([created.body.id]);
    expect((await overview(actor, { period: "day" })).qtdPendingOrders).toBe(1);
  } finally {
    await resumeReplay();
  }
  await until(() => servedByStandby(null), Boolean, "reads back on the standby once it caught up", 10_000);
  expect(info).toHaveBeenCalledWith(
    expect.objectContaining({ replica: expect.any(String) }),
    "replica read from again",
  );
});

it("answers a read whose standby is killed under it from the primary, and the reports after it", async () => {
  const warn = vi.spyOn(logger(), "warn");
  const { actor } = await approvedSeller();
  await api.post("/api/v1/payments", {
    headers: { cookie: await sessionCookie(actor.userId), origin: baseUrl },
    body: { amount: 12, customer: buyer() },
  });
  await cluster.caughtUp();
  expect(await servedByStandby(null)).toBe(true);

  const slowRead = replicaRead(
    null,
    ({ sql }) => sql.$queryRaw<[{ standby: boolean }]>`SELECT pg_sleep(2), pg_is_in_recovery() AS standby`,
  );
  await until(
    () =>
      cluster.onReplica<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE '%pg_sleep%' AND pid <> pg_backend_pid()",
      ),
    ([row]) => row!.n > 0,
    "the slow read under way on the standby",
  );
  await cluster.stopReplica("immediate");
  const [answer] = await slowRead;
  expect(answer.standby).toBe(false);
  expect(warn).toHaveBeenCalledWith(
    expect.objectContaining({ replica: expect.any(String) }),
    "read failed on a replica: retried on the primary",
  );

  // The seller's report and list, begun with the standby gone, answer from the primary.
  expect((await overview(actor, { period: "day" })).qtdPendingOrders).toBe(1);
  expect((await listPayments(actor, PAGE)).totalRecords).toBe(1);
});

it("keeps working on the primary with the standby down, promoting nothing, and reads the standby once it is back", async () => {
  const warn = vi.spyOn(logger(), "warn");
  const { user, actor } = await approvedSeller();
  const cookie = await sessionCookie(user.id);
  // Writes and reads while the standby stays down, across several rounds of checks.
  for (const amount of [10, 11, 12]) {
    const created = await api.post("/api/v1/payments", {
      headers: { cookie, origin: baseUrl },
      body: { amount, customer: buyer() },
    });
    expect(created.status).toBe(201);
    expect(await servedByStandby(null)).toBe(false);
    await sleep(800);
  }
  expect((await listPayments(actor, PAGE)).totalRecords).toBe(3);
  expect(warn).toHaveBeenCalledWith(
    expect.objectContaining({ reason: expect.stringMatching(/^unreachable/) }),
    "replica skipped: reads go to the primary",
  );
  const [primary] = (await pgPool().query<{ standby: boolean }>("SELECT pg_is_in_recovery() AS standby")).rows;
  expect(primary!.standby).toBe(false);

  await cluster.startReplica();
  await cluster.caughtUp();
  const [standby] = await cluster.onReplica<{ standby: boolean }>("SELECT pg_is_in_recovery() AS standby");
  expect(standby!.standby).toBe(true);
  await until(() => servedByStandby(null), Boolean, "reads back on the restarted standby", 10_000);
  expect((await listPayments(actor, PAGE)).totalRecords).toBe(3);
});
