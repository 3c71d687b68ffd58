import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { startApiPixApp } from "@/lib/testing/api-pix";
import type { ApiClient } from "@/lib/testing/http";
import { buyer, expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { until } from "@/lib/testing/until";
import { createUserAndLogin } from "@/lib/testing/users";
import { SLICE_MS, sweepDevolucoes } from "./devolucao-sweep";

// The sweep of the devoluções of the PIX of the last 90 days, over real HTTPS against the PSP stand-in: a MED
// devolução whose one notification was lost, weeks after its PIX, is booked once, by the path a notification takes.
const SECRET = "notificacoes-do-psp-de-testes-varredura-01";
const DAY_MS = 24 * 60 * 60 * 1000;
// As lib/jobs/schedule.ts runs it.
const RUN_EVERY_MS = 5 * 60 * 1000;

let app: Awaited<ReturnType<typeof startApiPixApp>>;
let api: ApiClient;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  app = await startApiPixApp(SECRET, { refundDelayMs: 100 });
  api = app.api;
  seller = await createUserAndLogin(api, { approved: true });
  await fundSeller(seller.user.id, 10_000);
});

afterAll(() => app.psp.close());

const control = (method: string, path: string, json?: unknown) => app.control(method, path, json);
const switches = (json: Record<string, unknown>) => control("PUT", "/switches", json);
const listRequests = async () =>
  (
    (await control("GET", "/requests")).body as { method: string; path: string; query: Record<string, string> }[]
  ).filter((r) => r.method === "GET" && r.path === "/v2/pix");

/** A charge paid `daysAgo` days ago at the stand-in, settled by its notification. */
async function oldPaidCharge(amount: number, daysAgo: number) {
  const created = await api.post("/api/v1/payments", { token: seller.access, body: { amount, customer: buyer() } });
  expect(created.status).toBe(201);
  const horario = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  const paid = await control("POST", `/cob/${created.body.id.replaceAll("-", "")}/pay`, { horario });
  await until(
    () => db().payment.findFirstOrThrow({ where: { id: created.body.id } }),
    (p) => p.status === "FINISHED",
    "settled",
  );
  return { id: created.body.id as string, endToEndId: paid.body.pix.endToEndId as string };
}

const cursor = () => db().devolucaoSweep.findUniqueOrThrow({ where: { provider: "api-pix" } });
const available = async () =>
  Math.round((await api.get("/api/v1/seller-balances/me", { token: seller.access })).body.availableBalance * 100);
const refundsOf = (paymentId: string) =>
  db().refund.findMany({
    where: { paymentId },
    select: { nature: true, amount: true, status: true },
    orderBy: { createdAt: "asc" },
  });

/** The job's runs every 5 minutes from `start` until one ends its pass over the 90 days. */
async function onePass(start: Date) {
  let settled = 0;
  let runs = 0;
  let now = start;
  do {
    settled += await sweepDevolucoes(now);
    runs++;
    now = new Date(start.getTime() + runs * RUN_EVERY_MS);
  } while ((await cursor()).nextFrom !== null && runs < 1_000);
  return { settled, runs, endedAt: now };
}

