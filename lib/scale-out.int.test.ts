import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, type ApiResponse, apiClient } from "@/lib/testing/http";
import { expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { startProcess, type TestProcess } from "@/lib/testing/processes";
import { startReceiver } from "@/lib/testing/receiver";
import { until } from "@/lib/testing/until";
import { createUserAndLogin } from "@/lib/testing/users";
import { registerPayoutKey } from "@/lib/testing/withdrawals";

// Two API instances and two job workers, each a process of its own on this file's database, as
// docs/DEPLOYMENT.md runs them behind a load balancer. The shortest lease the setting allows keeps
// the worker-crash case quick. Each instance gets a connection per request of a burst, so requests
// queue on the seller's row lock, not for a connection (a wait over 5 s would answer 503).
const API_SERVER = "lib/testing/api-server-main.ts";
const WORKER = "scripts/worker.ts";
const WORKER_READY = /^job workers running/;
const LEASE_SECONDS = 15;
const BURST = 48;

let instances: TestProcess[];
let web: ApiClient[];
let workers: TestProcess[];
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const startWorker = () => startProcess(WORKER, { WEBHOOK_LEASE_SECONDS: String(LEASE_SECONDS) }, WORKER_READY);

beforeAll(async () => {
  const processes = await Promise.all([
    startProcess(API_SERVER, { PORT: "0", DB_POOL_MAX: String(BURST / 2) }, /^ready /),
    startProcess(API_SERVER, { PORT: "0", DB_POOL_MAX: String(BURST / 2) }, /^ready /),
    startWorker(),
    startWorker(),
  ]);
  instances = processes.slice(0, 2);
  workers = processes.slice(2);
  web = instances.map((instance) => apiClient(instance.readyLine.slice("ready ".length).trim()));
  receiver = await startReceiver();
});

/**
 * A seller who logs in on instance 0, registers a payout key, a webhook on instance 1 (one token, any instance), and is
 * funded.
 */
async function fundedSellerWithWebhook(cents: number) {
  const seller = await createUserAndLogin(web[0]!, { approved: true });
  // Before the webhook, so that its deliveries are the withdrawals' alone.
  await registerPayoutKey(seller.user.id);
  const webhook = await web[1]!.post("/api/v1/seller-webhooks", { token: seller.access, body: { url: receiver.url } });
  expect(webhook.status).toBe(201);
  await fundSeller(seller.user.id, cents);
  return seller;
}

function withdraw(instance: number, token: string, amount: number, idempotencyKey?: string) {
  return web[instance]!.post("/api/v1/withdrawals", {
    token,
    body: { amount, pixKey: "fulano@example.com" },
    ...(idempotencyKey && { headers: { "idempotency-key": idempotencyKey } }),
  });
}

async function deliveriesOf(sellerId: string) {
  const events = await db().outboxEvent.findMany({ where: { sellerId }, select: { id: true } });
  return db().webhookDelivery.findMany({
    where: { eventId: { in: events.map((event) => event.id) } },
    orderBy: { id: "asc" },
  });
}

function receivedFor(eventIds: string[]) {
  return receiver.received.filter((entry) => eventIds.includes(String(entry.headers["webhook-id"])));
}

it("never overdraws with withdrawals spread over two instances, and two workers deliver each event once", async () => {
  const seller = await fundedSellerWithWebhook(120_000);
  // Answers take longer than a worker's poll interval, so a delivery handed out twice would overlap.
  receiver.setDelay(1_500);

  // R$ 1.200 available, 48 requests of R$ 50 (the fee comes out of the amount): exactly 24 fit.
  const results = await Promise.all(Array.from({ length: BURST }, (_, i) => withdraw(i % 2, seller.access, 50)));
  const accepted = results.filter((r) => r.status === 201);
  expect(accepted).toHaveLength(24);
  expect(results.filter((r) => r.status === 422 && r.body.code === "INSUFFICIENT_BALANCE")).toHaveLength(24);
  for (const instance of [0, 1])
    expect(results.filter((r, i) => i % 2 === instance && r.status === 201).length).toBeGreaterThan(0);
  expect((await web[1]!.get("/api/v1/seller-balances/me", { token: seller.access })).body).toMatchObject({
    availableBalance: 0,
    pendingBalance: 1200,
  });
  await expectLedgerConsistent();

  // Each accepted withdrawal wrote one withdrawal.requested event; both workers poll for them.
  const deliveries = await deliveriesOf(seller.user.id);
  expect(deliveries).toHaveLength(24);
  await until(
    async () => (await deliveriesOf(seller.user.id)).every((d) => d.status === "SUCCEEDED"),
    Boolean,
    "24 deliveries to succeed",
    30_000,
  );
  const eventIds = deliveries.map((d) => d.eventId);
  const received = receivedFor(eventIds);
  expect(received).toHaveLength(24);
  expect(new Set(received.map((entry) => entry.headers["webhook-id"])).size).toBe(24);
  expect(receiver.overlapping).toEqual([]);
  expect((await deliveriesOf(seller.user.id)).every((d) => d.attempts === 1)).toBe(true);
}, 60_000);

it("a worker stopped for a restart finishes sending the deliveries it holds before it exits", async () => {
  const seller = await fundedSellerWithWebhook(10_000);
  receiver.setDelay(1_500);
  expect((await withdraw(0, seller.access, 50)).status).toBe(201);
  const [delivery] = await deliveriesOf(seller.user.id);
  await until(() => receivedFor([delivery!.eventId]).length === 1, Boolean, "a worker to send the delivery", 10_000);

  // A rolling restart stops the workers with SIGTERM while the receiver takes its time to answer:
  // the answer is awaited and recorded, instead of the delivery staying leased to be sent again.
  expect(await Promise.all(workers.map((worker) => worker.stop("SIGTERM")))).toEqual([0, 0]);
  expect(await deliveriesOf(seller.user.id)).toMatchObject([{ status: "SUCCEEDED", attempts: 1 }]);
  expect(receiver.abandoned).toEqual([]);
}, 30_000);

it("a worker killed mid-send loses no delivery: another worker sends it once the lease ends", async () => {
  // The workers were stopped by the test before: what happens meanwhile waits in the outbox.
  const seller = await fundedSellerWithWebhook(50_000);
  for (let i = 0; i < 5; i++) expect((await withdraw(i % 2, seller.access, 50)).status).toBe(201);
  const eventIds = (await deliveriesOf(seller.user.id)).map((d) => d.eventId);

  // The receiver hangs, so the next worker's first poll holds all five in flight.
  receiver.setDelay(0);
  receiver.setHolding(true);
  const doomed = await startWorker();
  await until(() => receivedFor(eventIds).length === 5, Boolean, "a worker to send the 5 deliveries", 10_000);
  const leased = await deliveriesOf(seller.user.id);
  expect(leased.every((d) => d.status === "PENDING" && d.attempts === 1)).toBe(true);
  const leaseEnd = new Map(leased.map((d) => [d.id, d.nextAttemptAt.getTime()]));

  // Another worker runs alongside and leaves them alone while the lease lasts.
  workers = [await startWorker()];
  await doomed.stop("SIGKILL");
  await until(
    () => receivedFor(eventIds).every((entry) => receiver.abandoned.includes(entry)),
    Boolean,
    "the killed worker's connections to close",
    5_000,
  );
  receiver.setHolding(false);
  expect(await deliveriesOf(seller.user.id)).toEqual(leased);

  await until(
    async () => (await deliveriesOf(seller.user.id)).every((d) => d.status === "SUCCEEDED"),
    Boolean,
    "the other worker to deliver after the lease",
    LEASE_SECONDS * 1000 + 15_000,
  );
  const delivered = await deliveriesOf(seller.user.id);
  expect(delivered.every((d) => d.attempts === 2 && d.deliveredAt!.getTime() >= leaseEnd.get(d.id)!)).toBe(true);
  const received = receivedFor(eventIds);
  expect(received).toHaveLength(10);
  for (const id of eventIds) {
    expect(
      received.filter((entry) => entry.headers["webhook-id"] === id).map((entry) => receiver.abandoned.includes(entry)),
    ).toEqual([true, false]);
  }
  expect(receiver.overlapping).toEqual([]);
}, 60_000);

it("an instance killed mid-burst leaves no half-written withdrawal, and retries on the survivor apply once", async () => {
  const seller = await fundedSellerWithWebhook(80_000);
  // R$ 800 available, 48 requests of R$ 20: exactly 40 fit once every request has been handled.
  const keys = Array.from({ length: BURST }, () => randomUUID());
  const first = keys.map((key, i) => withdraw(i % 2, seller.access, 20, key).catch(() => null));
  await until(
    async () => (await db().withdrawal.count({ where: { sellerId: seller.user.id } })) >= 5,
    Boolean,
    "the burst to be under way",
    10_000,
  );
  await instances[1]!.stop("SIGKILL");
  const answers: (ApiResponse | null)[] = await Promise.all(first);
  const unanswered = keys.flatMap((_, i) => (answers[i] === null ? [i] : []));
  // The kill landed mid-burst: some requests to the dead instance never got an answer.
  expect(unanswered.length).toBeGreaterThan(0);
  expect(unanswered.every((i) => i % 2 === 1)).toBe(true);

  // A client retries what got no answer, with the same key, through the survivor.
  for (const i of unanswered) answers[i] = await withdraw(0, seller.access, 20, keys[i]);
  const final = answers as ApiResponse[];
  expect(final.every((r) => r.status === 201 || (r.status === 422 && r.body.code === "INSUFFICIENT_BALANCE"))).toBe(
    true,
  );
  const acceptedIds = final.filter((r) => r.status === 201).map((r) => r.body.id as string);
  expect(acceptedIds).toHaveLength(40);

  const withdrawals = await db().withdrawal.findMany({ where: { sellerId: seller.user.id }, select: { id: true } });
  expect(withdrawals.map((w) => w.id).sort()).toEqual([...acceptedIds].sort());
  const holds = await db().ledgerJournal.groupBy({
    by: ["withdrawalId"],
    where: { kind: "WITHDRAWAL_REQUESTED", withdrawalId: { in: acceptedIds } },
    _count: { _all: true },
  });
  expect(holds).toHaveLength(40);
  expect(holds.every((row) => row._count._all === 1)).toBe(true);
  const events = await db().outboxEvent.findMany({
    where: { sellerId: seller.user.id, type: "withdrawal.requested" },
    select: { payload: true },
  });
  expect(events.map((event) => (event.payload as { id: string }).id).sort()).toEqual([...acceptedIds].sort());
  expect((await web[0]!.get("/api/v1/seller-balances/me", { token: seller.access })).body).toMatchObject({
    availableBalance: 0,
    pendingBalance: 800,
  });
  await expectLedgerConsistent();
}, 60_000);
