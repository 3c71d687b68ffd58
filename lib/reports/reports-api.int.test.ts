import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { Payment } from "@/lib/db/generated/client";
import type { PaymentStatus } from "@/lib/db/generated/enums";
import { transaction } from "@/lib/db/transaction";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, ensurePaymentMonths, fundSeller, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { addDays, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { foldPaymentStats, recordStatusChange } from "./payment-stats";

let api: ApiClient;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;
let a: Awaited<ReturnType<typeof createUserAndLogin>>;
let b: Awaited<ReturnType<typeof createUserAndLogin>>;

/** A payment placed at an exact instant, counted the way the services count it. */
async function placePayment(sellerId: string, createdAt: string, status: PaymentStatus, amount: number) {
  const customer = await db().customer.upsert({
    where: { sellerId_documentNumber: { sellerId, documentNumber: "52998224725" } },
    create: { sellerId, name: "Cliente", email: "c@example.com", documentType: "CPF", documentNumber: "52998224725" },
    update: {},
  });
  await transaction(async (tx) => {
    const at = new Date(createdAt);
    const [payment] = await tx.$queryRaw<[Payment]>`
      INSERT INTO payments (id, "sellerId", "customerId", amount, "serviceFee", "gatewayFee", status, purchaser, txid,
                            "customerName", "customerEmail", "expiresAt", "createdAt", "updatedAt")
      VALUES (gen_random_uuid(), ${sellerId}::uuid, ${customer.id}::uuid, ${amount}, 100, 50,
              ${status}::"PaymentStatus", 'sandbox', ${randomUUID().replaceAll("-", "").slice(0, 25)}, 'Cliente',
              'c@example.com', ${at}::timestamptz, ${at}::timestamptz, now())
      RETURNING *`;
    await recordStatusChange(tx, payment, null, status);
  });
}

/** What the reports must equal: a recount straight from the payments table. */
async function recount(sellerId: string | null, start: string, end: string) {
  const seller = sellerId
    ? await db().$queryRaw<{ day: Date; status: string; count: bigint; amount: bigint }[]>`
      SELECT ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date AS day, status, count(*) AS count, sum(amount)::bigint AS amount
      FROM payments WHERE "sellerId" = ${sellerId}::uuid
        AND ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN ${start}::date AND ${end}::date
      GROUP BY 1, 2`
    : await db().$queryRaw<{ day: Date; status: string; count: bigint; amount: bigint }[]>`
      SELECT ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date AS day, status, count(*) AS count, sum(amount)::bigint AS amount
      FROM payments WHERE ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN ${start}::date AND ${end}::date
      GROUP BY 1, 2`;
  const sum = (statuses: string[], pick: "count" | "amount", day?: string) =>
    seller
      .filter((r) => statuses.includes(r.status) && (!day || r.day.toISOString().slice(0, 10) === day))
      .reduce((t, r) => t + Number(r[pick]), 0);
  return { sum };
}

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
  a = await createUserAndLogin(api, { approved: true });
  b = await createUserAndLogin(api, { approved: true });
  await ensurePaymentMonths(new Date("2026-02-01T00:00:00.000Z"));
  // Around midnight in São Paulo (03:00 UTC): 02:59:59Z is still the 9th there.
  await placePayment(a.user.id, "2026-03-10T02:59:59.000Z", "FINISHED", 10_000);
  await placePayment(a.user.id, "2026-03-10T03:00:00.000Z", "FINISHED", 20_000);
  await placePayment(a.user.id, "2026-03-10T12:00:00.000Z", "CANCELLED", 5_000);
  await placePayment(a.user.id, "2026-03-11T02:00:00.000Z", "REFUNDED", 7_000);
  await placePayment(a.user.id, "2026-03-11T15:00:00.000Z", "PENDING", 3_000);
  await placePayment(b.user.id, "2026-03-10T15:00:00.000Z", "FINISHED", 99_900);
  await foldPaymentStats();
  await placePayment(a.user.id, "2026-03-10T20:00:00.000Z", "CREATED", 1_500);
  await placePayment(b.user.id, "2026-03-12T20:00:00.000Z", "FINISHED", 100);
});

const custom = "period=custom&startDate=2026-03-09&endDate=2026-03-12";

