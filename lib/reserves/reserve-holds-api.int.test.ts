import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { releaseDueReserves } from "./release-reserves";

// The reserve's own view: each sale's hold, what it keeps, when it is released, and what refunds took from it.
type Hold = {
  id: string;
  paymentId: string;
  buyerName: string;
  paymentAmount: number;
  kind: string;
  status: string;
  amount: number;
  refunded: number;
  releaseAt: string;
  releasedAt: string | null;
};

let api: ApiClient;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  seller = await createUserAndLogin(api, { approved: true });
  await db().reserveConfig.create({ data: { sellerId: seller.user.id, percentage: 100_000, days: 14 } });
});

async function paidSale(name: string) {
  const link = await createLink(seller.user.id, 10_000);
  const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer({ name }) } });
  await sendCallback(api, created.body.id, "charge.paid");
  return created.body.id as string;
}

const holds = async (query = "") =>
  (await api.get(`/api/v1/seller-balances/me/reserve-holds${query}`, { token: seller.access })).body;

it("lists the holds of each sale: held ones first by release date, then the released and the refunded", async () => {
  const released = await paidSale("Ana Liberada");
  // Its release date passed: the job releases it.
  await db().reserveHold.updateMany({
    where: { paymentId: released },
    data: { releaseAt: new Date(Date.now() - DAY_MS) },
  });
  await releaseDueReserves();
  const later = await paidSale("Bruno Depois");
  const sooner = await paidSale("Carla Antes");
  await db().reserveHold.updateMany({
    where: { paymentId: sooner },
    data: { releaseAt: new Date(Date.now() + 2 * DAY_MS) },
  });
  const refunded = await paidSale("Davi Reembolsado");
  // R$ 9,70 held, and a refund of R$ 9,70 takes all of it; one of R$ 5,00 takes part of "later".
  expect(
    (await api.post(`/api/v1/payments/${refunded}/refunds`, { token: seller.access, body: { amount: 9.7 } })).status,
  ).toBe(201);
  expect(
    (await api.post(`/api/v1/payments/${later}/refunds`, { token: seller.access, body: { amount: 5 } })).status,
  ).toBe(201);

  const page = await holds();
  expect(page).toMatchObject({ totalRecords: 4, currentPage: 1 });
  const rows = page.data as Hold[];
  expect(rows.map((row) => [row.buyerName, row.status, row.amount, row.refunded])).toEqual([
    ["Carla Antes", "HELD", 9.7, 0],
    ["Bruno Depois", "HELD", 4.7, 5],
    ["Davi Reembolsado", "REFUNDED", 0, 9.7],
    ["Ana Liberada", "RELEASED", 9.7, 0],
  ]);
  expect(rows[0]).toMatchObject({ paymentId: sooner, paymentAmount: 100, kind: "ROLLING", releasedAt: null });
  expect(Date.parse(rows[1]!.releaseAt) - Date.now()).toBeGreaterThan(13 * DAY_MS);
  expect(rows[3]!.releasedAt).not.toBeNull();
  // What the held ones keep is the reserve on the balance.
  const balance = (await api.get("/api/v1/seller-balances/me", { token: seller.access })).body;
  expect(balance.reservedBalance).toBe(14.4);

  const second = await holds("?perPage=2&page=2");
  expect(second.data.map((row: Hold) => row.buyerName)).toEqual(["Davi Reembolsado", "Ana Liberada"]);

  // One sale's holds: what the refund dialog reads to say how much of a refund the reserve covers.
  const ofLater = await holds(`?paymentId=${later}`);
  expect(ofLater).toMatchObject({ totalRecords: 1 });
  expect(ofLater.data.map((row: Hold) => [row.paymentId, row.status, row.amount])).toEqual([[later, "HELD", 4.7]]);
  expect(
    (await api.get("/api/v1/seller-balances/me/reserve-holds?paymentId=abc", { token: seller.access })).status,
  ).toBe(400);
});

it("shows a seller only their own holds", async () => {
  const stranger = await createUserAndLogin(api, { approved: true });
  const theirs = await api.get("/api/v1/seller-balances/me/reserve-holds", { token: stranger.access });
  expect(theirs.status).toBe(200);
  expect(theirs.body).toMatchObject({ data: [], totalRecords: 0 });
  const [mine] = (await holds()).data as Hold[];
  const byId = await api.get(`/api/v1/seller-balances/me/reserve-holds?paymentId=${mine!.paymentId}`, {
    token: stranger.access,
  });
  expect(byId.body).toMatchObject({ data: [], totalRecords: 0 });
});
