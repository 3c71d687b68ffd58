import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { formatBRL } from "@/lib/money";
import { idEnvioOf } from "@/lib/payouts/efi/provider";
import { EnvioPutRequestSchema } from "@/lib/payouts/efi/spec";
import { payoutProviderNamed } from "@/lib/payouts/providers";
import { apiPixProvider } from "@/lib/pix/providers";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { startProcess } from "@/lib/testing/processes";
import { until } from "@/lib/testing/until";
import { createUserAndLogin } from "@/lib/testing/users";
import { registerPayoutKey } from "@/lib/testing/withdrawals";
import { apiPixSettingsFor, DEMO_RECEIVER_KEY } from "@/scripts/psp/app-settings";
import { type PspStandIn, startPspStandIn } from "@/scripts/psp/stand-in";
import { pspRequest, type Tls } from "@/scripts/psp/testing";
import { pollSentPayouts, sendPendingPayouts, settlePayoutFact } from "./payouts";

// Withdrawals paid out through Efí's Pix sending API over real HTTPS with client certificates,
// against the PSP stand-in: what the app sends is checked against the schemas written from Efí's
// documentation, and every outcome ends with the ledger balanced.
const SECRET = "notificacoes-de-envios-de-testes-0123456789";
const PIX_KEY = "fulano@example.com";

let psp: PspStandIn;
let tls: Tls;
let api: ApiClient;
let settings: Record<string, string>;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  psp = await startPspStandIn({ payoutDelayMs: 100 });
  tls = { ca: psp.pki.caCert, cert: psp.pki.clientCert, key: psp.pki.clientKey };
  // A PSP that does not answer within a second counts as unanswered, so the test of one that never answers is short.
  settings = { ...apiPixSettingsFor(psp, { webhookSecret: SECRET }), PAYOUT_PROVIDER: "efi", PIX_TIMEOUT_MS: "1000" };
  // Read once, lazily, by lib/env.ts: set before anything asks for a setting.
  Object.assign(process.env, settings);
  const { baseUrl } = await startApiServer();
  api = apiClient(baseUrl);
  // Efí sends Pix only from a key with a webhook, and tells the outcome there.
  await apiPixProvider().registerWebhook(`${baseUrl}/api/v1/providers/api-pix/notifications/${SECRET}`);
  admin = await createUserAndLogin(api, { role: "admin" });
});

afterAll(() => psp.close());

const control = (method: string, path: string, json?: unknown) =>
  pspRequest(tls, method, `${psp.controlUrl}${path}`, { json });
const switches = (json: Record<string, unknown>) => control("PUT", "/switches", json);
const sentToPsp = async (method: string, pathPrefix: string) =>
  (
    (await control("GET", "/requests")).body as { method: string; path: string; body?: unknown; status?: number }[]
  ).filter((r) => r.method === method && r.path.startsWith(pathPrefix));

/** A seller with R$ 500,00 available who asks for R$ 100,00 (R$ 98,00 sent, R$ 2,00 fee). */
async function requestedWithdrawal() {
  const seller = await createUserAndLogin(api, { approved: true });
  await fundSeller(seller.user.id, 50_000);
  await registerPayoutKey(seller.user.id, PIX_KEY);
  const created = await api.post("/api/v1/withdrawals", {
    token: seller.access,
    body: { amount: 100, pixKey: PIX_KEY },
  });
  expect(created.body).toMatchObject({ status: "REQUESTED", netAmount: 98 });
  return { seller, id: created.body.id as string };
}

const approve = (id: string, client = api) =>
  client.post(`/api/v1/admin/withdrawals/${id}/approve`, { token: admin.access });
const withdrawalOf = (id: string) => db().withdrawal.findUniqueOrThrow({ where: { id } });
const available = async (token: string) =>
  (await api.get("/api/v1/seller-balances/me", { token })).body.availableBalance as number;
const journalsOf = async (id: string) =>
  (await db().ledgerJournal.findMany({ where: { withdrawalId: id }, orderBy: { createdAt: "asc" } })).map(
    (j) => j.kind,
  );