describe("the devolução sweep", () => {
  it(
    "books a MED devolução on a PIX paid 30 days ago whose notification was lost, once, within a day, and our own devolução as ours",
    { timeout: 120_000 },
    async () => {
      const med = await oldPaidCharge(40, 30);
      const ours = await oldPaidCharge(20, 45);
      await switches({ dropWebhooks: true });
      await control("POST", `/pix/${med.endToEndId}/devolucao`, { valor: "25.00", natureza: "MED_FRAUDE" });
      const refund = await api.post(`/api/v1/payments/${ours.id}/refunds`, {
        token: seller.access,
        body: { amount: 5 },
      });
      expect(refund.body.status).toBe("PROCESSING");
      // Both told by notifications that never left the PSP: the MED at once, ours once the PSP returned the money.
      await until(
        async () => (await control("GET", "/notifications")).body as { outcome: string }[],
        (sent) => sent.filter((n) => n.outcome === "dropped").length === 2,
        "notifications dropped",
      );
      const before = { available: await available(), journals: await db().ledgerJournal.count() };
      expect(await refundsOf(med.id)).toEqual([]);

      const first = await onePass(new Date());
      // A pass over the 90 days, and so any PIX's devolução, within a day of the job's runs.
      expect(first.runs * RUN_EVERY_MS).toBeLessThan(DAY_MS);
      expect(first.settled).toBe(2);
      expect(await refundsOf(med.id)).toEqual([{ nature: "MED_FRAUDE", amount: 2_500, status: "DONE" }]);
      expect(await refundsOf(ours.id)).toEqual([{ nature: "ORIGINAL", amount: 500, status: "DONE" }]);
      expect(await db().payment.findFirstOrThrow({ where: { id: med.id } })).toMatchObject({
        status: "FINISHED",
        refundedAmount: 2_500,
      });
      // Ours was taken from the balance when it was asked for; the MED now.
      expect(await available()).toBe(before.available - 2_500);
      const afterFirst = { available: await available(), journals: await db().ledgerJournal.count() };
      expect(afterFirst.journals).toBeGreaterThan(before.journals);

      const second = await onePass(first.endedAt);
      expect(second.settled).toBe(0);
      expect(await refundsOf(med.id)).toHaveLength(1);
      expect(await refundsOf(ours.id)).toHaveLength(1);
      expect({ available: await available(), journals: await db().ledgerJournal.count() }).toEqual(afterFirst);
      await expectLedgerConsistent();
      await control("POST", "/reset");
    },
  );

  it("resumes where a failed run stopped, and a run that died once its lease has run out", async () => {
    const start = new Date(Date.now() + 2 * DAY_MS);
    await sweepDevolucoes(start);
    const { nextFrom } = await cursor();
    expect(nextFrom).not.toBeNull();

    // The PSP down for the next run's first read (every retry of it): the run fails and moves nothing.
    await control("POST", "/reset");
    await switches({ failNext: 3, failMatch: "^GET /v2/pix$" });
    await expect(sweepDevolucoes(new Date(start.getTime() + RUN_EVERY_MS))).rejects.toThrow();
    expect((await cursor()).nextFrom).toEqual(nextFrom);
    const failed = await listRequests();
    expect(failed.map((r) => r.query.inicio)).toEqual(Array(3).fill(nextFrom!.toISOString()));

    await control("POST", "/reset");
    await sweepDevolucoes(new Date(start.getTime() + 2 * RUN_EVERY_MS));
    const resumed = await listRequests();
    expect(resumed[0]!.query).toMatchObject({ inicio: nextFrom!.toISOString(), devolucaoPresente: "true" });
    const afterResumed = await cursor();
    expect(afterResumed.nextFrom).toEqual(new Date(nextFrom!.getTime() + resumed.length * SLICE_MS));

    // What a run killed mid-way leaves: the cursor where it got to, and a lease that keeps others out until it ends.
    const diedAt = new Date(start.getTime() + 3 * RUN_EVERY_MS);
    await db().devolucaoSweep.update({
      where: { provider: "api-pix" },
      data: { leaseId: crypto.randomUUID(), leasedUntil: new Date(diedAt.getTime() + 10 * 60 * 1000) },
    });
    await control("POST", "/reset");
    expect(await sweepDevolucoes(new Date(diedAt.getTime() + RUN_EVERY_MS))).toBe(0);
    expect(await listRequests()).toEqual([]);
    await sweepDevolucoes(new Date(diedAt.getTime() + 3 * RUN_EVERY_MS));
    expect((await listRequests())[0]!.query.inicio).toBe(afterResumed.nextFrom!.toISOString());
  });

  it("reads nothing on a worker whose clock is behind the cursor, and leaves the next run a new pass", async () => {
    const { nextFrom } = await cursor();
    await control("POST", "/reset");
    expect(await sweepDevolucoes(new Date(nextFrom!.getTime() - 1_000))).toBe(0);
    expect(await listRequests()).toEqual([]);
    expect(await cursor()).toMatchObject({ nextFrom: null, leaseId: null });
  });
});
