import { randomUUID } from "node:crypto";
import Papa from "papaparse";
import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { Refund } from "@/lib/db/generated/client";
import { transaction } from "@/lib/db/transaction";
import { holdRefund, releaseRefund } from "@/lib/refunds/ledger";
import { takeFromReserveHolds } from "@/lib/reserves/release-reserves";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, expectLedgerConsistent, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { saoPauloToday } from "@/lib/time/sao-paulo-days";

// A refund takes what the sale still holds in the reserve first: the statement (the available balance) moves by the
// rest only, so each refund line tells the refund's full amount and where its parts came from.
type Line = {
  id: string;
  paymentId: string | null;
  reason: string;
  description: string;
  amount: number;
  direction: string;
  refund: { amount: number; fromReserve: number; fromHeld: number } | null;
};

let api: ApiClient;
let baseUrl: string;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  baseUrl = (await startApiServer()).baseUrl;
  api = apiClient(baseUrl);
  seller = await createUserAndLogin(api, { approved: true });
  // 10 % of each net held for 30 days: a R$ 100,00 sale nets R$ 97,01, of which R$ 9,70 go to the reserve.
  await db().reserveConfig.create({ data: { sellerId: seller.user.id, percentage: 100_000, days: 30 } });
});

async function paidSale() {
  const link = await createLink(seller.user.id, 10_000);
  const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
  await sendCallback(api, created.body.id, "charge.paid");
  return created.body.id as string;
}

async function statement(): Promise<Line[]> {
  return (await api.get("/api/v1/transactions?perPage=100", { token: seller.access })).body.data;
}

it("shows a refund's full amount and the part the reserve gave, the line moving the balance by the rest", async () => {
  const paymentId = await paidSale();
  const refunded = await api.post(`/api/v1/payments/${paymentId}/refunds`, {
    token: seller.access,
    body: { amount: 30 },
  });
  expect(refunded.status).toBe(201);
  const line = (await statement()).find((each) => each.paymentId === paymentId && each.reason === "REFUND")!;
  expect(line).toMatchObject({
    description: "Reembolso ao comprador",
    direction: "DEBIT",
    amount: 20.3,
    refund: { amount: 30, fromReserve: 9.7, fromHeld: 0 },
  });
  const single = await api.get(`/api/v1/transactions/${line.id}`, { token: seller.access });
  expect(single.body.refund).toEqual({ amount: 30, fromReserve: 9.7, fromHeld: 0 });
  // Lines of no refund carry none.
  expect((await statement()).filter((each) => each.reason !== "REFUND").every((each) => each.refund === null)).toBe(
    true,
  );
  await expectLedgerConsistent();
});

it("tells a refund the provider did not make: the money back, and the part that went back to the reserve", async () => {
  const paymentId = await paidSale();
  // A refund the provider answered NAO_REALIZADO, booked by the refunds' own ledger functions.
  await transaction(async (tx) => {
    const [refund] = await tx.$queryRaw<[Refund]>`
      INSERT INTO refunds (id, "paymentId", "sellerId", amount, "providerRefundId", status, "updatedAt")
      VALUES (${randomUUID()}::uuid, ${paymentId}::uuid, ${seller.user.id}::uuid, 2000,
              ${randomUUID().replaceAll("-", "")}, 'FAILED', now())
      RETURNING *`;
    await holdRefund(tx, refund, { reserve: await takeFromReserveHolds(tx, paymentId, refund.amount) });
    await releaseRefund(tx, refund, false);
  });
  const lines = (await statement()).filter((each) => each.paymentId === paymentId && each.reason === "REFUND");
  // Both journals may share an instant: their order is the journals', so compare them sorted.
  expect(lines.map((line) => [line.direction, line.description, line.amount, line.refund]).sort()).toEqual([
    ["CREDIT", "Reembolso não realizado", 10.3, { amount: 20, fromReserve: 9.7, fromHeld: 0 }],
    ["DEBIT", "Reembolso ao comprador", 10.3, { amount: 20, fromReserve: 9.7, fromHeld: 0 }],
  ]);
  await expectLedgerConsistent();
});

it("writes the refund's full amount and its reserve part in the CSV", async () => {
  const today = saoPauloToday();
  const response = await fetch(
    `${baseUrl}/api/v1/seller-balances/me/csv?${new URLSearchParams({ startDate: today, endDate: today, format: "plain" })}`,
    { headers: { authorization: `Bearer ${seller.access}` } },
  );
  const rows = Papa.parse<Record<string, string>>(await response.text(), { header: true, skipEmptyLines: true }).data;
  const refund = rows.find((row) => row.reason === "REFUND" && row.amount === "-20.30")!;
  expect(refund).toMatchObject({ refundAmount: "30.00", refundFromReserve: "9.70", refundFromHeld: "0.00" });
  expect(rows.find((row) => row.reason === "PAYMENT_RECEIVED")).toMatchObject({
    refundAmount: "",
    refundFromReserve: "",
  });
});