const emailsOf = async (sellerId: string) => {
  const { email } = await db().user.findUniqueOrThrow({ where: { id: sellerId } });
  return db().emailMessage.findMany({
    where: { to: email },
    orderBy: { createdAt: "asc" },
    select: { template: true, subject: true },
  });
};
const eventsOf = async (sellerId: string) =>
  (await db().outboxEvent.findMany({ where: { sellerId }, orderBy: { createdAt: "asc" } })).map((e) => e.type);
const sentAtPsp = async (id: string) =>
  (
    await payoutProviderNamed("efi").listSentPayouts(new Date(Date.now() - 3_600_000), new Date(Date.now() + 60_000))
  ).filter((p) => p.payoutId === idEnvioOf(id));
/**
 * Waits until Efí shows the send made, its payoutDelayMs over: a read-back before that finds it still in progress and
 * rightly only records its id.
 */
const madeAtPsp = (id: string) =>
  until(
    () => sentAtPsp(id),
    (sent) => sent[0]?.status === "DONE",
    "the send made at Efí",
  );

/** A second API process on the same database and PSP, without jobs: the one a test kills mid-call. */
async function startChildApi() {
  const server = await startProcess(
    "lib/testing/api-server-main.ts",
    { ...settings, PIX_TIMEOUT_MS: "10000", DATABASE_URL: process.env.DATABASE_URL!, RUN_JOBS: "0" },
    /^ready /,
  );
  return { server, childApi: apiClient(server.readyLine.slice("ready ".length)) };
}

