import { decode, encode } from "next-auth/jwt";
import { beforeAll, expect, it } from "vitest";
import { env } from "@/lib/env";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { sessionCookie } from "@/lib/testing/next-auth";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;
let baseUrl: string;

beforeAll(async () => {
  baseUrl = (await startApiServer()).baseUrl;
  api = apiClient(baseUrl);
});

it("accepts the browser session for reads, and for writes only from our own origin", async () => {
  const seller = await createUserAndLogin(api, { approved: true });
  const cookie = await sessionCookie(seller.user.id);
  expect((await api.get("/api/v1/seller-balances/me", { headers: { cookie } })).status).toBe(200);

  const body = { amount: 10, description: "Camiseta" };
  const noOrigin = await api.post("/api/v1/payment-links", { body, headers: { cookie } });
  expect(noOrigin.status).toBe(403);
  expect(noOrigin.body.message).toMatch(/Origem/);
  expect(
    (await api.post("/api/v1/payment-links", { body, headers: { cookie, origin: "https://evil.example" } })).status,
  ).toBe(403);
  const sameOrigin = await api.post("/api/v1/payment-links", { body, headers: { cookie, origin: baseUrl } });
  expect(sameOrigin.body).toMatchObject({ description: "Camiseta" });
  // A bearer token is not sent by browsers on their own, so it needs no origin check.
  expect(
    (
      await api.post("/api/v1/payment-links", {
        body,
        token: seller.access,
        headers: { origin: "https://evil.example" },
      })
    ).status,
  ).toBe(201);
});

it("refuses a forged or foreign session cookie", async () => {
  const seller = await createUserAndLogin(api, { approved: true });
  // Complete in every way but its secret (one without a sign-in time or browser session is refused for that alone).
  const ours = (await sessionCookie(seller.user.id)).split("=")[1]!;
  const claims = await decode({ token: ours, secret: env().NEXTAUTH_SECRET });
  const foreign = await encode({ token: claims!, secret: "another-secret-entirely-0123456789abcdef" });
  expect(
    (await api.get("/api/v1/seller-balances/me", { headers: { cookie: `next-auth.session-token=${ours}` } })).status,
  ).toBe(200);
  expect(
    (await api.get("/api/v1/seller-balances/me", { headers: { cookie: `next-auth.session-token=${foreign}` } })).status,
  ).toBe(401);
  expect(
    (await api.get("/api/v1/seller-balances/me", { headers: { cookie: "next-auth.session-token=garbage" } })).status,
  ).toBe(401);
});