describe("seller dashboard", () => {
  it("sums their own payments by São Paulo day, zeros included, equal to a recount", async () => {
    const values = await api.get(`/api/v1/dashboard/daily-sales-values?${custom}`, { token: a.access });
    expect(values.body).toEqual([
      { date: "2026-03-09", finished: 100, pending: 0, cancelled: 0 },
      { date: "2026-03-10", finished: 200, pending: 15, cancelled: 50 },
      { date: "2026-03-11", finished: 0, pending: 30, cancelled: 0 },
      { date: "2026-03-12", finished: 0, pending: 0, cancelled: 0 },
    ]);
    const check = await recount(a.user.id, "2026-03-09", "2026-03-12");
    for (const row of values.body) {
      expect(row.finished * 100).toBe(check.sum(["FINISHED"], "amount", row.date));
      expect(row.pending * 100).toBe(check.sum(["CREATED", "PENDING"], "amount", row.date));
    }
    const counts = await api.get(`/api/v1/dashboard/daily-sales-count?${custom}`, { token: a.access });
    // 2026-03-11T02:00Z is still the 10th in São Paulo.
    expect(counts.body.map((r: { count: number }) => r.count)).toEqual([1, 4, 1, 0]);
    const overview = await api.get(`/api/v1/dashboard/overview?${custom}`, { token: a.access });
    expect(overview.body).toEqual({
      totalRevenue: 300,
      averageTicket: 150,
      qtdPaidOrders: 2,
      qtdRefunds: 1,
      qtdPendingOrders: 2,
      conversionRate: 50,
    });
  });

  it("stays equal to a recount as payments move through their life", async () => {
    const seller = await createUserAndLogin(api, { approved: true });
    const link = await createLink(seller.user.id, 10_000);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } })).body.id);
    await sendCallback(api, ids[0]!, "charge.paid");
    await sendCallback(api, ids[1]!, "charge.paid");
    await sendCallback(api, ids[2]!, "charge.pending");
    await api.post(`/api/v1/payments/${ids[3]}/cancel`, { token: seller.access });
    await fundSeller(seller.user.id, 100_000);
    await api.post(`/api/v1/payments/${ids[1]}/refund`, { token: seller.access });
    await foldPaymentStats();
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
    const overview = (await api.get("/api/v1/dashboard/overview?period=day", { token: seller.access })).body;
    const check = await recount(seller.user.id, today, today);
    expect(overview).toMatchObject({
      totalRevenue: check.sum(["FINISHED"], "amount") / 100,
      qtdPaidOrders: check.sum(["FINISHED"], "count"),
      qtdRefunds: check.sum(["REFUNDED"], "count"),
      qtdPendingOrders: check.sum(["CREATED", "PENDING"], "count"),
    });
    expect(overview).toMatchObject({
      totalRevenue: 100,
      qtdPaidOrders: 1,
      qtdRefunds: 1,
      qtdPendingOrders: 1,
      conversionRate: 50,
    });
    expect(
      (await api.get("/api/v1/dashboard/daily-sales-count?period=week", { token: seller.access })).body,
    ).toHaveLength(7);
  });

  it("validates periods", async () => {
    for (const query of [
      "period=year",
      "period=custom",
      "period=custom&startDate=2026-03-10&endDate=2026-03-01",
      "period=custom&startDate=2025-01-01&endDate=2026-03-01",
      "period=custom&startDate=0001-01-01&endDate=0001-01-02",
      "period=custom&startDate=9999-12-30&endDate=9999-12-31",
      "startDate=2026-03-01&endDate=2026-03-10",
      "period=week&startDate=2026-03-10&endDate=2026-03-01",
    ]) {
      const response = await api.get(`/api/v1/dashboard/overview?${query}`, { token: a.access });
      expect(response.status, query).toBe(400);
    }
    expect((await api.get("/api/v1/dashboard/overview", { token: admin.access })).status).toBe(403);
  });
});

