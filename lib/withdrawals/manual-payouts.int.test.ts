import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { reconcileYesterday } from "@/lib/reconciliation/service";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { registerPayoutKey } from "@/lib/testing/withdrawals";
import { apiPixSettingsFor } from "@/scripts/psp/app-settings";
import { type PspStandIn, startPspStandIn } from "@/scripts/psp/stand-in";
import { newEndToEndId } from "@/scripts/psp/state";
import { pspRequest } from "@/scripts/psp/testing";
import { finishPayouts } from "./payouts";

// PAYOUT_PROVIDER=manual, charges at a PSP (the stand-in) as production would have them: no PSP sends the payouts.
// An admin makes each at the bank and records it here, paid (with the Pix's end-to-end id) or failed.
const BANK_ISPB = "60701190";

let psp: PspStandIn;
let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  psp = await startPspStandIn();
  // Read once, lazily, by lib/env.ts: set before anything asks for a setting.
  Object.assign(process.env, {
    ...apiPixSettingsFor(psp, { webhookSecret: "notificacoes-dos-saques-manuais-0123456789" }),
    PAYOUT_PROVIDER: "manual",
  });
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

afterAll(() => psp.close());

const balance = async (token: string) => (await api.get("/api/v1/seller-balances/me", { token })).body;
const e2eid = (at = new Date()) => newEndToEndId(BANK_ISPB, at);
const recordPayout = (id: string, body: unknown) =>
  api.post(`/api/v1/admin/withdrawals/${id}/record-payout`, { token: admin.access, body });
const recordFailure = (id: string, body: unknown) =>
  api.post(`/api/v1/admin/withdrawals/${id}/record-payout-failure`, { token: admin.access, body });
const journals = (withdrawalId: string) =>
  db().ledgerJournal.findMany({ where: { withdrawalId }, orderBy: { createdAt: "asc" }, select: { kind: true } });
const events = async (sellerId: string) =>
  (await db().outboxEvent.findMany({ where: { sellerId }, orderBy: { createdAt: "asc" } })).map((e) => e.type);

/** A seller with R$ 500,00 available who asks for R$ 100,00 (R$ 98,00 to be paid, R$ 2,00 fee). */
async function requested() {
  const seller = await createUserAndLogin(api, { approved: true });
  await fundSeller(seller.user.id, 50_000);
  await registerPayoutKey(seller.user.id);
  const created = await api.post("/api/v1/withdrawals", { token: seller.access, body: { amount: 100 } });
  expect(created.body).toMatchObject({ status: "REQUESTED", manualPayout: true, endToEndId: null });
  return { seller, id: created.body.id as string };
}

/** Approved by the admin: it waits for them in PROCESSING, sent by no one. */
async function awaitingPayout() {
  const withdrawal = await requested();
  const approved = await api.post(`/api/v1/admin/withdrawals/${withdrawal.id}/approve`, { token: admin.access });
  expect(approved.body).toMatchObject({ status: "PROCESSING", manualPayout: true });
  return withdrawal;
}

describe("an approved withdrawal", () => {
  it("waits in PROCESSING for the admin: no PSP is asked, and the payout jobs leave it alone", async () => {
    const { seller, id } = await awaitingPayout();
    const before = await db().withdrawal.findUniqueOrThrow({ where: { id } });
    expect(await finishPayouts(new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect(await db().withdrawal.findUniqueOrThrow({ where: { id } })).toEqual(before);
    const tls = { ca: psp.pki.caCert, cert: psp.pki.clientCert, key: psp.pki.clientKey };
    const asked = (await pspRequest(tls, "GET", `${psp.controlUrl}/requests`)).body as { path: string }[];
    expect(asked.filter((request) => request.path.includes("/gn/pix/"))).toEqual([]);
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 400, pendingBalance: 100 });
  });
});

