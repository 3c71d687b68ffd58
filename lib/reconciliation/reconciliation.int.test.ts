import Papa from "papaparse";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { settleReceivedPix } from "@/lib/payments/received-pix";
import { apiPixProvider } from "@/lib/pix/providers";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, ensurePaymentMonths, expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { addDays, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { apiPixSettingsFor } from "@/scripts/psp/app-settings";
import { type PspStandIn, startPspStandIn } from "@/scripts/psp/stand-in";
import { pspRequest, type Tls } from "@/scripts/psp/testing";
import { reconcileYesterday } from "./service";

// A São Paulo day with one of each kind of difference between the PSP stand-in (over HTTPS with
// client certificates) and our ledger, and the admin's fix of each.
const SECRET = "notificacoes-da-conciliacao-0123456789";
const DAY = addDays(saoPauloToday(), -1);
const atNoon = (minute: number) => `${DAY}T12:${String(minute).padStart(2, "0")}:00-03:00`;

let psp: PspStandIn;
let tls: Tls;
let api: ApiClient;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  psp = await startPspStandIn({ refundDelayMs: 50 });
  tls = { ca: psp.pki.caCert, cert: psp.pki.clientCert, key: psp.pki.clientKey };
  Object.assign(process.env, apiPixSettingsFor(psp, { webhookSecret: SECRET }));
  const { baseUrl } = await startApiServer();
  api = apiClient(baseUrl);
  await apiPixProvider().registerWebhook(`${baseUrl}/api/v1/providers/api-pix/notifications/${SECRET}`);
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

afterAll(() => psp.close());

const control = (method: string, path: string, json?: unknown) =>
  pspRequest(tls, method, `${psp.controlUrl}${path}`, { json });
const charge = async (amount: number) =>
  (await api.post("/api/v1/payments", { token: seller.access, body: { amount, customer: buyer() } })).body as {
    id: string;
    txid: string;
  };
const txidOf = (id: string) => id.replaceAll("-", "");
const pay = async (id: string, minute: number, extra: Record<string, unknown> = {}) =>
  (await control("POST", `/cob/${txidOf(id)}/pay`, { horario: atNoon(minute), ...extra })).body.pix
    .endToEndId as string;
const statusOf = async (id: string) => (await db().payment.findFirstOrThrow({ where: { id } })).status;
const settled = (id: string) =>
  vi.waitFor(async () => expect(await statusOf(id)).toBe("FINISHED"), { timeout: 5000, interval: 50 });
const reconcile = () => api.post("/api/v1/admin/reconciliation/runs", { token: admin.access, body: { day: DAY } });
const differences = async () =>
  (await api.get(`/api/v1/admin/reconciliation/runs/${DAY}/differences?perPage=100`, { token: admin.access })).body
    .data as Record<string, any>[];
const differenceOf = async (e2e: string) => (await differences()).find((row) => row.reference === e2e)!;

it("finds each kind of difference of a day with the PSP, and each is fixed by the admin's action, audited", async () => {
  // Matched: paid, notified, credited.
  const matched = await charge(10);
  await pay(matched.id, 0);
  await settled(matched.id);

  // Paid at the PSP while its notifications were lost: missing on our side, twice (one credited, one left to a late
  // notification).
  await control("PUT", "/switches", { dropWebhooks: true });
  const missed = await charge(20);
  const missedE2e = await pay(missed.id, 1);
  const late = await charge(21);
  const lateE2e = await pay(late.id, 2);
  // A PIX that paid a charge we had cancelled, also unheard of.
  const cancelled = await charge(30);
  expect(
    (await api.post(`/api/v1/payments/${cancelled.id}/cancel`, { token: seller.access, body: {} })).body.status,
  ).toBe("CANCELLED");
  const cancelledE2e = await pay(cancelled.id, 3, { force: true });
  await control("PUT", "/switches", { dropWebhooks: false });

  // A devolução the PSP made itself (MED) that we never heard of: the amounts returned differ.
  const med = await charge(40);
  const medE2e = await pay(med.id, 4);
  await settled(med.id);
  await control("PUT", "/switches", { dropWebhooks: true });
  await control("POST", `/pix/${medE2e}/devolucao`, { valor: "15.00", natureza: "MED_FRAUDE" });
  await control("PUT", "/switches", { dropWebhooks: false });

  // Our ledger has a PIX the PSP does not report (as if a notification we trusted had named one it never received).
  const phantom = await charge(50);
  const phantomE2e = `E99999999${DAY.replaceAll("-", "")}1205phantom0001`;
  await settleReceivedPix("api-pix", {
    endToEndId: phantomE2e,
    txid: txidOf(phantom.id),
    amount: 5000,
    paidAt: new Date(atNoon(5)),
    refunds: [],
  });

  const run = await reconcile();
  expect(run.status).toBe(200);
  expect(run.body).toMatchObject({
    day: DAY,
    status: "DONE",
    pspCount: 5,
    ourCount: 3,
    matchedCount: 1,
    differenceCount: 5,
    openCount: 5,
  });
  expect(await differenceOf(missedE2e)).toMatchObject({
    kind: "MISSING_OURS",
    pspAmount: 20,
    ourAmount: null,
    paymentId: missed.id,
    txid: txidOf(missed.id),
    seller: { id: seller.user.id, name: seller.user.companyName },
    actions: ["credit", "explain"],
  });
  expect(await differenceOf(cancelledE2e)).toMatchObject({
    kind: "MISSING_OURS",
    pspAmount: 30,
    actions: ["refund", "explain"],
  });
  expect(await differenceOf(medE2e)).toMatchObject({
    kind: "AMOUNT_DIFFERS",
    pspAmount: 40,
    ourAmount: 40,
    pspRefunded: 15,
    ourRefunded: 0,
    actions: ["credit", "explain"],
  });
  expect(await differenceOf(phantomE2e)).toMatchObject({
    kind: "MISSING_PSP",
    pspAmount: null,
    ourAmount: 50,
    actions: ["explain"],
  });

  // Only admins see or act.
  expect((await api.get(`/api/v1/admin/reconciliation/runs/${DAY}/differences`, { token: seller.access })).status).toBe(
    403,
  );
  const wrongAction = await api.post(
    `/api/v1/admin/reconciliation/differences/${(await differenceOf(phantomE2e)).id}/credit`,
    { token: admin.access, body: { note: "Crédito sem PIX no PSP" } },
  );
  expect(wrongAction.status).toBe(422);

  // Credit the missed PIX, with the reason required of every action: read back from the PSP and settled.
  const missedId = (await differenceOf(missedE2e)).id;
  const noReason = await api.post(`/api/v1/admin/reconciliation/differences/${missedId}/credit`, {
    token: admin.access,
  });
  expect(noReason.status).toBe(400);
  expect(await statusOf(missed.id)).toBe("CREATED");
  const credited = await api.post(`/api/v1/admin/reconciliation/differences/${missedId}/credit`, {
    token: admin.access,
    body: { note: "Notificação perdida; PIX confirmado no PSP" },
  });
  expect(credited.body).toMatchObject({
    status: "RESOLVED",
    resolution: "CREDITED",
    note: "Notificação perdida; PIX confirmado no PSP",
  });
  expect(await statusOf(missed.id)).toBe("FINISHED");
  expect((await db().payment.findFirstOrThrow({ where: { id: missed.id } })).endToEndId).toBe(missedE2e);
  const again = await api.post(`/api/v1/admin/reconciliation/differences/${credited.body.id}/credit`, {
    token: admin.access,
    body: { note: "De novo" },
  });
  expect(again.body.code).toBe("INVALID_STATUS_TRANSITION");

  // Return the PIX that paid the cancelled charge: held, then returned whole at the PSP.
  const refunded = await api.post(
    `/api/v1/admin/reconciliation/differences/${(await differenceOf(cancelledE2e)).id}/refund`,
    { token: admin.access, body: { note: "Cobrança cancelada antes do pagamento" } },
  );
  expect(refunded.body).toMatchObject({ status: "RESOLVED", resolution: "REFUNDED" });
  expect(await statusOf(cancelled.id)).toBe("CANCELLED");
  await vi.waitFor(
    async () =>
      expect((await db().unmatchedPix.findFirstOrThrow({ where: { endToEndId: cancelledE2e } })).status).toBe(
        "RETURNED",
      ),
    { timeout: 5000, interval: 50 },
  );

  // Apply the MED devolução the PSP reports: taken back from the seller as the PSP's own devoluções are.
  await fundSeller(seller.user.id, 10_000);
  const applied = await api.post(`/api/v1/admin/reconciliation/differences/${(await differenceOf(medE2e)).id}/credit`, {
    token: admin.access,
    body: { note: "Devolução MED informada pelo PSP" },
  });
  expect(applied.body).toMatchObject({ status: "RESOLVED", resolution: "CREDITED" });
  expect(await db().refund.findFirstOrThrow({ where: { paymentId: med.id } })).toMatchObject({
    amount: 1500,
    nature: "MED_FRAUDE",
    status: "DONE",
  });

  // Explain the one the PSP does not know: a note is required.
  const phantomId = (await differenceOf(phantomE2e)).id;
  const noNote = await api.post(`/api/v1/admin/reconciliation/differences/${phantomId}/explain`, {
    token: admin.access,
    body: { note: "" },
  });
  expect(noNote.status).toBe(400);
  const explained = await api.post(`/api/v1/admin/reconciliation/differences/${phantomId}/explain`, {
    token: admin.access,
    body: { note: "Teste de carga do provedor, sem dinheiro" },
  });
  expect(explained.body).toMatchObject({
    status: "RESOLVED",
    resolution: "EXPLAINED",
    note: "Teste de carga do provedor, sem dinheiro",
  });

  const audit = await db().auditLog.findMany({
    where: { entityType: "reconciliation_difference" },
    select: { action: true, actorId: true },
  });
  expect(audit.map((entry) => entry.action).sort()).toEqual([
    "reconciliation.credited",
    "reconciliation.credited",
    "reconciliation.explained",
    "reconciliation.refunded",
  ]);
  expect(new Set(audit.map((entry) => entry.actorId))).toEqual(new Set([admin.user.id]));
  expect(
    await db().auditLog.count({
      where: { action: "reconciliation.run", entityId: run.body.id, actorId: admin.user.id },
    }),
  ).toBe(1);

  // The late notification arrives; the day compared again (the daily job) clears that one and keeps the resolved.
  const latePix = await apiPixProvider().getReceivedPix(lateE2e);
  await settleReceivedPix("api-pix", latePix!);
  expect(await reconcileYesterday()).toBe(1);
  const rows = await differences();
  expect(rows.map((row) => [row.reference, row.status, row.resolution]).sort()).toEqual(
    [
      [missedE2e, "RESOLVED", "CREDITED"],
      [lateE2e, "RESOLVED", "CLEARED"],
      [cancelledE2e, "RESOLVED", "REFUNDED"],
      [medE2e, "RESOLVED", "CREDITED"],
      [phantomE2e, "RESOLVED", "EXPLAINED"],
    ].sort(),
  );
  const rerun = await api.get(`/api/v1/admin/reconciliation/runs/${DAY}`, { token: admin.access });
  expect(rerun.body).toMatchObject({ pspCount: 5, ourCount: 6, matchedCount: 5, differenceCount: 1, openCount: 0 });

  const br = await api.get(`/api/v1/admin/reconciliation/runs/${DAY}/export`, { token: admin.access });
  expect(br.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const brText = br.body.toString("utf8");
  expect(brText.startsWith("\uFEFF")).toBe(true);
  const brFile = Papa.parse<Record<string, string>>(brText.slice(1), {
    header: true,
    delimiter: ";",
    skipEmptyLines: true,
  });
  expect(brFile.errors).toEqual([]);
  expect(brFile.meta.fields).toEqual([
    "Dia",
    "PSP",
    "Movimento",
    "Tipo",
    "Identificador",
    "txid",
    "Pagamento",
    "Saque",
    "Identificador do vendedor",
    "Vendedor",
    "No PSP",
    "Devolvido no PSP",
    "No registro",
    "Devolvido no registro",
    "Situação",
    "Resolução",
    "Observação",
    "Resolvida por (identificador)",
    "Resolvida por",
    "Resolvida em",
  ]);
  expect(brFile.data).toHaveLength(5);
  const brMed = brFile.data.find((row) => row.Identificador === medE2e)!;
  expect(brMed).toMatchObject({
    Dia: DAY.split("-").reverse().join("/"),
    Movimento: "PIX recebido",
    "Identificador do vendedor": seller.user.id,
    Vendedor: seller.user.companyName,
    "No PSP": "40,00",
    "Devolvido no PSP": "15,00",
    "Devolvido no registro": "0,00",
    Situação: "Resolvida",
    Resolução: "Creditada",
    "Resolvida por": admin.user.email,
  });
  expect(brMed["Resolvida em"]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  expect(brFile.data.find((row) => row.Identificador === phantomE2e)).toMatchObject({
    Tipo: "Falta no PSP",
    Resolução: "Explicada",
    "No PSP": "",
    "No registro": "50,00",
  });

  const plain = await api.get(`/api/v1/admin/reconciliation/runs/${DAY}/export?format=plain`, { token: admin.access });
  const plainFile = Papa.parse<Record<string, string>>(plain.body.toString("utf8"), {
    header: true,
    delimiter: ",",
    skipEmptyLines: true,
  });
  expect(plainFile.errors).toEqual([]);
  const plainMed = plainFile.data.find((row) => row.reference === medE2e)!;
  expect(plainMed).toMatchObject({
    day: DAY,
    subject: "RECEIVED_PIX",
    status: "RESOLVED",
    resolution: "CREDITED",
    sellerName: seller.user.companyName,
    pspAmount: "40.00",
    pspRefunded: "15.00",
  });
  expect(plainMed.resolvedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
  await expectLedgerConsistent();
}, 60_000);

it("refuses a day that has not ended", async () => {
  const today = await api.post("/api/v1/admin/reconciliation/runs", {
    token: admin.access,
    body: { day: saoPauloToday() },
  });
  expect(today.status).toBe(400);
  expect(
    (await api.get(`/api/v1/admin/reconciliation/runs/2001-01-01/differences`, { token: admin.access })).status,
  ).toBe(404);
});
