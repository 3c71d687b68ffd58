import { beforeAll, expect, it } from "vitest";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { addDays, saoPauloToday } from "@/lib/time/sao-paulo-days";

// The payments page's totals are those of its filters, over every page of the list, not of the rows on screen.
type Payment = { id: string; amount: number; status: string; amountWithAllFees: number };

let api: ApiClient;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;
let linkId: string;
const cents = (reais: number) => Math.round(reais * 100);

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  seller = await createUserAndLogin(api, { approved: true });
  const other = await createUserAndLogin(api, { approved: true });
  for (const [amount, name, paid] of [
    [100, "Ana Lima", true],
    [250.5, "Bruno Reis", true],
    [1234.56, "Ana Prado", true],
    [10, "Carla Dias", false],
  ] as const) {
    const created = await api.post("/api/v1/payments", {
      token: seller.access,
      body: { amount, customer: buyer({ name }) },
    });
    if (paid) await sendCallback(api, created.body.id, "charge.paid");
  }
  const link = await createLink(seller.user.id, 4_990);
  linkId = link.id;
  const viaLink = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
  await sendCallback(api, viaLink.body.id, "charge.paid");
  // Another seller's sale counts for no one else.
  const theirs = await api.post("/api/v1/payments", { token: other.access, body: { amount: 999, customer: buyer() } });
  await sendCallback(api, theirs.body.id, "charge.paid");
});

async function everyPayment(query: string): Promise<Payment[]> {
  return (await api.get(`/api/v1/payments?perPage=100&${query}`, { token: seller.access })).body.data;
}

async function expectTotalsOf(query: string) {
  const payments = await everyPayment(query);
  const finished = payments.filter((payment) => payment.status === "FINISHED");
  const response = await api.get(`/api/v1/payments/totals?${query}`, { token: seller.access });
  expect(response.status, query).toBe(200);
  expect(response.body, query).toEqual({
    count: payments.length,
    amount: payments.reduce((sum, payment) => sum + cents(payment.amount), 0) / 100,
    finishedCount: finished.length,
    finishedNet: finished.reduce((sum, payment) => sum + cents(payment.amountWithAllFees), 0) / 100,
  });
  return response.body;
}

it("sums every payment the filters find, whatever page is on screen", async () => {
  const firstPage = (await api.get("/api/v1/payments?perPage=2", { token: seller.access })).body;
  expect(firstPage.data).toHaveLength(2);
  expect(await expectTotalsOf("")).toMatchObject({ count: 5, amount: 1644.96, finishedCount: 4 });
  const today = saoPauloToday();
  for (const query of [
    "status=FINISHED",
    "status=CREATED",
    "search=Ana",
    `paymentLinkId=${linkId}`,
    `startDate=${today}&endDate=${today}`,
    `search=Ana&status=FINISHED&startDate=${today}`,
  ])
    await expectTotalsOf(query);
  expect(await expectTotalsOf(`endDate=${addDays(today, -1)}`)).toEqual({
    count: 0,
    amount: 0,
    finishedCount: 0,
    finishedNet: 0,
  });
});

it("refuses reversed dates", async () => {
  const today = saoPauloToday();
  const response = await api.get(`/api/v1/payments/totals?startDate=${today}&endDate=${addDays(today, -1)}`, {
    token: seller.access,
  });
  expect(response.status).toBe(400);
});
