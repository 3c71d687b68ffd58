import http from "node:http";
import Papa from "papaparse";
import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;
let baseUrl: string;

beforeAll(async () => {
  ({ baseUrl } = await startApiServer());
  api = apiClient(baseUrl);
});

const HEADER = [
  "id",
  "createdAt",
  "status",
  "sellerId",
  "sellerName",
  "customerName",
  "customerEmail",
  "amount",
  "serviceFee",
  "gatewayFee",
  "net",
  "refunded",
  "netAfterRefunds",
  "confirmedAt",
  "externalId",
  "paymentLinkId",
];

/** The same columns in `br`, as the pages name them. */
const BR_HEADER = [
  "Identificador",
  "Data",
  "Status",
  "Identificador do vendedor",
  "Vendedor",
  "Comprador",
  "E-mail do comprador",
  "Valor",
  "Tarifa de serviço",
  "Tarifa do gateway",
  "Líquido",
  "Devolvido",
  "Líquido após devoluções",
  "Confirmado em",
  "Identificador externo",
  "Link de pagamento",
];

/** The file's rows as objects, read back by an independent parser. */
function readCsv(body: Buffer, delimiter: string) {
  const parsed = Papa.parse<Record<string, string>>(body.toString("utf8").replace(/^\uFEFF/, ""), {
    header: true,
    delimiter,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed;
}

/**
 * 1,500 payments of the seller straight into the table, going back a second per `perInstant` rows from now; the
 * `unwritableRow`-th, if named, confirmed in the year 290000.
 */
async function insertPayments(
  sellerId: string,
  customerId: string,
  { perInstant = 1, unwritableRow = null }: { perInstant?: number; unwritableRow?: number | null },
) {
  await db().$executeRaw`
    INSERT INTO payments (id, "sellerId", "customerId", amount, "serviceFee", "gatewayFee", purchaser, txid, "customerName", "customerEmail", "expiresAt", "createdAt", "updatedAt", "confirmedAt")
    SELECT gen_random_uuid(), ${sellerId}::uuid, ${customerId}::uuid, 1000, 10, 5, 'sandbox', ${sellerId} || g, 'Cliente', 'c@example.com', now(),
           now() - (g / ${perInstant}::int) * interval '1 second', now(),
           CASE WHEN g = ${unwritableRow}::int THEN '290000-01-01'::timestamptz END
    FROM generate_series(1, 1500) g`;
}

it("exports the filtered payments as CSV in both formats, sellers named, formulas defused", async () => {
  const admin = await createUserAndLogin(api, { role: "admin" });
  const seller = await createUserAndLogin(api, { approved: true, companyName: "Padaria Pão; Quente" });
  const link = await createLink(seller.user.id, 123_456);
  const paid = await api.post("/api/v1/payments", {
    body: { paymentLinkId: link.id, customer: buyer({ name: '=HYPERLINK("x")' }) },
  });
  await sendCallback(api, paid.body.id, "charge.paid");
  await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });
  const refund = await api.post(`/api/v1/payments/${paid.body.id}/refunds`, {
    token: seller.access,
    body: { amount: 1000 },
  });
  expect(refund.status).toBe(201);
  const payment = await db().payment.findFirstOrThrow({ where: { id: paid.body.id } });
  expect(payment.refundedAmount).toBe(1000_00);
  const net = payment.amount - payment.serviceFee - payment.gatewayFee;
  // São Paulo is UTC−03:00 (no daylight saving since 2019).
  const local = new Date(payment.createdAt.getTime() - 3 * 3_600_000).toISOString();
  const query = `sellerId=${seller.user.id}&status=FINISHED`;

  const br = await api.get(`/api/v1/admin/payments/export?${query}`, { token: admin.access });
  expect(br.status).toBe(200);
  expect(br.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(br.headers.get("content-disposition")).toMatch(/^attachment; filename="pagamentos-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect([...br.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const brFile = readCsv(br.body, ";");
  expect(brFile.meta.fields).toEqual(BR_HEADER);
  expect(brFile.data).toHaveLength(1);
  expect(brFile.data[0]).toMatchObject({
    Identificador: paid.body.id,
    Status: "Pago",
    "Identificador do vendedor": seller.user.id,
    Vendedor: "Padaria Pão; Quente",
    Comprador: '\'=HYPERLINK("x")',
    Valor: "1.234,56",
    Líquido: (net / 100)
      .toFixed(2)
      .replace(".", ",")
      .replace(/\B(?=(\d{3})+,)/g, "."),
    Devolvido: "1.000,00",
    "Líquido após devoluções": ((net - 1000_00) / 100).toFixed(2).replace(".", ","),
    Data: `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 19)}`,
  });
  expect(brFile.data[0]!["Tarifa de serviço"]).toMatch(/^\d+,\d{2}$/);

  const plain = await api.get(`/api/v1/admin/payments/export?${query}&format=plain`, { token: admin.access });
  expect(plain.body[0]).toBe("i".charCodeAt(0));
  const plainFile = readCsv(plain.body, ",");
  expect(plainFile.meta.fields).toEqual(HEADER);
  expect(plainFile.data[0]).toMatchObject({
    status: "FINISHED",
    sellerName: "Padaria Pão; Quente",
    amount: "1234.56",
    net: (net / 100).toFixed(2),
    refunded: "1000.00",
    netAfterRefunds: ((net - 1000_00) / 100).toFixed(2),
    createdAt: `${local.slice(0, 19)}-03:00`,
  });

  expect((await api.get(`/api/v1/admin/payments/export?format=xlsx`, { token: admin.access })).status).toBe(400);
  expect((await api.get("/api/v1/admin/payments/export", { token: seller.access })).status).toBe(403);
});

it("leaves fees and net empty for payments never paid, so its net column adds up to the seller's balance", async () => {
  const admin = await createUserAndLogin(api, { role: "admin" });
  const seller = await createUserAndLogin(api, { approved: true });
  const link = await createLink(seller.user.id, 100_00);
  const charge = async () =>
    (await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } })).body.id as string;
  const paid = await charge();
  await sendCallback(api, paid, "charge.paid");
  const waiting = await charge();
  const cancelled = await charge();
  expect((await api.post(`/api/v1/payments/${cancelled}/cancel`, { token: seller.access, body: {} })).status).toBe(200);

  const file = await api.get(`/api/v1/admin/payments/export?sellerId=${seller.user.id}&format=plain`, {
    token: admin.access,
  });
  const rows = new Map(readCsv(file.body, ",").data.map((row) => [row.id, row]));
  expect(rows.get(paid)).toMatchObject({
    status: "FINISHED",
    amount: "100.00",
    net: expect.stringMatching(/^\d+\.\d{2}$/),
  });
  for (const [id, status] of [
    [waiting, "CREATED"],
    [cancelled, "CANCELLED"],
  ]) {
    expect(rows.get(id)).toMatchObject({
      status,
      amount: "100.00",
      serviceFee: "",
      gatewayFee: "",
      net: "",
      netAfterRefunds: "",
    });
  }
  const total = [...rows.values()].reduce((sum, row) => sum + Math.round(Number(row.netAfterRefunds) * 100), 0);
  // The seller's accounts together: what the ledger says the payments left them.
  const balance = (await api.get("/api/v1/seller-balances/me", { token: seller.access })).body;
  const { availableBalance, pendingBalance, reservedBalance, heldBalance } = balance;
  expect(total).toBe(Math.round((availableBalance + pendingBalance + reservedBalance + heldBalance) * 100));
  expect(total).toBeGreaterThan(0);
});

