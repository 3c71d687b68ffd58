import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, expectLedgerConsistent, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin, insertUser } from "@/lib/testing/users";
import { actOnInfractionDeadlines } from "./deadlines";

// The 7-day deadline acts: the admins are reminded 2 days before it, once; at its end with no decision the platform's
// policy applies (the money stays held, the infraction is escalated, the admins and the seller are told), once.

const DAY_MS = 24 * 3600 * 1000;

type Login = Awaited<ReturnType<typeof createUserAndLogin>>;
type Opened = { id: string; deadlineAt: string };

let api: ApiClient;
let admin: Login;
let otherAdmin: Login;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
  otherAdmin = await createUserAndLogin(api, { role: "admin" });
  const removed = await insertUser({ role: "admin" });
  await db().user.update({ where: { id: removed.id }, data: { deletedAt: new Date() } });
});

async function openInfraction(sellerId: string): Promise<Opened> {
  const link = await createLink(sellerId, 8_000);
  const payment = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
  await sendCallback(api, payment.body.id, "charge.paid");
  const opened = await api.post("/api/v1/admin/infractions", {
    token: admin.access,
    body: { paymentId: payment.body.id, reason: "Golpe relatado pelo pagador" },
  });
  expect(opened.status).toBe(201);
  return opened.body;
}

const at = (infraction: Opened, offsetMs: number) => new Date(Date.parse(infraction.deadlineAt) + offsetMs);
const emailsOf = (template: string, infractionId: string) =>
  db().emailMessage.findMany({
    where: { dedupeKey: { startsWith: `${template}:${infractionId}` } },
    orderBy: { to: "asc" },
  });
const release = (id: string) => api.post(`/api/v1/admin/infractions/${id}/release`, { token: admin.access, body: {} });

async function balance(seller: Login) {
  const body = (await api.get("/api/v1/seller-balances/me", { token: seller.access })).body;
  return { available: body.availableBalance, held: body.heldBalance };
}

describe("two days before the deadline", () => {
  it("reminds every live admin of an undecided infraction once, saying whether the seller answered", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const open = await openInfraction(seller.user.id);
    const decided = await openInfraction(seller.user.id);
    await release(decided.id);
    const form = new FormData();
    form.append("text", "O cliente recebeu o produto e assinou o comprovante.");
    expect((await api.post(`/api/v1/infractions/${open.id}/responses`, { token: seller.access, form })).status).toBe(
      201,
    );
    const held = await balance(seller);

    await actOnInfractionDeadlines(at(open, -3 * DAY_MS));
    expect(await emailsOf("infraction.deadline-soon", open.id)).toEqual([]);

    await actOnInfractionDeadlines(at(open, -2 * DAY_MS + 60_000));
    const reminders = await emailsOf("infraction.deadline-soon", open.id);
    expect(reminders.map((email) => email.to)).toEqual([admin.user.email, otherAdmin.user.email].sort());
    expect(reminders[0]!.subject).toBe("Infração MED vence em 2 dias: R$\u00a080,00 de Empresa Teste Ltda");
    expect(reminders[0]!.text).toContain("O vendedor respondeu uma vez.");
    const row = await db().infraction.findUniqueOrThrow({ where: { id: open.id } });
    expect(row).toMatchObject({ status: "OPEN", escalatedAt: null });
    expect(row.reminderSentAt).not.toBeNull();

    await actOnInfractionDeadlines(at(open, -DAY_MS));
    expect(await emailsOf("infraction.deadline-soon", open.id)).toHaveLength(2);
    expect((await db().infraction.findUniqueOrThrow({ where: { id: open.id } })).reminderSentAt).toEqual(
      row.reminderSentAt,
    );
    expect(await emailsOf("infraction.deadline-soon", decided.id)).toEqual([]);
    expect(await balance(seller)).toEqual(held);
  });

  it("reminds once when two workers run the job at the same moment", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const open = await openInfraction(seller.user.id);
    const when = at(open, -2 * DAY_MS + 60_000);
    const acted = await Promise.all([actOnInfractionDeadlines(when), actOnInfractionDeadlines(when)]);
    expect(acted[0] + acted[1]).toBe(1);
    expect(await emailsOf("infraction.deadline-soon", open.id)).toHaveLength(2);
  });
});

