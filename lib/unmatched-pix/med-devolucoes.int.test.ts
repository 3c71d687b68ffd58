import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { sweepDevolucoes } from "@/lib/payments/devolucao-sweep";
import { settleReceivedPix } from "@/lib/payments/received-pix";
import { DevolucaoPutRequestSchema } from "@/lib/pix/api-pix/spec";
import { apiPixProvider } from "@/lib/pix/providers";
import { startApiPixApp } from "@/lib/testing/api-pix";
import type { ApiClient } from "@/lib/testing/http";
import { expectLedgerConsistent, unmatchedReceipts } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { DEMO_RECEIVER_KEY } from "@/scripts/psp/app-settings";
import { resumeUnmatchedReturns } from "./service";

// A MED devolução the PSP makes on its own of a held PIX, from the PSP stand-in over HTTPS: the money has left the PSP
// account, so it leaves the unmatched receipts once per devolução, by the notification or the devolução sweep, and the
// admin's return asks only for what is left, even when the MED comes while that return is under way.
const SECRET = "notificacoes-de-med-em-pix-retido-0123456789";

let app: Awaited<ReturnType<typeof startApiPixApp>>;
let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  app = await startApiPixApp(SECRET, { refundDelayMs: 100 });
  api = app.api;
  admin = await createUserAndLogin(api, { role: "admin" });
});

afterAll(() => app.psp.close());

afterEach(async () => {
  await control("POST", "/reset");
  await expectLedgerConsistent();
});

const control = (method: string, path: string, json?: unknown) => app.control(method, path, json);
const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 8000, interval: 50 });
// What the recovery job sees a few minutes on, past its staleness.
const later = () => new Date(Date.now() + 3 * 60_000);

/** A PIX sent to our key with no charge, held once its notification is read. */
async function heldPix(valor: string) {
  const e2e = (await control("POST", "/pix", { valor, chave: DEMO_RECEIVER_KEY })).body.pix.endToEndId as string;
  await waitFor(async () => expect((await heldRow(e2e))?.status).toBe("HELD"));
  return (await heldRow(e2e))!;
}

const med = (e2e: string, valor: string) =>
  control("POST", `/pix/${e2e}/devolucao`, { valor, natureza: "MED_OPERACIONAL" });
const heldRow = (endToEndId: string) => db().unmatchedPix.findFirst({ where: { endToEndId } });
const listed = async (id: string) =>
  (
    (await api.get("/api/v1/admin/unmatched-pix?perPage=100", { token: admin.access })).body.data as {
      id: string;
    }[]
  ).find((row) => row.id === id);
const returnHeld = (id: string) => api.post(`/api/v1/admin/unmatched-pix/${id}/return`, { token: admin.access });
/** The devoluções the PSP has made of a PIX: valor and natureza of each, done. */
const returnedAtPsp = async (e2e: string) =>
  (await apiPixProvider().getReceivedPix(e2e))!.refunds
    .filter((refund) => refund.outcome.status === "DONE")
    .map((refund) => ({ amount: refund.amount, nature: refund.nature }));
/** The valores of our devoluções asked of a PIX. */
const returnsAsked = async (e2e: string) =>
  ((await control("GET", "/requests")).body as { method: string; path: string; body: unknown }[])
    .filter((request) => request.method === "PUT" && request.path.startsWith(`/v2/pix/${e2e}/devolucao/`))
    .map((request) => DevolucaoPutRequestSchema.parse(request.body).valor);
const bookedMeds = (unmatchedPixId: string) =>
  db().unmatchedPixDevolucao.findMany({ where: { unmatchedPixId }, select: { amount: true, nature: true } });
const medAudits = (entityId: string) =>
  db().auditLog.count({ where: { entityId, action: "unmatched_pix.returned_by_med" } });
const notify = (e2e: string) =>
  api.post(`/api/v1/providers/api-pix/notifications/${SECRET}/pix`, { body: { pix: [{ endToEndId: e2e }] } });
/** The sweep's cursor an hour back, so its next run reads the last hour of PIX with a devolução. */
const sweepFromAnHourAgo = () => {
  const sweep = { nextFrom: new Date(Date.now() - 60 * 60_000), passStartedAt: new Date(), leaseId: null };
  return db().devolucaoSweep.upsert({
    where: { provider: "api-pix" },
    create: { provider: "api-pix", ...sweep },
    update: { ...sweep, leasedUntil: null },
  });
};