it("streams past one batch in order, ties on the same instant broken by id, nothing twice", async () => {
  const admin = await createUserAndLogin(api, { role: "admin" });
  const seller = await createUserAndLogin(api, { approved: true });
  const first = await api.post("/api/v1/payments", { token: seller.access, body: { amount: 10, customer: buyer() } });
  const { customerId } = await db().payment.findFirstOrThrow({ where: { id: first.body.id } });
  // Three to an instant, so batches of 1,000 end in the middle of a tie.
  await insertPayments(seller.user.id, customerId, { perInstant: 3 });
  const csv = await api.get(`/api/v1/admin/payments/export?sellerId=${seller.user.id}&format=plain`, {
    token: admin.access,
  });
  const ids = readCsv(csv.body, ",").data.map((row) => row.id);
  const expected = await db().payment.findMany({
    where: { sellerId: seller.user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  expect(ids).toEqual(expected.map((row) => row.id));
  expect(ids).toHaveLength(1501);
});

it("cuts the transfer short when a later batch fails: the client gets an error, never a file that looks whole", async () => {
  const admin = await createUserAndLogin(api, { role: "admin" });
  const seller = await createUserAndLogin(api, { approved: true });
  const first = await api.post("/api/v1/payments", { token: seller.access, body: { amount: 10, customer: buyer() } });
  const { customerId } = await db().payment.findFirstOrThrow({ where: { id: first.body.id } });
  // The second batch holds a row the server cannot write (a date past JavaScript's range, which no write of ours
  // makes): the failure comes after the 200 and the first 1,000 rows are on their way.
  await insertPayments(seller.user.id, customerId, { unwritableRow: 1200 });

  const url = `${baseUrl}/api/v1/admin/payments/export?sellerId=${seller.user.id}&format=plain`;
  const { statusCode, headers, received, outcome } = await new Promise<{
    statusCode?: number;
    headers: http.IncomingHttpHeaders;
    received: Buffer;
    outcome: string;
  }>((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${admin.access}` } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        const settle = (outcome: string) =>
          resolve({
            statusCode: response.statusCode,
            headers: response.headers,
            received: Buffer.concat(chunks),
            outcome,
          });
        response.on("end", () => settle("complete"));
        response.on("error", (error) => settle((error as NodeJS.ErrnoException).code ?? error.message));
      })
      .on("error", reject);
  });
  expect(statusCode).toBe(200);
  expect(headers["transfer-encoding"]).toBe("chunked");
  expect(headers["content-length"]).toBeUndefined();
  // Node's client, like a browser's download, reports the connection closed before the last chunk.
  expect(outcome).toBe("ECONNRESET");
  const lines = received.toString("utf8").trim().split("\n");
  expect(lines[0]).toBe(HEADER.join(","));
  expect(lines.length - 1).toBeGreaterThanOrEqual(1000);
  expect(lines.length - 1).toBeLessThan(1501);
});
