import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { sessionActor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { createSubmittedEnterprise, validEnterpriseInput } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, fundSeller } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { registerPayoutKey } from "@/lib/testing/withdrawals";
import { adminInbox, infractionsDue } from "./service";

// What waits for the admin, counted in one statement: each queue's size and since when its oldest waits; items
// decided, in progress or deleted are not counted.
let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
  seller = await createUserAndLogin(api, { approved: true, companyName: "Loja Inbox Ltda" });
});

const inbox = () => adminInbox(sessionActor(admin.user));
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

it("counts nothing on an empty platform", async () => {
  expect(await inbox()).toEqual({
    companies: { count: 0, since: null },
    withdrawals: { count: 0, since: null },
    infractions: { count: 0, since: null, nextDeadline: null },
    heldPix: { count: 0, since: null },
    differences: { count: 0, since: null },
  });
});

it("counts each queue and the age of its oldest, leaving out what is decided or under way", async () => {
  // Companies: two submitted (the older one backdated), one deleted, one not submitted yet.
  const [older, newer, deleted] = [
    await createUserAndLogin(api),
    await createUserAndLogin(api),
    await createUserAndLogin(api),
  ];
  const olderCompany = await createSubmittedEnterprise(api, older.access);
  await createSubmittedEnterprise(api, newer.access);
  const deletedCompany = await createSubmittedEnterprise(api, deleted.access);
  await db().enterprise.update({ where: { id: olderCompany.id }, data: { submittedAt: ago(50) } });
  await db().enterprise.update({ where: { id: deletedCompany.id }, data: { deletedAt: new Date() } });
  const draft = await createUserAndLogin(api);
  expect((await api.post("/api/v1/enterprises", { token: draft.access, body: validEnterpriseInput() })).status).toBe(
    201,
  );

  // Withdrawals: two requested, one rejected.
  await fundSeller(seller.user.id, 100_000);
  await registerPayoutKey(seller.user.id);
  const request = async () =>
    (
      await api.post("/api/v1/withdrawals", {
        token: seller.access,
        body: { amount: 50, pixKey: "fulano@example.com" },
      })
    ).body.id as string;
  const [first, , rejected] = [await request(), await request(), await request()];
  await db().withdrawal.update({ where: { id: first }, data: { requestedAt: ago(30) } });
  expect(
    (
      await api.post(`/api/v1/admin/withdrawals/${rejected}/reject`, {
        token: admin.access,
        body: { reason: "Chave de outra titularidade" },
      })
    ).status,
  ).toBe(200);

  // Infractions: two open (deadlines in 2 and 6 days), one released.
  const payment = await charge();
  const infraction = (status: "OPEN" | "RELEASED", openedHoursAgo: number) =>
    db().infraction.create({
      data: {
        paymentId: payment,
        sellerId: seller.user.id,
        amount: 1_000,
        reason: "Golpe relatado pelo pagador",
        status,
        openedAt: ago(openedHoursAgo),
        deadlineAt: new Date(ago(openedHoursAgo).getTime() + 7 * 24 * HOUR),
      },
    });
  const soonest = await infraction("OPEN", 5 * 24);
  await infraction("OPEN", 24);
  await infraction("RELEASED", 6 * 24);

  // Held PIX: one held, one whose return failed (both the admin's), one returned.
  const held = (status: "HELD" | "RETURN_FAILED" | "RETURNED", receivedHoursAgo: number) =>
    db().unmatchedPix.create({
      data: {
        id: randomUUID(),
        provider: "api-pix",
        endToEndId: `E${randomUUID().replaceAll("-", "").slice(0, 31)}`,
        amount: 500,
        reason: "NO_CHARGE",
        status,
        devolucaoId: randomUUID().replaceAll("-", ""),
        receivedAt: ago(receivedHoursAgo),
      },
    });
  await held("HELD", 2);
  await held("RETURN_FAILED", 10);
  await held("RETURNED", 100);

  // Differences: two open on two days, one resolved.
  const run = (day: string) =>
    db().reconciliationRun.create({ data: { id: randomUUID(), provider: "api-pix", day, startedAt: new Date() } });
  const [monday, tuesday] = [await run("2026-03-02"), await run("2026-03-03")];
  const difference = (runId: string, status: "OPEN" | "RESOLVED", createdHoursAgo: number) =>
    db().reconciliationDifference.create({
      data: {
        id: randomUUID(),
        runId,
        subject: "RECEIVED_PIX",
        kind: "MISSING_OURS",
        reference: randomUUID(),
        pspAmount: 100,
        status,
        createdAt: ago(createdHoursAgo),
      },
    });
  await difference(monday.id, "OPEN", 72);
  await difference(tuesday.id, "OPEN", 1);
  await difference(tuesday.id, "RESOLVED", 200);

  const counted = await inbox();
  expect(counted.companies.count).toBe(2);
  expect(hoursSince(counted.companies.since)).toBeCloseTo(50, 0);
  expect(counted.withdrawals.count).toBe(2);
  expect(hoursSince(counted.withdrawals.since)).toBeCloseTo(30, 0);
  expect(counted.infractions.count).toBe(2);
  expect(hoursSince(counted.infractions.since)).toBeCloseTo(5 * 24, 0);
  expect(counted.infractions.nextDeadline).toBe(soonest.deadlineAt.toISOString());
  expect(counted.heldPix.count).toBe(2);
  expect(hoursSince(counted.heldPix.since)).toBeCloseTo(10, 0);
  expect(counted.differences.count).toBe(2);
  expect(hoursSince(counted.differences.since)).toBeCloseTo(72, 0);

  // The open infractions nearest their deadline first, each with its seller.
  const due = await infractionsDue(sessionActor(admin.user));
  expect(due.map((row) => [row.id, row.seller.name, row.amount])).toEqual([
    [soonest.id, "Loja Inbox Ltda", 10],
    [expect.any(String), "Loja Inbox Ltda", 10],
  ]);
  expect(due[0]!.deadlineAt).toBe(soonest.deadlineAt.toISOString());
});

it("answers admins only", async () => {
  await expect(adminInbox(sessionActor(seller.user))).rejects.toThrow(AppError);
  await expect(infractionsDue(sessionActor(seller.user))).rejects.toThrow(AppError);
});

function hoursSince(iso: string | null) {
  return (Date.now() - new Date(iso!).getTime()) / HOUR;
}

async function charge() {
  const created = await api.post("/api/v1/payments", { token: seller.access, body: { amount: 20, customer: buyer() } });
  expect(created.status).toBe(201);
  return created.body.id as string;
}
