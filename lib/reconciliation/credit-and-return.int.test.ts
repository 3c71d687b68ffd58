import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { settleReceivedPix } from "@/lib/payments/received-pix";
import { apiPixProvider } from "@/lib/pix/providers";
import { startApiPixApp } from "@/lib/testing/api-pix";
import type { ApiClient } from "@/lib/testing/http";
import { buyer, ensurePaymentMonths, expectLedgerConsistent } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { addDays, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { DEMO_RECEIVER_KEY } from "@/scripts/psp/app-settings";

// The admin's "credit" and "return" of a day's differences with the PSP stand-in (over HTTPS with
// client certificates): a difference is marked CREDITED only when the credit booked money, and a PIX
// that would credit no one is offered for return to its payer instead.
const SECRET = "notificacoes-do-credito-conciliado-0123456789";
const DAY = addDays(saoPauloToday(), -1);
const atNoon = (minute: number) => `${DAY}T12:${String(minute).padStart(2, "0")}:00-03:00`;

let app: Awaited<ReturnType<typeof startApiPixApp>>;
let api: ApiClient;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  app = await startApiPixApp(SECRET, { refundDelayMs: 50 });
  api = app.api;
  seller = await createUserAndLogin(api, { approved: true });
  admin = await createUserAndLogin(api, { role: "admin" });
  // The platform's first payment, on the day compared: days before it are not compared.
  const first = await api.post("/api/v1/payments", { token: seller.access, body: { amount: 10, customer: buyer() } });
  await ensurePaymentMonths(new Date(`${DAY}T08:00:00-03:00`));
  await db().payment.updateMany({
    where: { id: first.body.id },
    data: { createdAt: new Date(`${DAY}T08:00:00-03:00`) },
  });
});

afterAll(() => app.psp.close());

const control = (method: string, path: string, json?: unknown) => app.control(method, path, json);
const unheard = async <T>(act: () => Promise<T>) => {
  await control("PUT", "/switches", { dropWebhooks: true });
  try {
    return await act();
  } finally {
    await control("PUT", "/switches", { dropWebhooks: false });
  }
};
const charge = async (amount: number) =>
  (await api.post("/api/v1/payments", { token: seller.access, body: { amount, customer: buyer() } })).body as {
    id: string;
  };
const txidOf = (id: string) => id.replaceAll("-", "");
const pay = async (id: string, minute: number, extra: Record<string, unknown> = {}) =>
  (await control("POST", `/cob/${txidOf(id)}/pay`, { horario: atNoon(minute), ...extra })).body.pix
    .endToEndId as string;
const reconcile = async () =>
  expect(
    (await api.post("/api/v1/admin/reconciliation/runs", { token: admin.access, body: { day: DAY } })).status,
  ).toBe(200);
const differenceOf = async (e2e: string) =>
  (
    (await api.get(`/api/v1/admin/reconciliation/runs/${DAY}/differences?perPage=100`, { token: admin.access })).body
      .data as Record<string, any>[]
  ).find((row) => row.reference === e2e)!;
const act = async (e2e: string, action: "credit" | "refund") =>
  api.post(`/api/v1/admin/reconciliation/differences/${(await differenceOf(e2e)).id}/${action}`, {
    token: admin.access,
    body: { note: "Conferido no extrato do PSP" },
  });
const heldRow = (endToEndId: string) => db().unmatchedPix.findFirst({ where: { endToEndId } });
const returned = (e2e: string) =>
  vi.waitFor(async () => expect((await heldRow(e2e))?.status).toBe("RETURNED"), { timeout: 5000, interval: 50 });

