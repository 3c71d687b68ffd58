import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { pollPixProvider } from "@/lib/payments/poll-provider";
import { DevolucaoPutRequestSchema } from "@/lib/pix/api-pix/spec";
import { startApiPixApp } from "@/lib/testing/api-pix";
import type { ApiClient } from "@/lib/testing/http";
import { buyer, expectLedgerConsistent, unmatchedReceipts } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { DEMO_RECEIVER_KEY } from "@/scripts/psp/app-settings";

// PIX that belong to no charge of ours, from the PSP stand-in over HTTPS with client certificates: one
// sent straight to the receiving key (public in every BR Code), and a second one on a charge already
// paid. Neither credits anyone; each is held once in the platform's unmatched receipts, whichever door
// it came through, for the admin to return.
const SECRET = "notificacoes-de-pix-sem-cobranca-0123456789";

let app: Awaited<ReturnType<typeof startApiPixApp>>;
let api: ApiClient;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  app = await startApiPixApp(SECRET, { refundDelayMs: 100 });
  api = app.api;
  seller = await createUserAndLogin(api, { approved: true });
  admin = await createUserAndLogin(api, { role: "admin" });
});

afterAll(() => app.psp.close());

afterEach(async () => {
  await control("POST", "/reset");
  await expectLedgerConsistent();
});

const control = (method: string, path: string, json?: unknown) => app.control(method, path, json);
const waitFor = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 5000, interval: 50 });

/** A PIX sent to our key with no charge: no txid. */
const sendToKey = async (valor: string) =>
  (await control("POST", "/pix", { valor, chave: DEMO_RECEIVER_KEY })).body.pix.endToEndId as string;

async function paidCharge(amount: number) {
  const created = (await api.post("/api/v1/payments", { token: seller.access, body: { amount, customer: buyer() } }))
    .body as { id: string };
  const txid = created.id.replaceAll("-", "");
  await control("POST", `/cob/${txid}/pay`, {});
  await waitFor(async () =>
    expect((await db().payment.findFirstOrThrow({ where: { id: created.id } })).status).toBe("FINISHED"),
  );
  return { id: created.id, txid };
}

/** A second PIX on a charge already paid, as a payer whose bank let it through. */
const payAgain = async (txid: string) =>
  (await control("POST", `/cob/${txid}/pay`, { force: true })).body.pix.endToEndId as string;

const heldRow = (endToEndId: string) => db().unmatchedPix.findFirst({ where: { endToEndId } });
const listed = async (endToEndId: string) =>
  (
    (await api.get("/api/v1/admin/unmatched-pix?perPage=100", { token: admin.access })).body.data as {
      id: string;
      endToEndId: string;
    }[]
  ).find((row) => row.endToEndId === endToEndId);
const availableBalance = async () =>
  (await api.get("/api/v1/seller-balances/me", { token: seller.access })).body.availableBalance as number;

