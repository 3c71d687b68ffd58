import { beforeAll, expect, it } from "vitest";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { backdateJournals, buyer, fundSeller, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { addDays, saoPauloDayStart, saoPauloToday } from "@/lib/time/sao-paulo-days";

// The statement's totals are the period's, whatever page of its list is on screen.
type Line = { amount: number; direction: string };

let api: ApiClient;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;
const today = saoPauloToday();
const yesterday = addDays(today, -1);
const cents = (reais: number) => Math.round(reais * 100);

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  seller = await createUserAndLogin(api, { approved: true });
  // Yesterday: R$ 500,00 in. Today: three sales with their fees.
  await fundSeller(seller.user.id, 50_000);
  await backdateJournals(seller.user.id, new Date(saoPauloDayStart(yesterday).getTime() + 3_600_000));
  for (const amount of [100, 250.5, 1234.56]) {
    const payment = await api.post("/api/v1/payments", { token: seller.access, body: { amount, customer: buyer() } });
    await sendCallback(api, payment.body.id, "charge.paid");
  }
});

const totals = async (startDate: string, endDate: string) =>
  api.get(`/api/v1/seller-balances/me/statement-totals?${new URLSearchParams({ startDate, endDate })}`, {
    token: seller.access,
  });

it("sums the whole period, not the page on screen: balance at its start, money in, money out, balance at its end", async () => {
  const everything = (
    await api.get(`/api/v1/transactions?startDate=${today}&endDate=${today}&perPage=100`, {
      token: seller.access,
    })
  ).body.data as Line[];
  const firstPage = (
    await api.get(`/api/v1/transactions?startDate=${today}&endDate=${today}&perPage=2`, {
      token: seller.access,
    })
  ).body.data as Line[];
  expect(firstPage.length).toBeLessThan(everything.length);
  const sum = (direction: string) =>
    everything.filter((line) => line.direction === direction).reduce((total, line) => total + cents(line.amount), 0);
  const balance = (await api.get("/api/v1/seller-balances/me", { token: seller.access })).body.availableBalance;

  const response = await totals(today, today);
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    startDate: today,
    endDate: today,
    openingBalance: 500,
    credits: sum("CREDIT") / 100,
    debits: sum("DEBIT") / 100,
    closingBalance: balance,
    lineCount: everything.length,
  });
  expect(cents(500) + sum("CREDIT") - sum("DEBIT")).toBe(cents(balance));

  expect((await totals(yesterday, yesterday)).body).toMatchObject({
    openingBalance: 0,
    credits: 500,
    debits: 0,
    closingBalance: 500,
    lineCount: 1,
  });
  expect((await totals(yesterday, today)).body).toMatchObject({ openingBalance: 0, closingBalance: balance });
});

it("refuses a period reversed, missing a day or over a year", async () => {
  for (const [startDate, endDate] of [
    [today, yesterday],
    [addDays(today, -400), today],
    ["", today],
  ] as const) {
    const response = await totals(startDate, endDate);
    expect(response.status, `${startDate}..${endDate}`).toBe(400);
    expect(response.body.code).toBe("VALIDATION_FAILED");
  }
});
