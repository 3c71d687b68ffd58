import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { settleReceivedPix } from "@/lib/payments/received-pix";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";

// A held PIX names its payer to the admin, as the charge it named was made out to (the PSP does not report a PIX's
// payer), with the CPF masked; a PIX sent to the key without a charge has none to name.
let api: ApiClient;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  seller = await createUserAndLogin(api, { approved: true });
  admin = await createUserAndLogin(api, { role: "admin" });
});

const e2eId = (n: number) => `E00000000202611251200payer${String(n).padStart(5, "0")}`;

it("lists each held PIX with its charge's payer, CPF masked, and nothing for a PIX without a charge", async () => {
  const created = await api.post("/api/v1/payments", {
    token: seller.access,
    body: {
      amount: 30,
      customer: buyer({ name: "Pagadora Distraída", document: { type: "cpf", number: "52998224725" } }),
    },
  });
  expect(created.status).toBe(201);
  const { purchaser, txid } = await db().payment.findFirstOrThrow({ where: { id: created.body.id } });
  const paidAt = new Date();
  expect(await settleReceivedPix(purchaser, { endToEndId: e2eId(1), txid, amount: 2999, paidAt, refunds: [] })).toBe(
    "amount_mismatch",
  );
  expect(
    await settleReceivedPix(purchaser, { endToEndId: e2eId(2), txid: null, amount: 500, paidAt, refunds: [] }),
  ).toBe("no_charge");

  const listed = await api.get("/api/v1/admin/unmatched-pix?perPage=100", { token: admin.access });
  expect(listed.status).toBe(200);
  const byE2e = new Map((listed.body.data as { endToEndId: string }[]).map((row) => [row.endToEndId, row]));
  expect(byE2e.get(e2eId(1))).toMatchObject({
    paymentId: created.body.id,
    payer: { name: "Pagadora Distraída", document: "***.982.247-**" },
  });
  expect(byE2e.get(e2eId(2))).toMatchObject({ paymentId: null, payer: null });
  expect(JSON.stringify(listed.body)).not.toContain("52998224725");
});