describe("a MED devolução of a held PIX", () => {
  it("is booked once from its notification out of the unmatched receipts, and the return then sends back what is left", async () => {
    const row = await heldPix("30.00");
    const before = await unmatchedReceipts();

    await med(row.endToEndId, "10.00");
    await waitFor(async () => expect((await heldRow(row.endToEndId))?.medReturned).toBe(1000));
    expect(await unmatchedReceipts()).toBe(before - 1000n);
    expect(await bookedMeds(row.id)).toEqual([{ amount: 1000, nature: "MED_OPERACIONAL" }]);
    // A PIX sent to the key paid no seller: neither its row nor its devolução names one.
    expect(row.sellerId).toBeNull();
    expect(await db().unmatchedPixDevolucao.findMany({ where: { unmatchedPixId: row.id } })).toEqual([
      expect.objectContaining({ sellerId: null }),
    ]);
    expect(await medAudits(row.id)).toBe(1);
    expect(await listed(row.id)).toMatchObject({ status: "HELD", amount: 30, medReturned: 10, heldAmount: 20 });

    // The same fact read again (a repeated notification, the poller) books nothing more.
    await settleReceivedPix("api-pix", (await apiPixProvider().getReceivedPix(row.endToEndId))!);
    expect(await unmatchedReceipts()).toBe(before - 1000n);
    expect(await bookedMeds(row.id)).toHaveLength(1);

    expect((await returnHeld(row.id)).status).toBe(200);
    await waitFor(async () => expect((await heldRow(row.endToEndId))?.status).toBe("RETURNED"));
    expect(await returnsAsked(row.endToEndId)).toEqual(["20.00"]);
    expect(await returnedAtPsp(row.endToEndId)).toEqual([
      { amount: 1000, nature: "MED_OPERACIONAL" },
      { amount: 2000, nature: "ORIGINAL" },
    ]);
    expect(await unmatchedReceipts()).toBe(before - 3000n);
    expect(await listed(row.id)).toMatchObject({ status: "RETURNED", heldAmount: 0 });
  });

  it("of all that is held leaves nothing to return: RETURNED_BY_MED, and the return is refused", async () => {
    const row = await heldPix("12.00");
    const before = await unmatchedReceipts();

    await med(row.endToEndId, "5.00");
    await med(row.endToEndId, "7.00");
    await waitFor(async () => expect((await heldRow(row.endToEndId))?.status).toBe("RETURNED_BY_MED"));
    expect(await unmatchedReceipts()).toBe(before - 1200n);
    expect(await medAudits(row.id)).toBe(2);
    expect(await listed(row.id)).toMatchObject({ status: "RETURNED_BY_MED", medReturned: 12, heldAmount: 0 });

    const refused = await returnHeld(row.id);
    expect(refused.status).toBe(422);
    expect(await returnsAsked(row.endToEndId)).toEqual([]);
  });

  it("whose notification was lost is booked by the devolução sweep, once, after the return it made fail asked for too much", async () => {
    const row = await heldPix("40.00");
    const before = await unmatchedReceipts();
    await control("PUT", "/switches", { dropWebhooks: true });
    await med(row.endToEndId, "15.00");

    // Not yet booked: the return asks for the whole PIX and the PSP refuses it.
    const refused = await returnHeld(row.id);
    expect(refused.status).toBe(422);
    expect((await heldRow(row.endToEndId))?.status).toBe("RETURN_FAILED");

    await sweepFromAnHourAgo();
    expect(await sweepDevolucoes(new Date())).toBe(1);
    expect(await heldRow(row.endToEndId)).toMatchObject({ status: "RETURN_FAILED", medReturned: 1500 });
    expect(await unmatchedReceipts()).toBe(before - 1500n);
    await sweepFromAnHourAgo();
    expect(await sweepDevolucoes(new Date())).toBe(0);

    await control("PUT", "/switches", { dropWebhooks: false });
    expect((await returnHeld(row.id)).status).toBe(200);
    await waitFor(async () => expect((await heldRow(row.endToEndId))?.status).toBe("RETURNED"));
    expect(await returnsAsked(row.endToEndId)).toEqual(["40.00", "25.00"]);
    expect(await unmatchedReceipts()).toBe(before - 4000n);
  });

  it("is booked once when its notifications and the sweep read it at the same time", async () => {
    const row = await heldPix("20.00");
    const before = await unmatchedReceipts();
    await control("PUT", "/switches", { dropWebhooks: true });
    await med(row.endToEndId, "8.00");
    await sweepFromAnHourAgo();

    const pix = (await apiPixProvider().getReceivedPix(row.endToEndId))!;
    await Promise.all([
      notify(row.endToEndId),
      sweepDevolucoes(new Date()),
      notify(row.endToEndId),
      settleReceivedPix("api-pix", pix),
    ]);
    expect(await bookedMeds(row.id)).toEqual([{ amount: 800, nature: "MED_OPERACIONAL" }]);
    expect(await heldRow(row.endToEndId)).toMatchObject({ status: "HELD", medReturned: 800 });
    expect(await unmatchedReceipts()).toBe(before - 800n);
    expect(await medAudits(row.id)).toBe(1);
  });
});

