import Papa from "papaparse";
import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { backdateJournals, buyer, expectLedgerConsistent, fundSeller, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { addDays, saoPauloDayStart, saoPauloToday } from "@/lib/time/sao-paulo-days";
import { postJournal } from "./post-journal";

type Line = {
  id: string;
  amount: number;
  direction: string;
  reason: string;
  description: string;
  feeKind: string | null;
  buyerName: string | null;
  balanceAfter: number;
  createdAt: string;
};

let api: ApiClient;
let baseUrl: string;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;
const today = saoPauloToday();
const yesterday = addDays(today, -1);

beforeAll(async () => {
  baseUrl = (await startApiServer()).baseUrl;
  api = apiClient(baseUrl);
  seller = await createUserAndLogin(api, { approved: true });
  // Yesterday: money in and a withdrawal fee (booked as a withdrawal books it); today: two sales with their fees.
  await fundSeller(seller.user.id, 50_000);
  await transaction((tx) =>
    postJournal(tx, {
      kind: "MANUAL_ADJUSTMENT",
      entries: [
        { account: { seller: seller.user.id, type: "SELLER_AVAILABLE" }, amount: -367, reason: "WITHDRAWAL_FEE" },
        { account: { platform: "PLATFORM_FEES" }, amount: 367, reason: "WITHDRAWAL_FEE" },
      ],
    }),
  );
  await backdateJournals(seller.user.id, new Date(saoPauloDayStart(yesterday).getTime() + 3_600_000));
  for (const [name, amount] of [
    ["Maria Compradora", 100],
    ["João Pagador", 1234.56],
  ] as const) {
    const payment = await api.post("/api/v1/payments", {
      token: seller.access,
      body: { amount, customer: buyer({ name }) },
    });
    await sendCallback(api, payment.body.id, "charge.paid");
  }
});

/**
 * The available balance after an entry, summed independently from every entry of the account up to it, in the
 * statement's order: instant, journal, credit before fees before reserve, id.
 */
async function balanceAt(id: string): Promise<number> {
  const [row] = await db().$queryRaw<{ balance: bigint }[]>`
    WITH ranked AS (
      SELECT id, "accountId", amount, "createdAt", "journalId",
        CASE WHEN reason IN ('SYSTEM_FEE', 'WITHDRAWAL_FEE') THEN 1 WHEN reason = 'RETENTION' THEN 2 ELSE 0 END AS rank
      FROM ledger_entries)
    SELECT sum(l.amount)::bigint AS balance FROM ranked l, ranked e
    WHERE e.id = ${id}::uuid AND l."accountId" = e."accountId"
      AND (l."createdAt", l."journalId", l.rank, l.id) <= (e."createdAt", e."journalId", e.rank, e.id)`;
  return Number(row!.balance) / 100;
}

async function allPages(query: string): Promise<Line[]> {
  const lines: Line[] = [];
  for (let page = 1; ; page++) {
    const response = await api.get(`/api/v1/transactions?perPage=2&page=${page}${query}`, { token: seller.access });
    expect(response.status).toBe(200);
    lines.push(...response.body.data);
    if (page >= response.body.totalPages) return lines;
  }
}

it("carries on every line of every page the balance the account had right after it", async () => {
  const lines = await allPages("");
  expect(lines).toHaveLength(2 + 2 * 3);
  const balance = (await api.get("/api/v1/seller-balances/me", { token: seller.access })).body
    .availableBalance as number;
  expect(lines[0]!.balanceAfter).toBe(balance);
  for (const line of lines) expect(line.balanceAfter, line.id).toBe(await balanceAt(line.id));
  // Each line's balance is the next (older) one's plus its own amount.
  for (const [index, line] of lines.slice(0, -1).entries()) {
    const signed = line.direction === "CREDIT" ? line.amount : -line.amount;
    expect(Math.round((lines[index + 1]!.balanceAfter + signed) * 100)).toBe(Math.round(line.balanceAfter * 100));
  }
  const single = await api.get(`/api/v1/transactions/${lines[3]!.id}`, { token: seller.access });
  expect(single.body).toMatchObject({ id: lines[3]!.id, balanceAfter: lines[3]!.balanceAfter });
  await expectLedgerConsistent();
});

it("names each fee and the buyer of each sale", async () => {
  const lines = await allPages("");
  const sale = lines.find((line) => line.reason === "PAYMENT_RECEIVED" && line.amount === 1234.56)!;
  expect(sale).toMatchObject({ buyerName: "João Pagador", description: "Pagamento recebido", feeKind: null });
  const fees = lines.filter((line) => line.reason === "SYSTEM_FEE" && line.buyerName === "João Pagador");
  expect(fees.map((line) => [line.feeKind, line.description]).sort()).toEqual([
    ["GATEWAY", "Taxa do gateway PIX"],
    ["SERVICE", "Taxa de serviço"],
  ]);
  const payment = await db().payment.findFirstOrThrow({
    where: { sellerId: seller.user.id, customerName: "João Pagador" },
  });
  expect(fees.find((line) => line.feeKind === "SERVICE")!.amount).toBe(payment.serviceFee / 100);
  expect(fees.find((line) => line.feeKind === "GATEWAY")!.amount).toBe(payment.gatewayFee / 100);
  expect(lines.find((line) => line.reason === "WITHDRAWAL_FEE")).toMatchObject({
    feeKind: "WITHDRAWAL",
    description: "Tarifa de saque",
    buyerName: null,
    amount: 3.67,
  });
});

it("filters by São Paulo days, the balances still the account's, and refuses a bad period", async () => {
  const everything = await allPages("");
  const todays = await allPages(`&startDate=${today}&endDate=${today}`);
  expect(todays.map((line) => line.id)).toEqual(everything.slice(0, 6).map((line) => line.id));
  const older = await allPages(`&endDate=${yesterday}`);
  expect(older.map((line) => [line.id, line.balanceAfter])).toEqual(
    everything.slice(6).map((line) => [line.id, line.balanceAfter]),
  );
  expect(older[0]!.balanceAfter).toBe(500 - 3.67);
  const empty = await api.get(`/api/v1/transactions?startDate=${addDays(today, 1)}`, { token: seller.access });
  expect(empty.body).toMatchObject({ data: [], totalRecords: 0 });
  for (const bad of [`startDate=${today}&endDate=${yesterday}`, "startDate=2026-13-01", "endDate=ontem"]) {
    const response = await api.get(`/api/v1/transactions?${bad}`, { token: seller.access });
    expect(response.status, bad).toBe(400);
    expect(response.body.code).toBe("VALIDATION_FAILED");
  }
});

it("exports the period as CSV: in the Brazilian spreadsheet format with the page's words, or plain with the codes", async () => {
  const lines = await allPages("");
  const response = await fetch(
    `${baseUrl}/api/v1/seller-balances/me/csv?${new URLSearchParams({ startDate: yesterday, endDate: today })}`,
    { headers: { authorization: `Bearer ${seller.access}` } },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toContain(`extrato-${yesterday}-a-${today}.csv`);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<Record<string, string>>(bytes.toString("utf8").slice(1), {
    header: true,
    delimiter: ";",
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  expect(parsed.meta.fields).toEqual([
    "Data",
    "Lançamento",
    "Tipo",
    "Comprador",
    "Pagamento",
    "Saque",
    "Valor",
    "Saldo",
    "Disponível em",
    "Reembolso total",
    "Reembolso: parte da reserva",
    "Reembolso: parte retida (MED)",
  ]);
  const reais = (value: number) =>
    value
      .toFixed(2)
      .replace(".", ",")
      .replace(/\B(?=(\d{3})+,)/g, ".");
  expect(parsed.data.map((row) => row.Saldo)).toEqual([...lines].reverse().map((line) => reais(line.balanceAfter)));
  expect(parsed.data.at(-1)!.Saldo).toBe(reais(lines[0]!.balanceAfter));
  expect(parsed.data.find((row) => row["Lançamento"] === "Tarifa de saque")).toMatchObject({
    Tipo: "Tarifa de saque",
    Valor: "-3,67",
  });
  expect(
    parsed.data.find((row) => row.Tipo === "Pagamento recebido" && row.Comprador === "João Pagador"),
  ).toMatchObject({ Valor: "1.234,56" });
  // The two fees share their reason; only the line's description tells the gateway's from the service's.
  for (const fee of ["Taxa de serviço", "Taxa do gateway PIX"]) {
    expect(parsed.data.find((row) => row["Lançamento"] === fee)).toMatchObject({ Tipo: "Tarifa do pagamento" });
  }
  expect(parsed.data[0]!.Data).toMatch(new RegExp(`^${yesterday.split("-").reverse().join("/")} 01:00:00$`));

  const plain = await fetch(
    `${baseUrl}/api/v1/seller-balances/me/csv?${new URLSearchParams({ startDate: today, endDate: today, format: "plain" })}`,
    { headers: { authorization: `Bearer ${seller.access}` } },
  );
  const plainRows = Papa.parse<Record<string, string>>(await plain.text(), {
    header: true,
    delimiter: ",",
    skipEmptyLines: true,
  }).data;
  expect(plainRows).toHaveLength(6);
  expect(Object.keys(plainRows[0]!).slice(0, 3)).toEqual(["createdAt", "description", "reason"]);
  expect(plainRows.find((row) => row.description === "Taxa de serviço")).toMatchObject({ reason: "SYSTEM_FEE" });
  expect(plainRows.at(-1)!.balanceAfter).toBe(lines[0]!.balanceAfter.toFixed(2));
  const tooLong = await fetch(
    `${baseUrl}/api/v1/seller-balances/me/csv?${new URLSearchParams({ startDate: addDays(today, -400), endDate: today })}`,
    { headers: { authorization: `Bearer ${seller.access}` } },
  );
  expect(tooLong.status).toBe(400);
});
