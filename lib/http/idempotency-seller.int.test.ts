import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { buyer, fundSeller, sendCallback } from "@/lib/testing/payments";
import { addTeamMember } from "@/lib/testing/team";
import { createUserAndLogin } from "@/lib/testing/users";
import { registerPayoutKey } from "@/lib/testing/withdrawals";

// Every Idempotency-Key is stored with the seller of the operation that claimed it (the Citus plan's distribution
// column), through each route that takes one: the seller's account when a team member calls, the link's seller when
// a buyer pays a link.
let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

it("stores each key with the seller of the link, payment, refund or withdrawal it was claimed for", async () => {
  const owner = await createUserAndLogin(api, { approved: true });
  const finance = await addTeamMember(api, owner.user.id, "finance");
  await fundSeller(owner.user.id, 100_000);
  await registerPayoutKey(owner.user.id);
  const keys = {
    link: randomUUID(),
    charge: randomUUID(),
    checkout: randomUUID(),
    refund: randomUUID(),
    withdrawal: randomUUID(),
  };
  const post = async (path: string, body: unknown, key: string, token?: string) => {
    const response = await api.post(path, { token, body, headers: { "idempotency-key": key } });
    expect(response.status, path).toBe(201);
    return response.body.id as string;
  };

  const link = await post(
    "/api/v1/payment-links",
    { amount: "150.50", description: "Camiseta" },
    keys.link,
    finance.access,
  );
  const charge = await post("/api/v1/payments", { amount: 25, customer: buyer() }, keys.charge, finance.access);
  const checkout = await post("/api/v1/payments", { paymentLinkId: link, customer: buyer() }, keys.checkout);
  await sendCallback(api, charge, "charge.paid");
  const refund = await post(`/api/v1/payments/${charge}/refunds`, { amount: 5 }, keys.refund, finance.access);
  const withdrawal = await post(
    "/api/v1/withdrawals",
    { amount: 50, pixKey: "fulano@example.com" },
    keys.withdrawal,
    finance.access,
  );

  const stored = await db().idempotencyKey.findMany({
    where: { key: { in: Object.values(keys) } },
    select: { key: true, sellerId: true },
  });
  const sellerOf = Object.fromEntries(stored.map((row) => [row.key, row.sellerId]));
  const parents = {
    link: (await db().paymentLink.findUniqueOrThrow({ where: { id: link } })).sellerId,
    charge: (await db().payment.findFirstOrThrow({ where: { id: charge } })).sellerId,
    checkout: (await db().payment.findFirstOrThrow({ where: { id: checkout } })).sellerId,
    refund: (await db().refund.findUniqueOrThrow({ where: { id: refund } })).sellerId,
    withdrawal: (await db().withdrawal.findUniqueOrThrow({ where: { id: withdrawal } })).sellerId,
  };
  expect(new Set(Object.values(parents))).toEqual(new Set([owner.user.id]));
  expect(Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, sellerOf[key]]))).toEqual(parents);
});