it("marks a missed PIX CREDITED only when the credit booked it: one applied meanwhile answers 409 and the difference stays open", async () => {
  const created = await charge(20);
  const e2e = await unheard(() => pay(created.id, 1));
  await reconcile();
  expect(await differenceOf(e2e)).toMatchObject({ kind: "MISSING_OURS", actions: ["credit", "explain"] });

  // The late notification settles it between the admin's list and the click.
  await settleReceivedPix("api-pix", (await apiPixProvider().getReceivedPix(e2e))!);
  const credited = await act(e2e, "credit");
  expect(credited.status).toBe(409);
  expect(credited.body.message).toMatch(/já estava registrado/);
  expect(await differenceOf(e2e)).toMatchObject({ status: "OPEN", resolution: null });
  expect(await db().ledgerJournal.count({ where: { paymentId: created.id, kind: "PAYMENT_CONFIRMED" } })).toBe(1);
});

it("books a missed PIX in one transaction with the admin's credit: an explanation that lands while the PSP is read leaves it unbooked", async () => {
  const created = await charge(22);
  const e2e = await unheard(() => pay(created.id, 6));
  await reconcile();
  const { id } = await differenceOf(e2e);
  const readBack = async () =>
    ((await control("GET", "/requests")).body as { path: string }[]).some((entry) =>
      entry.path.endsWith(`/pix/${e2e}`),
    );

  await control("PUT", "/switches", { delayMs: 1_500 });
  let credited: ReturnType<typeof act>;
  try {
    credited = act(e2e, "credit");
    // The credit has read the difference open and waits for the PSP's answer: another admin explains it meanwhile.
    await vi.waitFor(async () => expect(await readBack()).toBe(true), { timeout: 5000, interval: 20 });
    const explained = await api.post(`/api/v1/admin/reconciliation/differences/${id}/explain`, {
      token: admin.access,
      body: { note: "Estorno combinado com o pagador" },
    });
    expect(explained.body).toMatchObject({ status: "RESOLVED", resolution: "EXPLAINED" });
  } finally {
    await control("PUT", "/switches", { delayMs: 0 });
  }
  expect((await credited).body).toMatchObject({ code: "INVALID_STATUS_TRANSITION" });
  expect((await db().payment.findFirstOrThrow({ where: { id: created.id } })).status).toBe("CREATED");
  expect(await db().ledgerJournal.count({ where: { paymentId: created.id } })).toBe(0);
  expect(await db().auditLog.count({ where: { entityId: id, action: "reconciliation.credited" } })).toBe(0);
  await expectLedgerConsistent();
});

it("books nothing when the PSP's read-back fails or its answer is lost: the difference stays open for another try", async () => {
  const created = await charge(23);
  const e2e = await unheard(() => pay(created.id, 7));
  await reconcile();
  const unbooked = async () => {
    expect((await db().payment.findFirstOrThrow({ where: { id: created.id } })).status).toBe("CREATED");
    expect(await differenceOf(e2e)).toMatchObject({ status: "OPEN", resolution: null });
  };

  // Three: a read is tried three times before the admin is answered.
  await control("PUT", "/switches", { failNext: 3, failMatch: "^GET /v2/pix/", failAs: "ErroInternoDoServidor" });
  const failed = await act(e2e, "credit");
  expect(failed.status).toBeGreaterThanOrEqual(500);
  expect(failed.body.code).toMatch(/^PSP_/);
  await unbooked();
  // A read that works in between, as the job's would: five outages in a row would open the client's breaker.
  expect(await apiPixProvider().getReceivedPix(e2e)).not.toBeNull();
  await control("PUT", "/switches", { loseNext: 3, failMatch: "^GET /v2/pix/" });
  const lost = await act(e2e, "credit");
  expect(lost.status).toBeGreaterThanOrEqual(500);
  await unbooked();

  await control("PUT", "/switches", { failMatch: null });
  expect((await act(e2e, "credit")).body).toMatchObject({ status: "RESOLVED", resolution: "CREDITED" });
  expect(await db().ledgerJournal.count({ where: { paymentId: created.id, kind: "PAYMENT_CONFIRMED" } })).toBe(1);
  await expectLedgerConsistent();
});