describe("recording the payout made at the bank", () => {
  it("completes it once, as a PSP's completion does: ledger, event, e-mail, and the audit trail", async () => {
    const { seller, id } = await awaitingPayout();
    const endToEndId = e2eid();
    const paidAt = new Date(Date.now() - 60_000).toISOString();
    const recorded = await recordPayout(id, { endToEndId, paidAt });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ status: "COMPLETED", endToEndId, completedAt: paidAt, manualPayout: true });
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 400, pendingBalance: 0 });
    expect((await journals(id)).map((j) => j.kind)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_COMPLETED"]);
    expect(await events(seller.user.id)).toEqual(
      expect.arrayContaining(["withdrawal.requested", "withdrawal.processing", "withdrawal.completed"]),
    );
    const email = await db().emailMessage.findFirstOrThrow({ where: { dedupeKey: `withdrawal.completed:${id}` } });
    expect(email.to).toBe(seller.user.email);
    const audit = await db().auditLog.findMany({ where: { entityId: id, action: "withdrawal.payout_recorded" } });
    expect(audit).toMatchObject([
      {
        actorId: admin.user.id,
        before: { status: "PROCESSING" },
        after: { status: "COMPLETED", endToEndId, paidAt },
      },
    ]);
    // The seller sees the Pix's id, to look it up at their bank.
    expect((await api.get(`/api/v1/withdrawals/${id}`, { token: seller.access })).body.endToEndId).toBe(endToEndId);

    // The same record again (a double click, a retry after a lost answer) changes nothing.
    const again = await recordPayout(id, { endToEndId, paidAt });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(recorded.body);
    expect(await journals(id)).toHaveLength(2);
    expect(await db().auditLog.count({ where: { entityId: id, action: "withdrawal.payout_recorded" } })).toBe(1);
    await expectLedgerConsistent();
  });

  it("takes the minute in the end-to-end id when no date is given, never before the request", async () => {
    const sameMinute = await awaitingPayout();
    const { requestedAt } = await db().withdrawal.findUniqueOrThrow({ where: { id: sameMinute.id } });
    const requestMinute = new Date(requestedAt);
    requestMinute.setUTCSeconds(0, 0);
    const inRequestMinute = await recordPayout(sameMinute.id, { endToEndId: e2eid(requestMinute) });
    expect(inRequestMinute.body).toMatchObject({ status: "COMPLETED", completedAt: requestedAt.toISOString() });

    const later = await awaitingPayout();
    const nextMinute = new Date(Date.now() + 60_000);
    nextMinute.setUTCSeconds(0, 0);
    const recorded = await recordPayout(later.id, { endToEndId: e2eid(nextMinute) });
    expect(recorded.body).toMatchObject({ status: "COMPLETED", completedAt: nextMinute.toISOString() });
  });

  it("refuses, as the one error shape with the field named, an id that is no Pix's end-to-end id or a date out of range", async () => {
    const { id } = await awaitingPayout();
    const valid = e2eid();
    const cases: [unknown, string][] = [
      [{}, "endToEndId"],
      [{ endToEndId: "" }, "endToEndId"],
      [{ endToEndId: valid.slice(0, 31) }, "endToEndId"],
      [{ endToEndId: `D${valid.slice(1)}` }, "endToEndId"],
      [{ endToEndId: `${valid.slice(0, 9)}20261327${valid.slice(17)}` }, "endToEndId"],
      [{ endToEndId: `${valid.slice(0, 9)}202602301200${valid.slice(21)}` }, "endToEndId"],
      [{ endToEndId: `${valid.slice(0, 31)}-` }, "endToEndId"],
      [{ endToEndId: valid, paidAt: "ontem" }, "paidAt"],
      [{ endToEndId: valid, extra: 1 }, "extra"],
    ];
    for (const [body, path] of cases) {
      const response = await recordPayout(id, body);
      expect({ body, status: response.status, code: response.body.code }).toEqual({
        body,
        status: 400,
        code: "VALIDATION_FAILED",
      });
      expect(response.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
    const tooLate = new Date(Date.now() + 60 * 60_000);
    const beforeRequest = new Date(Date.now() - 24 * 60 * 60_000);
    for (const [body, path] of [
      [{ endToEndId: e2eid(tooLate) }, "endToEndId"],
      [{ endToEndId: e2eid(beforeRequest) }, "endToEndId"],
      [{ endToEndId: valid, paidAt: tooLate.toISOString() }, "paidAt"],
      [{ endToEndId: valid, paidAt: beforeRequest.toISOString() }, "paidAt"],
    ] as const) {
      const response = await recordPayout(id, body);
      expect({ status: response.status, code: response.body.code, details: response.body.details }).toEqual({
        status: 400,
        code: "VALIDATION_FAILED",
        details: [{ path, message: expect.any(String) }],
      });
    }
    expect((await db().withdrawal.findUniqueOrThrow({ where: { id } })).status).toBe("PROCESSING");
    expect(await journals(id)).toHaveLength(1);
  });

  it("refuses clearly another id for a recorded payout, and one end-to-end id for two withdrawals", async () => {
    const first = await awaitingPayout();
    const second = await awaitingPayout();
    const endToEndId = e2eid();
    expect((await recordPayout(first.id, { endToEndId })).status).toBe(200);
    const otherId = await recordPayout(first.id, { endToEndId: e2eid() });
    expect(otherId.status).toBe(409);
    expect(otherId.body).toMatchObject({ code: "CONFLICT", message: expect.stringContaining(endToEndId) });
    const reused = await recordPayout(second.id, { endToEndId });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: "CONFLICT", message: expect.stringContaining(first.id.slice(0, 8)) });
    expect((await db().withdrawal.findUniqueOrThrow({ where: { id: second.id } })).status).toBe("PROCESSING");
    await expectLedgerConsistent();
  });

  it("books one payout when two admins record it at once", async () => {
    const { seller, id } = await awaitingPayout();
    const endToEndId = e2eid();
    const answers = await Promise.all(Array.from({ length: 5 }, () => recordPayout(id, { endToEndId })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await journals(id)).map((j) => j.kind)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_COMPLETED"]);
    expect(await db().auditLog.count({ where: { entityId: id, action: "withdrawal.payout_recorded" } })).toBe(1);
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 400, pendingBalance: 0 });
    await expectLedgerConsistent();
  });
});