describe("a withdrawal paid out through Efí", () => {
  it("is sent by PUT /v3/gn/pix/{idEnvio} from our key, told done by the webhook, read back, and booked once", async () => {
    const { seller, id } = await requestedWithdrawal();
    const approved = await approve(id);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("PROCESSING");
    const [put] = await sentToPsp("PUT", `/v3/gn/pix/${idEnvioOf(id)}`);
    expect(idEnvioOf(id)).toMatch(/^[a-f0-9]{32}$/);
    expect(EnvioPutRequestSchema.parse(put!.body)).toEqual({
      valor: "98.00",
      pagador: { chave: DEMO_RECEIVER_KEY },
      favorecido: { chave: PIX_KEY },
    });
    expect((await withdrawalOf(id)).providerPayoutId).toBe(idEnvioOf(id));

    const completed = await until(
      () => withdrawalOf(id),
      (w) => w.status === "COMPLETED",
      "completed by the webhook",
    );
    expect(completed.completedAt).not.toBeNull();
    expect(await sentToPsp("GET", `/v2/gn/pix/enviados/id-envio/${idEnvioOf(id)}`)).not.toHaveLength(0);
    expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_COMPLETED"]);
    expect(await available(seller.access)).toBe(400);
    expect(await eventsOf(seller.user.id)).toEqual([
      "payout_key.changed",
      "withdrawal.requested",
      "withdrawal.processing",
      "withdrawal.completed",
    ]);
    expect(await emailsOf(seller.user.id)).toEqual([
      { template: "withdrawal.completed", subject: `Saque de ${formatBRL(9800)} concluído` },
    ]);
    expect(await sentAtPsp(id)).toEqual([expect.objectContaining({ status: "DONE", amount: 9800 })]);
    // The poller finds nothing left to do, and a repeated notice books nothing.
    expect(await pollSentPayouts(new Date(Date.now() + 3 * 60_000))).toBe(0);
    await expectLedgerConsistent();
  });

  it("fails at once when Efí refuses the send, and gives the money back in its own journal", async () => {
    const { seller, id } = await requestedWithdrawal();
    await switches({ payoutOutcome: "RECUSADO" });
    try {
      const approved = await approve(id);
      expect(approved.body).toMatchObject({ status: "FAILED", failureReason: expect.stringContaining("recusado") });
      const [put] = await sentToPsp("PUT", `/v3/gn/pix/${idEnvioOf(id)}`);
      expect(put!.status).toBe(400);
    } finally {
      await control("POST", "/reset");
    }
    expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_REVERSED"]);
    expect(await available(seller.access)).toBe(500);
    expect(await eventsOf(seller.user.id)).toEqual([
      "payout_key.changed",
      "withdrawal.requested",
      "withdrawal.processing",
      "withdrawal.failed",
    ]);
    expect(await emailsOf(seller.user.id)).toEqual([
      { template: "withdrawal.failed", subject: `Saque de ${formatBRL(10000)} não realizado` },
    ]);
    expect(await payoutProviderNamed("efi").getPayout(id)).toBeNull();
    await expectLedgerConsistent();
  });

  it("fails later when Efí's webhook says the Pix was not made, with Efí's reason", async () => {
    const { seller, id } = await requestedWithdrawal();
    await switches({ payoutOutcome: "NAO_REALIZADO" });
    try {
      expect((await approve(id)).body.status).toBe("PROCESSING");
      const failed = await until(
        () => withdrawalOf(id),
        (w) => w.status === "FAILED",
        "failed by the webhook",
      );
      expect(failed.failureReason).toMatch(/Conta do favorecido encerrada/);
    } finally {
      await control("POST", "/reset");
    }
    expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_REVERSED"]);
    expect(await available(seller.access)).toBe(500);
    expect(await eventsOf(seller.user.id)).toContain("withdrawal.failed");
    await expectLedgerConsistent();
  });

  it("takes nothing from a notice's body: a forged 'done' changes nothing until Efí itself says so", async () => {
    const { id } = await requestedWithdrawal();
    await switches({ payoutOutcome: "EM_PROCESSAMENTO" });
    try {
      await approve(id);
      const notice = {
        endToEndId: "E12345678202611251200abcdefghijk",
        valor: "98.00",
        status: "REALIZADO",
        tipo: "SOLICITACAO",
        gnExtras: { idEnvio: idEnvioOf(id) },
      };
      const notify = (secret: string, pix: unknown[]) =>
        api.post(`/api/v1/providers/api-pix/notifications/${secret}/pix`, { body: { pix } });
      expect((await notify("wrong-secret-0123456789-0123456789-01", [notice])).status).toBe(401);
      expect((await notify(SECRET, [notice])).body.outcomes).toEqual([{ idEnvio: idEnvioOf(id), outcome: "ignored" }]);
      expect(
        (await notify(SECRET, [{ ...notice, gnExtras: { idEnvio: idEnvioOf(randomUUID()) } }])).body.outcomes[0]
          .outcome,
      ).toBe("unknown_reference");
      expect((await withdrawalOf(id)).status).toBe("PROCESSING");

      expect((await control("POST", `/gn/pix/${idEnvioOf(id)}/settle`, { status: "REALIZADO" })).status).toBe(200);
      await until(
        () => withdrawalOf(id),
        (w) => w.status === "COMPLETED",
        "completed by the real notice",
      );
      expect((await notify(SECRET, [notice])).body.outcomes[0].outcome).toBe("duplicate");
    } finally {
      await control("POST", "/reset");
    }
    expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_COMPLETED"]);
    await expectLedgerConsistent();
  });

  it("is settled by the poller when the webhook never comes", async () => {
    const { id } = await requestedWithdrawal();
    await switches({ dropWebhooks: true });
    try {
      expect((await approve(id)).body.status).toBe("PROCESSING");
      await sleep(300);
      expect((await withdrawalOf(id)).status).toBe("PROCESSING");
      expect(await pollSentPayouts()).toBe(0);
      expect(await pollSentPayouts(new Date(Date.now() + 3 * 60_000))).toBe(1);
    } finally {
      await control("POST", "/reset");
    }
    expect((await withdrawalOf(id)).status).toBe("COMPLETED");
    expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_COMPLETED"]);
    await expectLedgerConsistent();
  });

  it(
    "keeps the intent when Efí never answers, then the job reads the payout back instead of sending it twice",
    { timeout: 30_000 },
    async () => {
      const { id } = await requestedWithdrawal();
      await switches({ payoutHang: true, dropWebhooks: true });
      try {
        // The approval stands; the call went unanswered (asked once, on record), so the payout is still an intent.
        const approved = await approve(id);
        expect(approved.status).toBe(200);
        expect(approved.body.status).toBe("PROCESSING");
        expect((await withdrawalOf(id)).providerPayoutId).toBeNull();
        expect((await sentToPsp("PUT", `/v3/gn/pix/${idEnvioOf(id)}`)).length).toBeGreaterThanOrEqual(1);
      } finally {
        await control("POST", "/reset");
      }
      await sleep(300);

      expect(await sendPendingPayouts()).toBe(0);
      expect(await sendPendingPayouts(new Date(Date.now() + 3 * 60_000))).toBe(1);
      expect(await withdrawalOf(id)).toMatchObject({ status: "COMPLETED", providerPayoutId: idEnvioOf(id) });
      expect(await sentAtPsp(id)).toHaveLength(1);
      expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_COMPLETED"]);
      await expectLedgerConsistent();
    },
  );

  it(
    "leaves exactly one payout when the process dies between Efí's answer and the record",
    { timeout: 60_000 },
    async () => {
      const { seller, id } = await requestedWithdrawal();
      const { server, childApi } = await startChildApi();
      // Efí answers 3 s after it has the call (the child waits up to 10 s), and its webhook is lost: the process is
      // killed in between.
      await switches({ delayMs: 3000, dropWebhooks: true });
      const pending = approve(id, childApi).catch(() => null);
      // The child compiles the route's modules on its first request: seconds on a busy machine.
      await until(
        () => sentToPsp("PUT", `/v3/gn/pix/${idEnvioOf(id)}`),
        (requests) => requests.length > 0,
        "Efí got the call",
        30_000,
      );
      await server.stop("SIGKILL");
      await pending;
      await sleep(3300);
      await control("POST", "/reset");

      expect(await withdrawalOf(id)).toMatchObject({ status: "PROCESSING", providerPayoutId: null });
      expect(await sentAtPsp(id)).toEqual([expect.objectContaining({ status: "DONE" })]);
      expect(await sendPendingPayouts(new Date(Date.now() + 3 * 60_000))).toBe(1);
      expect((await withdrawalOf(id)).status).toBe("COMPLETED");
      // Read back, not sent again: one PUT only, one payout at Efí, booked once.
      expect(await sentToPsp("PUT", `/v3/gn/pix/${idEnvioOf(id)}`)).toHaveLength(0);
      expect(await sentAtPsp(id)).toHaveLength(1);
      expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_COMPLETED"]);
      expect(await available(seller.access)).toBe(400);
      await expectLedgerConsistent();
    },
  );
});

