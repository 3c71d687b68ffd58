import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, createLink, sendCallback } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

it("exports the filtered payments as CSV, with spreadsheet formulas defused", async () => {
  const admin = await createUserAndLogin(api, { role: "admin" });
  const seller = await createUserAndLogin(api, { approved: true });
  const link = await createLink(seller.user.id, 10_000);
  const paid = await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer({ name: "=HYPERLINK(\"x\")" }) } });
  await sendCallback(api, paid.body.id, "charge.paid");
  await api.post("/api/v1/payments", { body: { paymentLinkId: link.id, customer: buyer() } });

  const csv = await api.get(`/api/v1/admin/payments/export?sellerId=${seller.user.id}&status=FINISHED`, { token: admin.access });
  expect(csv.status).toBe(200);
  expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="pagamentos-\d{4}-\d{2}-\d{2}\.csv"$/);
  const lines = csv.body.toString("utf8").trim().split("\n");
  expect(lines[0]).toBe("id,createdAt,status,sellerId,customerName,customerEmail,amount,serviceFee,gatewayFee,net,confirmedAt,externalId,paymentLinkId");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${paid.body.id},`);
  expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  expect(lines[1]).toContain(",100,2.49,0.5,97.01,");
  expect((await api.get("/api/v1/admin/payments/export", { token: seller.access })).status).toBe(403);
});

it("streams past one batch in order, ties on the same instant broken by id, nothing twice", async () => {
  const admin = await createUserAndLogin(api, { role: "admin" });
  const seller = await createUserAndLogin(api, { approved: true });
  const first = await api.post("/api/v1/payments", { token: seller.access, body: { amount: 10, customer: buyer() } });
  const { customerId } = await db().payment.findUniqueOrThrow({ where: { id: first.body.id } });
  // 1,500 more rows, three to an instant, so batches of 1,000 end in the middle of a tie.
  await db().$executeRaw`
    INSERT INTO payments (id, "sellerId", "customerId", amount, "serviceFee", "gatewayFee", purchaser, txid, "customerName", "customerEmail", "expiresAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), ${seller.user.id}::uuid, ${customerId}::uuid, 1000, 10, 5, 'sandbox', 'x' || g, 'Cliente', 'c@example.com', now(),
           now() - (g / 3) * interval '1 second', now()
    FROM generate_series(1, 1500) g`;
  const csv = await api.get(`/api/v1/admin/payments/export?sellerId=${seller.user.id}`, { token: admin.access });
  const ids = csv.body.toString("utf8").trim().split("\n").slice(1).map((line: string) => line.split(",")[0]!);
  const expected = await db().payment.findMany({ where: { sellerId: seller.user.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
  expect(ids).toEqual(expected.map((row) => row.id));
  expect(ids).toHaveLength(1501);
});
