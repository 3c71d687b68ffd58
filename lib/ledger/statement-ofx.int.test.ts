import { parseSync } from "ofx-js";
import { beforeAll, expect, it } from "vitest";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, fundSeller, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { addDays, saoPauloToday } from "@/lib/time/sao-paulo-days";

// The seller's statement as OFX, read back by an independent OFX parser from npm (ofx-js).
let api: ApiClient;
let baseUrl: string;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;
const today = saoPauloToday();

beforeAll(async () => {
  baseUrl = (await startApiServer()).baseUrl;
  api = apiClient(baseUrl);
  seller = await createUserAndLogin(api, { approved: true });
});

async function ofxOf(startDate: string, endDate: string) {
  const response = await fetch(
    `${baseUrl}/api/v1/seller-balances/me/ofx?${new URLSearchParams({ startDate, endDate })}`,
    { headers: { authorization: `Bearer ${seller.access}` } },
  );
  return { response, text: new TextDecoder("windows-1252").decode(await response.arrayBuffer()) };
}

it("exports the statement of a period as OFX 1.0.2 that another parser reads: each movement, signed, and the closing balance", async () => {
  await fundSeller(seller.user.id, 12_345);
  const payment = await api.post("/api/v1/payments", {
    token: seller.access,
    body: { amount: 100, customer: buyer() },
  });
  await sendCallback(api, payment.body.id, "charge.paid");
  const statement = (await api.get("/api/v1/transactions?perPage=100", { token: seller.access })).body.data as {
    id: string;
    amount: number;
    direction: string;
    reason: string;
  }[];
  const balance = (await api.get("/api/v1/seller-balances/me", { token: seller.access })).body
    .availableBalance as number;

  const { response, text } = await ofxOf(addDays(today, -1), today);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/x-ofx");
  expect(response.headers.get("content-disposition")).toContain(`extrato-${addDays(today, -1)}-a-${today}.ofx`);
  const ofx = parseSync(text);
  expect(ofx.header).toMatchObject({ OFXHEADER: "100", DATA: "OFXSGML", VERSION: "102", CHARSET: "1252" });
  const stmt = ofx.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
  expect(stmt.CURDEF).toBe("BRL");
  const transactions = [stmt.BANKTRANLIST.STMTTRN].flat();
  expect(transactions.map((t) => [t.FITID, Number(t.TRNAMT)]).sort()).toEqual(
    statement.map((line) => [line.id, line.direction === "DEBIT" ? -line.amount : line.amount]).sort(),
  );
  expect(transactions.find((t) => Number(t.TRNAMT) === 123.45)).toMatchObject({
    TRNTYPE: "CREDIT",
    MEMO: "Ajuste manual",
  });
  expect(
    transactions.some(
      (t) => t.TRNTYPE === "FEE" && String(t.MEMO).startsWith(`Tarifa do pagamento - pagamento ${payment.body.id}`),
    ),
  ).toBe(true);
  expect(String(transactions[0]!.DTPOSTED)).toMatch(/^\d{14}\.\d{3}\[-3:BRT\]$/);
  expect(Number(stmt.LEDGERBAL.BALAMT)).toBeCloseTo(balance, 2);

  // A period before any movement: no transactions, and the balance it closed with.
  const before = parseSync((await ofxOf("2020-01-01", "2020-01-31")).text).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;
  expect(before.BANKTRANLIST.STMTTRN).toBeUndefined();
  expect(Number(before.LEDGERBAL.BALAMT)).toBe(0);
});

it("refuses a period in the wrong order or over a year, with the standard error", async () => {
  const reversed = await api.get(`/api/v1/seller-balances/me/ofx?startDate=${today}&endDate=${addDays(today, -1)}`, {
    token: seller.access,
  });
  expect(reversed.status).toBe(400);
  expect(reversed.body.details).toEqual([{ path: "endDate", message: "A data inicial deve ser anterior à final" }]);
  expect(
    (await api.get(`/api/v1/seller-balances/me/ofx?startDate=2024-01-01&endDate=${today}`, { token: seller.access }))
      .status,
  ).toBe(400);
  expect((await api.get(`/api/v1/seller-balances/me/ofx?startDate=${today}`, { token: seller.access })).status).toBe(
    400,
  );
});