describe("admin reports", () => {
  it("adds every seller up, or one with sellerId, equal to a recount", async () => {
    const all = (await api.get(`/api/v1/admin/dashboard/overview?${custom}`, { token: admin.access })).body;
    const check = await recount(null, "2026-03-09", "2026-03-12");
    expect(all.totalRevenue * 100).toBe(check.sum(["FINISHED"], "amount"));
    expect(all.qtdPaidOrders).toBe(check.sum(["FINISHED"], "count"));
    const onlyB = (
      await api.get(`/api/v1/admin/dashboard/daily-sales-values?${custom}&sellerId=${b.user.id}`, {
        token: admin.access,
      })
    ).body;
    expect(onlyB.map((r: { finished: number }) => r.finished)).toEqual([0, 999, 0, 1]);
    expect((await api.get(`/api/v1/admin/dashboard/overview?${custom}`, { token: a.access })).status).toBe(403);
    const [finished] = await db().$queryRaw<{ afterGateway: bigint; count: bigint }[]>`
      SELECT sum(amount - "gatewayFee")::bigint AS "afterGateway", count(*) AS count FROM payments
      WHERE status = 'FINISHED' AND ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN '2026-03-09' AND '2026-03-12'`;
    const billing = (
      await api.get("/api/v1/admin/payments/billing?startDate=2026-03-09&endDate=2026-03-12", { token: admin.access })
    ).body;
    expect(billing.totalAmountWithFeesGateway * 100).toBe(Number(finished!.afterGateway));
    expect(billing.totalFinishedPayments).toBe(Number(finished!.count));
  });

  it("ranks revenue per company, through both paths", async () => {
    for (const path of ["/api/v1/admin/enterprises/revenue", "/api/v1/admin/enterprises-revenue"]) {
      const page = await api.get(`${path}?${custom}&perPage=1`, { token: admin.access });
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ totalRecords: 2, totalPages: 2, perPage: 1 });
      expect(page.body.data[0]).toMatchObject({ sellerId: b.user.id, totalRevenue: 1000, transactionCount: 2 });
      const second = await api.get(`${path}?${custom}&perPage=1&page=2`, { token: admin.access });
      expect(second.body.data[0]).toMatchObject({ sellerId: a.user.id, totalRevenue: 300, transactionCount: 2 });
    }
  });

  it("counts list pages from the totals, equal to a recount, folded or not", async () => {
    const count = async (sellerId: string | null, status: string | null, start: string | null, end: string | null) => {
      const [row] = await db().$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM payments
        WHERE (${sellerId}::uuid IS NULL OR "sellerId" = ${sellerId}::uuid)
          AND (${status}::text IS NULL OR status::text = ${status}::text)
          AND (${start}::date IS NULL OR ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date >= ${start}::date)
          AND (${end}::date IS NULL OR ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date <= ${end}::date)`;
      return Number(row!.n);
    };
    const cases: [string | null, string | null, string | null][] = [
      [null, null, null],
      ["FINISHED", null, null],
      [null, "2026-03-10", "2026-03-10"],
      ["CANCELLED", "2026-03-09", "2026-03-11"],
    ];
    for (const [status, start, end] of cases) {
      const query = [status && `status=${status}`, start && `startDate=${start}`, end && `endDate=${end}`]
        .filter(Boolean)
        .join("&");
      const own = (await api.get(`/api/v1/payments?perPage=1&${query}`, { token: a.access })).body;
      expect(own.totalRecords).toBe(await count(a.user.id, status, start, end));
      const all = (await api.get(`/api/v1/admin/payments?perPage=1&${query}`, { token: admin.access })).body;
      expect(all.totalRecords).toBe(await count(null, status, start, end));
    }
    // Every page, walked from the daily counts, holds the same rows as a plain OFFSET would.
    const all = await db().payment.findMany({
      where: { sellerId: a.user.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true, status: true },
    });
    for (const status of [null, "FINISHED"]) {
      const expected = all.filter((row) => status === null || row.status === status).map((row) => row.id);
      for (let page = 1; page <= expected.length + 1; page++) {
        const body = (
          await api.get(`/api/v1/payments?perPage=1&page=${page}${status ? `&status=${status}` : ""}`, {
            token: a.access,
          })
        ).body;
        expect(body.data.map((row: { id: string }) => row.id)).toEqual(expected.slice(page - 1, page));
      }
    }
    // The admin's pages, from the platform's daily totals.
    const everyone = await db().payment.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    for (let page = 1; page <= everyone.length + 1; page++) {
      const body = (await api.get(`/api/v1/admin/payments?perPage=1&page=${page}`, { token: admin.access })).body;
      expect(body.data.map((row: { id: string }) => row.id)).toEqual(
        everyone.slice(page - 1, page).map((row) => row.id),
      );
    }
    const searched = (await api.get("/api/v1/payments?search=Cliente", { token: a.access })).body;
    expect(searched.totalRecords).toBe(await count(a.user.id, null, null, null));
    expect(searched.data).toHaveLength(searched.totalRecords);
  });

  it("folds deltas without changing any figure", async () => {
    await placePayment(b.user.id, "2026-03-11T12:00:00.000Z", "CANCELLED", 4_200);
    const before = (await api.get(`/api/v1/admin/dashboard/daily-sales-values?${custom}`, { token: admin.access }))
      .body;
    expect(await foldPaymentStats()).toBeGreaterThan(0);
    expect(await db().paymentStatDelta.count()).toBe(0);
    expect(
      (await api.get(`/api/v1/admin/dashboard/daily-sales-values?${custom}`, { token: admin.access })).body,
    ).toEqual(before);
  });
});

describe("revenue over whole months and their edges", () => {
  it("equals a recount before and after the fold", async () => {
    await placePayment(a.user.id, "2026-02-14T12:00:00.000Z", "FINISHED", 1_100);
    await placePayment(a.user.id, "2026-02-15T12:00:00.000Z", "FINISHED", 1_200);
    await placePayment(b.user.id, "2026-04-05T12:00:00.000Z", "FINISHED", 1_300);
    await placePayment(b.user.id, "2026-04-06T12:00:00.000Z", "FINISHED", 1_400);
    // Edges read as the whole month minus the days outside (1-4 February, 26-30 April).
    await placePayment(a.user.id, "2026-02-04T12:00:00.000Z", "FINISHED", 1_500);
    await placePayment(a.user.id, "2026-02-05T12:00:00.000Z", "FINISHED", 1_600);
    await placePayment(b.user.id, "2026-04-25T12:00:00.000Z", "FINISHED", 1_700);
    await placePayment(b.user.id, "2026-04-26T12:00:00.000Z", "FINISHED", 1_800);
    const expected = async (start: string, end: string) =>
      db().$queryRaw<{ sellerId: string; revenue: bigint; count: bigint }[]>`
        SELECT "sellerId", sum(amount)::bigint AS revenue, count(*) AS count FROM payments
        WHERE status = 'FINISHED' AND ("createdAt" AT TIME ZONE 'America/Sao_Paulo')::date BETWEEN ${start}::date AND ${end}::date
        GROUP BY 1 ORDER BY 2 DESC, 1`;
    const actual = async (start: string, end: string) =>
      (
        await api.get(`/api/v1/admin/enterprises-revenue?period=custom&startDate=${start}&endDate=${end}`, {
          token: admin.access,
        })
      ).body.data.map((row: { sellerId: string; totalRevenue: number; transactionCount: number }) => ({
        sellerId: row.sellerId,
        revenue: BigInt(Math.round(row.totalRevenue * 100)),
        count: BigInt(row.transactionCount),
      }));
    // A year ending today.
    await placePayment(a.user.id, new Date().toISOString(), "FINISHED", 1_900);
    const today = saoPauloToday();
    const ranges = [
      ["2026-02-15", "2026-04-05"],
      ["2026-02-05", "2026-04-25"],
      [addDays(today, -364), today],
    ] as const;
    for (const [start, end] of ranges) expect(await actual(start, end)).toEqual(await expected(start, end));
    await foldPaymentStats();
    for (const [start, end] of ranges) {
      expect(await actual(start, end)).toEqual(await expected(start, end));
      expect((await expected(start, end)).length).toBeGreaterThanOrEqual(2);
    }

    // A late event: a February sale refunded now changes the running totals of its month and year.
    const sale = await db().payment.findFirstOrThrow({ where: { sellerId: a.user.id, amount: 1_100 } });
    await transaction(async (tx) => {
      await tx.$executeRaw`UPDATE payments SET status = 'REFUNDED', "updatedAt" = now() WHERE id = ${sale.id}::uuid`;
      await recordStatusChange(tx, sale, "FINISHED", "REFUNDED");
    });
    expect(await expected("2026-02-14", "2026-02-14")).toEqual([]);
    const withRefund = [...ranges, ["2026-02-14", "2026-02-14"] as const];
    for (const [start, end] of withRefund) expect(await actual(start, end)).toEqual(await expected(start, end));
    await foldPaymentStats();
    for (const [start, end] of withRefund) expect(await actual(start, end)).toEqual(await expected(start, end));
  });
});