it("offers a missed PIX that would credit no one (another amount, a second on a paid charge, none) for return, never for credit", async () => {
  const odd = await charge(30);
  const paid = await charge(31);
  const [oddE2e, firstE2e, secondE2e, toKeyE2e] = await unheard(async () => [
    await pay(odd.id, 2, { valor: "29.99", force: true }),
    await pay(paid.id, 3),
    await pay(paid.id, 4, { force: true }),
    (await control("POST", "/pix", { valor: "8.00", chave: DEMO_RECEIVER_KEY, horario: atNoon(5) })).body.pix
      .endToEndId as string,
  ]);
  await settleReceivedPix("api-pix", (await apiPixProvider().getReceivedPix(firstE2e))!);
  await reconcile();
  expect(await differenceOf(oddE2e)).toMatchObject({ kind: "MISSING_OURS", actions: ["refund", "explain"] });
  expect(await differenceOf(secondE2e)).toMatchObject({ kind: "MISSING_OURS", actions: ["refund", "explain"] });
  expect(await differenceOf(toKeyE2e)).toMatchObject({
    kind: "MISSING_OURS",
    paymentId: null,
    actions: ["refund", "explain"],
  });

  const refused = await act(oddE2e, "credit");
  expect(refused.status).toBe(422);
  expect(await heldRow(oddE2e)).toBeNull();
  expect((await db().payment.findFirstOrThrow({ where: { id: odd.id } })).status).toBe("CREATED");

  for (const e2e of [oddE2e, secondE2e, toKeyE2e]) {
    const refunded = await act(e2e, "refund");
    expect(refunded.body).toMatchObject({ status: "RESOLVED", resolution: "REFUNDED" });
    await returned(e2e);
  }
  expect(await heldRow(oddE2e)).toMatchObject({ reason: "AMOUNT_MISMATCH", paymentId: odd.id });
  expect(await heldRow(secondE2e)).toMatchObject({ reason: "ALREADY_PAID", paymentId: paid.id });
  expect(await heldRow(toKeyE2e)).toMatchObject({ reason: "NO_CHARGE", paymentId: null });
  await expectLedgerConsistent();
});

it("credits a MED devolução of a held PIX it missed out of the unmatched receipts, taking it from no seller", async () => {
  const odd = await charge(40);
  const e2e = await pay(odd.id, 6, { valor: "39.99", force: true });
  await vi.waitFor(async () => expect((await heldRow(e2e))?.status).toBe("HELD"), { timeout: 5000, interval: 50 });
  await unheard(() => control("POST", `/pix/${e2e}/devolucao`, { valor: "10.00", natureza: "MED_FRAUDE" }));
  await reconcile();
  expect(await differenceOf(e2e)).toMatchObject({
    kind: "AMOUNT_DIFFERS",
    pspRefunded: 10,
    ourRefunded: 0,
    actions: ["credit", "explain"],
  });

  const credited = await act(e2e, "credit");
  expect(credited.body).toMatchObject({ status: "RESOLVED", resolution: "CREDITED" });
  expect(await heldRow(e2e)).toMatchObject({ status: "HELD", medReturned: 1000 });
  expect(await db().refund.count({ where: { paymentId: odd.id } })).toBe(0);
  await expectLedgerConsistent();
});

it("finds no difference in a held PIX whose MED devolução was booked", async () => {
  const e2e = (await control("POST", "/pix", { valor: "9.00", chave: DEMO_RECEIVER_KEY, horario: atNoon(7) })).body.pix
    .endToEndId as string;
  await vi.waitFor(async () => expect((await heldRow(e2e))?.status).toBe("HELD"), { timeout: 5000, interval: 50 });
  await control("POST", `/pix/${e2e}/devolucao`, { valor: "4.00", natureza: "MED_OPERACIONAL" });
  await vi.waitFor(async () => expect((await heldRow(e2e))?.medReturned).toBe(400), { timeout: 5000, interval: 50 });
  await reconcile();
  expect(await differenceOf(e2e)).toBeUndefined();
});
