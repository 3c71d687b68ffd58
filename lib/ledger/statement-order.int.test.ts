import { parseSync } from "ofx-js";
import Papa from "papaparse";
import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { saoPauloToday } from "@/lib/time/sao-paulo-days";

// A sale's lines share one instant and get random ids: only a fixed order keeps the running balance from dipping
// below what the account had before the money arrived.
type Line = { id: string; paymentId: string | null; reason: string; amount: number; direction: string };

let api: ApiClient;
let baseUrl: string;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;
const SALES = 4;
const today = saoPauloToday();

beforeAll(async () => {
  baseUrl = (await startApiServer()).baseUrl;
  api = apiClient(baseUrl);
  seller = await createUserAndLogin(api, { approved: true });
  await db().reserveConfig.create({ data: { sellerId: seller.user.id, percentage: 100_000, days: 30 } });
  const link = await createLink(seller.user.id, 10_000);
  for (let sale = 0; sale < SALES; sale++) {
    const created = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
    await sendCallback(api, created.body.id, "charge.paid");
  }
});

/** Oldest first, each sale's lines in the order they should be read. */
const SALE_ORDER = ["PAYMENT_RECEIVED", "SYSTEM_FEE", "SYSTEM_FEE", "RETENTION"];

function salesOf(linesOldestFirst: { paymentId: string | null; reason: string }[]) {
  const sales = new Map<string, string[]>();
  for (const line of linesOldestFirst) sales.set(line.paymentId!, [...(sales.get(line.paymentId!) ?? []), line.reason]);
  return [...sales.values()];
}

it("lists each sale's lines as the money moved: credit, fees, reserve, the balance never dipping below the one before", async () => {
  const response = await api.get("/api/v1/transactions?perPage=100", { token: seller.access });
  const lines = response.body.data as (Line & { balanceAfter: number })[];
  expect(lines).toHaveLength(SALES * SALE_ORDER.length);
  const oldestFirst = [...lines].reverse();
  expect(salesOf(oldestFirst)).toEqual(Array.from({ length: SALES }, () => SALE_ORDER));
  // Every line of a sale comes together, and the credit's balance is the highest of them.
  for (let sale = 0; sale < SALES; sale++) {
    const own = oldestFirst.slice(sale * SALE_ORDER.length, (sale + 1) * SALE_ORDER.length);
    expect(new Set(own.map((line) => line.paymentId)).size).toBe(1);
    expect(own[0]!.balanceAfter).toBe(Math.max(...own.map((line) => line.balanceAfter)));
  }
  // The page's order holds across pages too.
  const paged: Line[] = [];
  for (let page = 1; page <= SALES * 2; page++)
    paged.push(...(await api.get(`/api/v1/transactions?perPage=2&page=${page}`, { token: seller.access })).body.data);
  expect(paged.map((line) => line.id)).toEqual(lines.map((line) => line.id));
});

it("writes the CSV and the OFX in the same order", async () => {
  const range = new URLSearchParams({ startDate: today, endDate: today });
  const auth = { headers: { authorization: `Bearer ${seller.access}` } };
  const csv = await fetch(`${baseUrl}/api/v1/seller-balances/me/csv?${range}&format=plain`, auth);
  const rows = Papa.parse<Record<string, string>>(await csv.text(), { header: true, skipEmptyLines: true }).data;
  expect(salesOf(rows.map((row) => ({ paymentId: row.paymentId!, reason: row.reason! })))).toEqual(
    Array.from({ length: SALES }, () => SALE_ORDER),
  );
  const ofx = await fetch(`${baseUrl}/api/v1/seller-balances/me/ofx?${range}`, auth);
  const text = new TextDecoder("windows-1252").decode(await ofx.arrayBuffer());
  const transactions = [parseSync(text).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN].flat() as {
    FITID: string;
  }[];
  const statement = (await api.get("/api/v1/transactions?perPage=100", { token: seller.access })).body.data as Line[];
  expect(transactions.map((transaction) => transaction.FITID)).toEqual([...statement].reverse().map((line) => line.id));
});