describe("a PIX that belongs to no charge", () => {
  it("sent to the key without a charge and notified: held as 'no charge', listed, and returned whole in one click", async () => {
    const before = await unmatchedReceipts();
    const e2e = await sendToKey("12.34");
    await waitFor(async () => expect((await heldRow(e2e))?.status).toBe("HELD"));
    expect((await db().providerEvent.findFirstOrThrow({ where: { eventId: `pix:${e2e}` } })).outcome).toBe("no_charge");
    expect(await unmatchedReceipts()).toBe(before + 1234n);

    const row = await listed(e2e);
    expect(row).toMatchObject({ reason: "NO_CHARGE", amount: 12.34, paymentId: null, sellerId: null, status: "HELD" });
    const returning = await api.post(`/api/v1/admin/unmatched-pix/${row!.id}/return`, { token: admin.access });
    expect(returning.status).toBe(200);
    await waitFor(async () => expect((await heldRow(e2e))?.status).toBe("RETURNED"));
    const devolucoes = ((await control("GET", "/requests")).body as { method: string; path: string; body: unknown }[])
      .filter((request) => request.method === "PUT" && request.path.startsWith(`/v2/pix/${e2e}/devolucao/`))
      .map((request) => DevolucaoPutRequestSchema.parse(request.body));
    expect(devolucoes).toEqual([expect.objectContaining({ valor: "12.34", natureza: "ORIGINAL" })]);
    expect(await unmatchedReceipts()).toBe(before);
  });

  it("paid a second time on a charge already paid, notified: held as 'charge already paid', the seller credited once", async () => {
    const paid = await paidCharge(20);
    const balance = await availableBalance();
    const e2e = await payAgain(paid.txid);
    await waitFor(async () => expect((await heldRow(e2e))?.status).toBe("HELD"));
    expect(await listed(e2e)).toMatchObject({ reason: "ALREADY_PAID", amount: 20, paymentId: paid.id, status: "HELD" });
    const payment = await db().payment.findFirstOrThrow({ where: { id: paid.id } });
    expect(payment.status).toBe("FINISHED");
    expect(payment.endToEndId).not.toBe(e2e);
    expect(await availableBalance()).toBe(balance);
    const journals = await db().ledgerJournal.findMany({ where: { paymentId: paid.id }, select: { kind: true } });
    expect(journals.map((journal) => journal.kind).sort()).toEqual(["PAYMENT_CONFIRMED", "UNMATCHED_PIX_HELD"]);
  });

  it("takes a MED devolução the PSP makes of a held PIX from no seller", async () => {
    const paid = await paidCharge(25);
    const e2e = await payAgain(paid.txid);
    await waitFor(async () => expect((await heldRow(e2e))?.status).toBe("HELD"));
    const balance = await availableBalance();

    await control("POST", `/pix/${e2e}/devolucao`, { valor: "25.00", natureza: "MED_FRAUDE" });
    await waitFor(async () => {
      const told = (await control("GET", "/notifications")).body as {
        body: { pix: { endToEndId: string; devolucoes?: unknown[] }[] };
        outcome: string;
      }[];
      expect(told.some((n) => n.outcome === "delivered" && n.body.pix[0]?.devolucoes?.length)).toBe(true);
    });
    expect(await db().refund.count({ where: { paymentId: paid.id } })).toBe(0);
    expect(await availableBalance()).toBe(balance);
    // Booked with the seller of the charge the PIX paid again, as its held row names it.
    const held = (await heldRow(e2e))!;
    expect(held.sellerId).toBe(seller.user.id);
    await waitFor(async () =>
      expect(await db().unmatchedPixDevolucao.findMany({ where: { unmatchedPixId: held.id } })).toEqual([
        expect.objectContaining({ sellerId: held.sellerId, amount: 2500, nature: "MED_FRAUDE" }),
      ]),
    );
  });

  it("is held by the poller's sweep of the PIX received when the notifications never come", async () => {
    const paid = await paidCharge(30);
    await control("PUT", "/switches", { dropWebhooks: true });
    const toKey = await sendToKey("7.00");
    const again = await payAgain(paid.txid);
    await sleep(300);
    expect(await heldRow(toKey)).toBeNull();
    expect(await heldRow(again)).toBeNull();

    await pollPixProvider(new Date(Date.now() + 2 * 60_000));
    expect(await heldRow(toKey)).toMatchObject({ reason: "NO_CHARGE", amount: 700, paymentId: null, status: "HELD" });
    expect(await heldRow(again)).toMatchObject({ reason: "ALREADY_PAID", amount: 3000, paymentId: paid.id });
  });

  it("is held once when its notification and the poller's sweep read it at the same time", async () => {
    const paid = await paidCharge(40);
    await control("PUT", "/switches", { dropWebhooks: true });
    const toKey = await sendToKey("9.87");
    const again = await payAgain(paid.txid);
    const before = await unmatchedReceipts();

    const notify = () =>
      api.post(`/api/v1/providers/api-pix/notifications/${SECRET}/pix`, {
        body: { pix: [{ endToEndId: toKey }, { endToEndId: again }] },
      });
    const now = new Date(Date.now() + 2 * 60_000);
    await Promise.all([notify(), pollPixProvider(now), notify(), pollPixProvider(now)]);

    expect(await db().unmatchedPix.count({ where: { endToEndId: { in: [toKey, again] } } })).toBe(2);
    expect(await unmatchedReceipts()).toBe(before + 987n + 4000n);
    expect(await db().ledgerJournal.count({ where: { paymentId: paid.id, kind: "UNMATCHED_PIX_HELD" } })).toBe(1);
  });
});
