import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { freePort } from "@/lib/db/embedded";
import { checkLedger } from "@/lib/ledger/integrity";
import { sandboxProvider } from "@/lib/pix/providers";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, fundSeller } from "@/lib/testing/payments";
import { startProcess, type TestProcess } from "@/lib/testing/processes";
import { startReceiver } from "@/lib/testing/receiver";
import { createUserAndLogin } from "@/lib/testing/users";
import { deliverDueWebhooks } from "@/lib/webhooks/deliver";
import { registerPayoutKey } from "@/lib/testing/withdrawals";

const PAYMENTS = 30;
const WITHDRAWALS = 30;

let port: number;
let server: TestProcess | undefined;

/** The API in a process of its own, which the test can kill like a crashing server. */
async function startServerProcess(): Promise<void> {
  server = await startProcess("lib/testing/api-server-main.ts", { PORT: String(port) }, /^ready /);
}

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  port = await freePort();
});

it("keeps the ledger balanced and every event deliverable after a SIGKILL mid-traffic", async () => {
  const seller = await createUserAndLogin(api, { approved: true });
  await fundSeller(seller.user.id, 1_000_000);
  const receiver = await startReceiver();
  await api.post("/api/v1/seller-webhooks", { token: seller.access, body: { url: receiver.url } });
  await registerPayoutKey(seller.user.id);
  const link = await createLink(seller.user.id, 10_000);
  const callbacks = [];
  for (let i = 0; i < PAYMENTS; i++) {
    const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    const payment = await db().payment.findFirstOrThrow({ where: { id: created.body.id } });
    callbacks.push(
      sandboxProvider().signedCallback({
        type: "charge.paid",
        chargeId: payment.providerChargeId!,
        amount: payment.amount,
      }),
    );
  }

  await startServerProcess();
  const remote = apiClient(`http://127.0.0.1:${port}`);
  const traffic = [
    ...callbacks.map((cb) =>
      remote.post("/api/v1/providers/sandbox/webhook", { rawBody: cb.body, headers: cb.headers }),
    ),
    ...Array.from({ length: WITHDRAWALS }, () =>
      remote.post("/api/v1/withdrawals", { token: seller.access, body: { amount: 100, pixKey: "fulano@example.com" } }),
    ),
  ].map((request) => request.catch(() => null));
  await new Promise((resolve) => setTimeout(resolve, 150));
  await server!.stop("SIGKILL");
  const answered = (await Promise.all(traffic)).filter((response) => response !== null).length;
  const finishedBeforeRestart = await db().payment.count({ where: { sellerId: seller.user.id, status: "FINISHED" } });

  // The provider retries what it did not see acknowledged; resending everything is the worst case.
  await startServerProcess();
  for (const cb of callbacks) {
    const response = await remote.post("/api/v1/providers/sandbox/webhook", { rawBody: cb.body, headers: cb.headers });
    expect(response.status).toBe(200);
  }

  expect(await checkLedger(direct)).toEqual({ unbalancedJournals: [], driftedAccounts: [], entriesWithoutJournal: [] });
  expect(await db().payment.count({ where: { sellerId: seller.user.id, status: "FINISHED" } })).toBe(PAYMENTS);
  const confirmations = await db().ledgerJournal.groupBy({
    by: ["paymentId"],
    where: { kind: "PAYMENT_CONFIRMED" },
    _count: { _all: true },
  });
  expect(confirmations).toHaveLength(PAYMENTS);
  expect(confirmations.every((row) => row._count._all === 1)).toBe(true);
  const withdrawals = await db().withdrawal.findMany({ where: { sellerId: seller.user.id } });
  const holds = await db().ledgerJournal.count({
    where: { kind: "WITHDRAWAL_REQUESTED", withdrawalId: { in: withdrawals.map((w) => w.id) } },
  });
  expect(holds).toBe(withdrawals.length);

  // Every event written survived with its delivery, and goes out now.
  const events = await db().outboxEvent.findMany({ where: { sellerId: seller.user.id } });
  expect(await db().webhookDelivery.count({ where: { eventId: { in: events.map((e) => e.id) } } })).toBe(events.length);
  while ((await deliverDueWebhooks()) > 0);
  const delivered = new Set(receiver.received.map((r) => r.headers["webhook-id"]));
  expect(events.every((event) => delivered.has(event.id))).toBe(true);
  // The kill really landed mid-traffic: some requests never got an answer.
  expect(answered).toBeLessThan(PAYMENTS + WITHDRAWALS);
  expect(finishedBeforeRestart).toBeLessThan(PAYMENTS);
}, 120_000);
