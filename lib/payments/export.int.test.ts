import Papa from "papaparse";
import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
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

it("streams past one batch in order, ties on the same instant broken by id, nothing twice", async () => {
  const admin = await createUserAndLogin(api, { role: "admin" });
  const seller = await createUserAndLogin(api, { approved: true });
  const first = await api.post("/api/v1/payments", { token: seller.access, body: { amount: 10, customer: buyer() } });
  const { customerId } = await db().payment.findFirstOrThrow({ where: { id: first.body.id } });
  // 1,500 more rows, three to an instant, so batches of 1,000 end in the middle of a tie.
  await db().$executeRaw`
    INSERT INTO payments (id, "sellerId", "customerId", amount, "serviceFee", "gatewayFee", purchaser, txid, "customerName", "customerEmail", "expiresAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${seller.user.id}::uuid, ${customerId}::uuid, 1000, 10, 5, 'sandbox', 'x' || g, 'Cliente', 'c@example.com', now(),
           now() - (g / 3) * interval '1 second', now()
    FROM generate_series(1, 1500) g`;
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