describe("at the deadline with no decision", () => {
  it("keeps the money held, escalates the infraction and tells the admins and the seller, once", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const open = await openInfraction(seller.user.id);
    const decided = await openInfraction(seller.user.id);
    await release(decided.id);
    const before = await balance(seller);
    expect(before.held).toBe(80);

    await actOnInfractionDeadlines(at(open, -60_000));
    expect((await db().infraction.findUniqueOrThrow({ where: { id: open.id } })).escalatedAt).toBeNull();

    const now = at(open, 60_000);
    await actOnInfractionDeadlines(now);
    const row = await db().infraction.findUniqueOrThrow({ where: { id: open.id } });
    expect(row).toMatchObject({ status: "OPEN", escalatedAt: now, resolvedAt: null });
    expect(await balance(seller)).toEqual(before);
    const audits = await db().auditLog.findMany({ where: { entityId: open.id, action: "infraction.escalated" } });
    expect(audits).toEqual([
      expect.objectContaining({ actorId: null, after: { escalatedAt: now.toISOString(), policy: "HOLD_KEPT" } }),
    ]);
    const overdue = await emailsOf("infraction.overdue", open.id);
    expect(overdue.map((email) => email.to)).toEqual([admin.user.email, otherAdmin.user.email].sort());
    expect(overdue[0]!.text).toContain(
      "o valor continua retido: não foi liberado ao vendedor nem devolvido ao pagador",
    );
    expect(overdue[0]!.text).toContain("O vendedor não respondeu.");
    const told = await emailsOf("infraction.overdue-seller", open.id);
    expect(told.map((email) => email.to)).toEqual([seller.user.email]);
    const shown = await api.get(`/api/v1/infractions/${open.id}`, { token: seller.access });
    expect(shown.body).toMatchObject({ status: "OPEN", escalatedAt: now.toISOString() });

    await actOnInfractionDeadlines(new Date(now.getTime() + DAY_MS));
    expect(await emailsOf("infraction.overdue", open.id)).toHaveLength(2);
    expect(await emailsOf("infraction.overdue-seller", open.id)).toHaveLength(1);
    expect(await db().auditLog.count({ where: { entityId: open.id, action: "infraction.escalated" } })).toBe(1);
    const untouched = await db().infraction.findUniqueOrThrow({ where: { id: decided.id } });
    expect(untouched).toMatchObject({ status: "RELEASED", escalatedAt: null, reminderSentAt: null });
    expect(await emailsOf("infraction.overdue", decided.id)).toEqual([]);

    // Escalated, it still takes the seller's answer and the admin's decision.
    const form = new FormData();
    form.append("text", "Segue a nossa resposta, ainda que depois do prazo.");
    expect((await api.post(`/api/v1/infractions/${open.id}/responses`, { token: seller.access, form })).status).toBe(
      201,
    );
    expect((await release(open.id)).body).toMatchObject({ status: "RELEASED", escalatedAt: now.toISOString() });
    const after = await balance(seller);
    expect({ released: Math.round((after.available - before.available) * 100), held: after.held }).toEqual({
      released: 8_000,
      held: 0,
    });
    await expectLedgerConsistent();
  });

  it("escalates an infraction first seen past its deadline without a late '2 days left' reminder", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const open = await openInfraction(seller.user.id);
    await actOnInfractionDeadlines(at(open, DAY_MS));
    expect(await emailsOf("infraction.overdue", open.id)).toHaveLength(2);
    expect(await emailsOf("infraction.deadline-soon", open.id)).toEqual([]);
  });
});