describe("a MED devolução of a held PIX while its return is under way", () => {
  /** The admin's return of a held PIX whose call got no answer: RETURNING, nothing asked of the PSP yet. */
  async function returningUnanswered(valor: string) {
    const row = await heldPix(valor);
    await control("PUT", "/switches", { failNext: 3, failMatch: "^PUT /v2/pix/", failAs: "ErroInternoDoServidor" });
    expect((await returnHeld(row.id)).status).toBe(503);
    await control("POST", "/reset");
    expect((await heldRow(row.endToEndId))?.status).toBe("RETURNING");
    return row;
  }

  it("leaves the return to send back what is left", async () => {
    const row = await returningUnanswered("30.00");
    const before = await unmatchedReceipts();

    await med(row.endToEndId, "10.00");
    await waitFor(async () => expect((await heldRow(row.endToEndId))?.medReturned).toBe(1000));
    expect((await heldRow(row.endToEndId))?.status).toBe("RETURNING");

    await resumeUnmatchedReturns(later());
    await waitFor(async () => expect((await heldRow(row.endToEndId))?.status).toBe("RETURNED"));
    expect(await returnedAtPsp(row.endToEndId)).toEqual([
      { amount: 1000, nature: "MED_OPERACIONAL" },
      { amount: 2000, nature: "ORIGINAL" },
    ]);
    expect(await unmatchedReceipts()).toBe(before - 3000n);
  });

  it("of all of it ends the return: nothing more is asked of the PSP", async () => {
    const row = await returningUnanswered("18.00");
    const before = await unmatchedReceipts();

    await med(row.endToEndId, "18.00");
    await waitFor(async () => expect((await heldRow(row.endToEndId))?.status).toBe("RETURNED_BY_MED"));
    const asked = await returnsAsked(row.endToEndId);
    expect(await resumeUnmatchedReturns(later())).toBe(0);
    expect(await returnsAsked(row.endToEndId)).toEqual(asked);
    expect(await returnedAtPsp(row.endToEndId)).toEqual([{ amount: 1800, nature: "MED_OPERACIONAL" }]);
    expect(await unmatchedReceipts()).toBe(before - 1800n);
  });

  it("booked while the PSP refuses the return it made too large: the return is asked again for what is left", async () => {
    const row = await heldPix("50.00");
    const before = await unmatchedReceipts();
    // Every answer of the PSP's API waits: the MED is made, notified and booked while our call waits for its answer.
    await control("PUT", "/switches", { delayMs: 1500 });
    const returning = returnHeld(row.id);
    await waitFor(async () => expect(await returnsAsked(row.endToEndId)).toEqual(["50.00"]));
    await med(row.endToEndId, "20.00");
    await waitFor(async () => expect((await heldRow(row.endToEndId))?.medReturned).toBe(2000));
    expect((await returning).body.status).toBe("RETURNING");
    expect((await heldRow(row.endToEndId))?.status).toBe("RETURNING");

    await control("PUT", "/switches", { delayMs: 0 });
    await resumeUnmatchedReturns(later());
    await waitFor(async () => expect((await heldRow(row.endToEndId))?.status).toBe("RETURNED"));
    expect(await returnsAsked(row.endToEndId)).toEqual(["50.00", "30.00"]);
    expect(await returnedAtPsp(row.endToEndId)).toEqual([
      { amount: 2000, nature: "MED_OPERACIONAL" },
      { amount: 3000, nature: "ORIGINAL" },
    ]);
    expect(await unmatchedReceipts()).toBe(before - 5000n);
  });
});