describe("recording that the payout failed", () => {
  it("gives the money back once, with the reason, as a PSP's failure does, and audits it", async () => {
    const { seller, id } = await awaitingPayout();
    const reason = "Conta de destino encerrada";
    const failed = await recordFailure(id, { reason });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: "FAILED", failureReason: reason, endToEndId: null });
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 500, pendingBalance: 0 });
    expect((await journals(id)).map((j) => j.kind)).toEqual(["WITHDRAWAL_REQUESTED", "WITHDRAWAL_REVERSED"]);
    expect(await events(seller.user.id)).toContain("withdrawal.failed");
    expect(await db().emailMessage.count({ where: { dedupeKey: `withdrawal.failed:${id}` } })).toBe(1);
    expect(
      await db().auditLog.findMany({ where: { entityId: id, action: "withdrawal.payout_failure_recorded" } }),
    ).toMatchObject([
      { actorId: admin.user.id, before: { status: "PROCESSING" }, after: { status: "FAILED", reason } },
    ]);

    const again = await recordFailure(id, { reason: "outro motivo" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(failed.body);
    expect(await journals(id)).toHaveLength(2);

    const paidAfterAll = await recordPayout(id, { endToEndId: e2eid() });
    expect(paidAfterAll.status).toBe(422);
    expect(paidAfterAll.body.code).toBe("INVALID_STATUS_TRANSITION");
    expect(await balance(seller.access)).toMatchObject({ availableBalance: 500, pendingBalance: 0 });
    await expectLedgerConsistent();
  });

  it("needs a reason, and is refused for a payout recorded as made", async () => {
    const { id } = await awaitingPayout();
    for (const body of [{}, { reason: "  " }, { reason: "x".repeat(501) }]) {
      const response = await recordFailure(id, body);
      expect(response.status).toBe(400);
      expect(response.body.details[0].path).toBe("reason");
    }
    await recordPayout(id, { endToEndId: e2eid() });
    const refused = await recordFailure(id, { reason: "Engano" });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("INVALID_STATUS_TRANSITION");
  });

  it("lets only one of a payout and a failure recorded at once win", async () => {
    const { seller, id } = await awaitingPayout();
    const answers = await Promise.all([recordPayout(id, { endToEndId: e2eid() }), recordFailure(id, { reason: "x" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(await journals(id)).toHaveLength(2);
    const { status } = await db().withdrawal.findUniqueOrThrow({ where: { id } });
    expect((await balance(seller.access)).availableBalance).toBe(status === "FAILED" ? 500 : 400);
    await expectLedgerConsistent();
  });
});

describe("who and which withdrawals", () => {
  it("is the admins' alone: the seller, another seller and the anonymous are refused, and nothing moves", async () => {
    const { seller, id } = await awaitingPayout();
    const other = await createUserAndLogin(api, { approved: true });
    for (const token of [seller.access, other.access, undefined]) {
      const paid = await api.post(`/api/v1/admin/withdrawals/${id}/record-payout`, {
        token,
        body: { endToEndId: e2eid() },
      });
      const failed = await api.post(`/api/v1/admin/withdrawals/${id}/record-payout-failure`, {
        token,
        body: { reason: "x" },
      });
      expect([paid.status, failed.status]).toEqual(token ? [403, 403] : [401, 401]);
    }
    expect((await db().withdrawal.findUniqueOrThrow({ where: { id } })).status).toBe("PROCESSING");
    expect(await db().auditLog.count({ where: { entityId: id, action: { startsWith: "withdrawal.payout" } } })).toBe(0);
  });

  it("is for approved manual payouts only: not one still under review, nor one a PSP sends", async () => {
    const { id } = await requested();
    for (const response of [await recordPayout(id, { endToEndId: e2eid() }), await recordFailure(id, { reason: "x" })])
      expect({ status: response.status, code: response.body.code }).toEqual({
        status: 422,
        code: "INVALID_STATUS_TRANSITION",
      });
    // Asked for before PAYOUT_PROVIDER was switched to manual: its PSP tells how it ended.
    const earlier = await awaitingPayout();
    await db().withdrawal.update({ where: { id: earlier.id }, data: { provider: "sandbox" } });
    const refused = await recordPayout(earlier.id, { endToEndId: e2eid() });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("INVALID_STATUS_TRANSITION");
    expect((await recordPayout(randomUUID(), { endToEndId: e2eid() })).status).toBe(404);
  });
});

it("leaves manual payouts out of the comparison with the PSP's list of payouts sent", async () => {
  const { id } = await awaitingPayout();
  await recordPayout(id, { endToEndId: e2eid() });
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
  expect(await reconcileYesterday(tomorrow)).toBe(0);
  expect(await db().reconciliationDifference.count({ where: { subject: "PAYOUT" } })).toBe(0);
});