describe("a payout whose answer was lost", () => {
  const asAdmin = { token: "" };
  beforeAll(() => {
    asAdmin.token = admin.access;
  });
  const desk = async () => (await api.get("/api/v1/admin/withdrawals/dashboard", asAdmin)).body;

  it(
    "is never failed on a refused repeat that Efí cannot show yet: PROCESSING, the money reserved, asked again by the job, shown to the admin after 24 h",
    { timeout: 30_000 },
    async () => {
      const { seller, id } = await requestedWithdrawal();
      // Efí makes the send and the answer is lost; a repeat of the idEnvio is refused as used, and its reads lag.
      await switches({
        loseNext: 1,
        failMatch: "^PUT /v3/gn/pix/",
        refuseRepeats: true,
        readLagMs: 60_000,
        dropWebhooks: true,
      });
      const later = Date.now() + 3 * 60_000;
      try {
        const approved = await approve(id);
        expect(approved.status).toBe(200);
        expect(approved.body.status).toBe("PROCESSING");
        expect((await withdrawalOf(id)).payoutAskedAt).not.toBeNull();

        // The job asks again: refused as an idEnvio already used, and not found on the read-back.
        expect(await sendPendingPayouts(new Date(later))).toBe(0);
        expect((await sentToPsp("PUT", `/v3/gn/pix/${idEnvioOf(id)}`)).map((put) => put.status)).toContain(400);
        expect(await withdrawalOf(id)).toMatchObject({
          status: "PROCESSING",
          providerPayoutId: null,
          failureReason: null,
        });
        expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED"]);
        expect(await available(seller.access)).toBe(400);
        expect(await eventsOf(seller.user.id)).not.toContain("withdrawal.failed");
        expect(await emailsOf(seller.user.id)).toEqual([]);
        expect(await desk()).toMatchObject({ qtdPayoutsUnconfirmed: 0 });

        // A day after the first ask, still unknown: the admin's desk shows it, the money still reserved.
        await db().withdrawal.update({ where: { id }, data: { payoutAskedAt: new Date(Date.now() - 25 * 3_600_000) } });
        expect(await sendPendingPayouts(new Date(later + 3 * 60_000))).toBe(0);
        expect(await desk()).toMatchObject({ qtdPayoutsUnconfirmed: 1, totalAmountUnconfirmed: 100 });
        const listed = await api.get("/api/v1/admin/withdrawals?status=PROCESSING", asAdmin);
        expect(listed.body.data.find((w: { id: string }) => w.id === id)).toMatchObject({
          status: "PROCESSING",
          reviewReason: "PAYOUT_UNCONFIRMED",
        });
        expect(await available(seller.access)).toBe(400);

        // Efí's reads catch up: the next run finds the send and books it.
        await switches({ readLagMs: 0 });
        await madeAtPsp(id);
        expect(await sendPendingPayouts(new Date(later + 6 * 60_000))).toBe(1);
      } finally {
        await control("POST", "/reset");
      }
      expect(await withdrawalOf(id)).toMatchObject({ status: "COMPLETED", providerPayoutId: idEnvioOf(id) });
      expect(await sentAtPsp(id)).toHaveLength(1);
      expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_COMPLETED"]);
      expect(await desk()).toMatchObject({ qtdPayoutsUnconfirmed: 0 });
      await expectLedgerConsistent();
    },
  );

  it(
    "is known to another process after the one that asked died waiting: its refused repeat fails nothing",
    { timeout: 60_000 },
    async () => {
      const { seller, id } = await requestedWithdrawal();
      const { server, childApi } = await startChildApi();
      await switches({ payoutHang: true, dropWebhooks: true });
      try {
        const pending = approve(id, childApi).catch(() => null);
        await until(
          () => sentToPsp("PUT", `/v3/gn/pix/${idEnvioOf(id)}`),
          (requests) => requests.length > 0,
          "Efí got the call",
          20_000,
        );
        await server.stop("SIGKILL");
        await pending;
        await switches({ payoutHang: false, refuseRepeats: true, readLagMs: 60_000 });

        expect(await sendPendingPayouts(new Date(Date.now() + 3 * 60_000))).toBe(0);
        expect(await withdrawalOf(id)).toMatchObject({ status: "PROCESSING", providerPayoutId: null });
        expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED"]);
        expect(await available(seller.access)).toBe(400);

        await switches({ readLagMs: 0 });
        await madeAtPsp(id);
        expect(await sendPendingPayouts(new Date(Date.now() + 6 * 60_000))).toBe(1);
      } finally {
        await control("POST", "/reset");
      }
      expect((await withdrawalOf(id)).status).toBe("COMPLETED");
      expect(await sentAtPsp(id)).toHaveLength(1);
      expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_COMPLETED"]);
      await expectLedgerConsistent();
    },
  );

  it("is recorded when the repeat is answered as the same send (a PSP that answers repeats)", async () => {
    const { id } = await requestedWithdrawal();
    await switches({ loseNext: 1, failMatch: "^PUT /v3/gn/pix/", readLagMs: 60_000, dropWebhooks: true });
    try {
      expect((await approve(id)).body.status).toBe("PROCESSING");
      await sleep(300);
      expect(await sendPendingPayouts(new Date(Date.now() + 3 * 60_000))).toBe(1);
      expect((await sentToPsp("PUT", `/v3/gn/pix/${idEnvioOf(id)}`)).map((put) => put.status)).toContain(201);
    } finally {
      await control("POST", "/reset");
    }
    expect(await withdrawalOf(id)).toMatchObject({ status: "COMPLETED", providerPayoutId: idEnvioOf(id) });
    expect(await sentAtPsp(id)).toHaveLength(1);
    expect(await journalsOf(id)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_COMPLETED"]);
    await expectLedgerConsistent();
  });
});

describe("money coming back from a payout", () => {
  it(
    "credits the seller each return the receiving bank makes, once per return (double-entry), with withdrawal.returned and an e-mail",
    { timeout: 30_000 },
    async () => {
      const { seller, id } = await requestedWithdrawal();
      expect((await approve(id)).body.status).toBe("PROCESSING");
      await until(
        () => withdrawalOf(id),
        (w) => w.status === "COMPLETED",
        "completed",
      );
      expect(await available(seller.access)).toBe(400);

      // The receiving bank returns R$ 30,00 of the R$ 98,00 sent; Efí tells the pagador key's webhook.
      expect((await control("POST", `/gn/pix/${idEnvioOf(id)}/devolucao`, { valor: "30.00" })).status).toBe(201);
      await until(
        () => withdrawalOf(id),
        (w) => w.returnedAmount === 3000,
        "the first return booked",
      );
      expect(await available(seller.access)).toBe(430);
      const seen = await api.get(`/api/v1/withdrawals/${id}`, { token: seller.access });
      expect(seen.body).toMatchObject({ status: "COMPLETED", returnedAmount: 30 });

      // Its notice again, and the same fact read twice at once: nothing more is booked.
      const notice = { kind: "payout.notice", provider: "efi", withdrawalId: id } as const;
      expect(await Promise.all([settlePayoutFact(notice), settlePayoutFact(notice)])).toEqual([
        "duplicate",
        "duplicate",
      ]);

      // The rest comes back while Efí's notice is lost: the next notice (or the read it starts) books it.
      await switches({ dropWebhooks: true });
      try {
        expect((await control("POST", `/gn/pix/${idEnvioOf(id)}/devolucao`, { valor: "68.00" })).status).toBe(201);
        const outcomes = await Promise.all([settlePayoutFact(notice), settlePayoutFact(notice)]);
        expect(outcomes.sort()).toEqual(["applied", "duplicate"]);
      } finally {
        await control("POST", "/reset");
      }
      expect(await withdrawalOf(id)).toMatchObject({ status: "COMPLETED", returnedAmount: 9800 });
      expect(await available(seller.access)).toBe(498);
      expect(await journalsOf(id)).toEqual([
        "WITHDRAWAL_REQUESTED",
        "WITHDRAWAL_COMPLETED",
        "WITHDRAWAL_RETURNED",
        "WITHDRAWAL_RETURNED",
      ]);
      const returns = await db().withdrawalReturn.findMany({ where: { withdrawalId: id }, orderBy: { amount: "asc" } });
      expect(returns.map((r) => [r.amount, r.returnId.slice(0, 9), r.sellerId])).toEqual([
        [3000, "D12345678", seller.user.id],
        [6800, "D12345678", seller.user.id],
      ]);
      expect((await eventsOf(seller.user.id)).filter((type) => type === "withdrawal.returned")).toHaveLength(2);
      const returnedEvent = await db().outboxEvent.findFirst({
        where: { sellerId: seller.user.id, type: "withdrawal.returned" },
        orderBy: { createdAt: "desc" },
      });
      expect(returnedEvent!.payload).toMatchObject({ id, status: "COMPLETED", returnedAmount: 98 });
      expect(await emailsOf(seller.user.id)).toEqual([
        { template: "withdrawal.completed", subject: `Saque de ${formatBRL(9800)} concluído` },
        { template: "withdrawal.returned", subject: `${formatBRL(3000)} do seu saque voltaram ao seu saldo` },
        { template: "withdrawal.returned", subject: `${formatBRL(6800)} do seu saque voltaram ao seu saldo` },
      ]);
      await expectLedgerConsistent();
    },
  );
});
