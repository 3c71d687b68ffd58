import { NextRequest } from "next/server";
import { Secret, TOTP } from "otpauth";
import { beforeAll, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { sessionCookie } from "@/lib/testing/next-auth";
import { createUserAndLogin, TEST_PASSWORD } from "@/lib/testing/users";

// ADMIN_2FA=required, as production has it by default: an admin without two-factor sign-in may only enrol.
let api: ApiClient;
let baseUrl: string;

beforeAll(async () => {
  // Read once, lazily, by lib/env.ts: set before anything asks for a setting.
  process.env.ADMIN_2FA = "required";
  baseUrl = (await startApiServer()).baseUrl;
  api = apiClient(baseUrl);
});

const codeOf = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

/** Where the proxy sends a browser asking for `path` with this session cookie (null: it lets the page render). */
async function pageRedirect(path: string, cookie: string) {
  const response = await proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie } }));
  const location = response.headers.get("location");
  return location && new URL(location).pathname;
}

it("lets an admin without two-factor sign-in in, but only to enrol: every other call answers 403 naming the way", async () => {
  const admin = await createUserAndLogin(api, { role: "admin" });
  const refused = await api.get("/api/v1/admin/members", { token: admin.access });
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe("TOTP_ENROLMENT_REQUIRED");
  expect(refused.body.message).toContain("POST /api/v1/users/me/totp");
  expect(refused.body.message).toContain("/account/two-factor");
  expect((await api.get(`/api/v1/users/${admin.user.id}`, { token: admin.access })).body.code).toBe(
    "TOTP_ENROLMENT_REQUIRED",
  );
  // Tokens still renew: the session goes on while they enrol.
  expect((await api.post("/api/v1/auth/refresh", { body: { refresh: admin.refresh } })).status).toBe(200);

  const started = await api.post("/api/v1/users/me/totp", {
    token: admin.access,
    body: { currentPassword: TEST_PASSWORD },
  });
  expect(started.status).toBe(200);
  const confirmed = await api.post("/api/v1/users/me/totp/confirm", {
    token: admin.access,
    body: { code: codeOf(started.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  expect((await api.get("/api/v1/admin/members", { token: confirmed.body.tokens.access })).status).toBe(200);
});

it("sends such an admin's pages to /account/two-factor, and lets that one render; enrolled, the admin area opens", async () => {
  const admin = await createUserAndLogin(api, { role: "admin" });
  const cookie = await sessionCookie(admin.user.id);
  expect(await pageRedirect("/admin", cookie)).toBe("/account/two-factor");
  expect(await pageRedirect("/admin/withdrawals", cookie)).toBe("/account/two-factor");
  expect(await pageRedirect("/seller", cookie)).toBe("/account/two-factor");
  expect(await pageRedirect("/account", cookie)).toBe("/account/two-factor");
  expect(await pageRedirect("/account/two-factor", cookie)).toBeNull();

  // As the page does it: from the browser session, which outlives the other sign-ins that enrolment ends.
  const asBrowser = { headers: { cookie, origin: baseUrl } };
  const { secret } = (
    await api.post("/api/v1/users/me/totp", { ...asBrowser, body: { currentPassword: TEST_PASSWORD } })
  ).body;
  await api.post("/api/v1/users/me/totp/confirm", { ...asBrowser, body: { code: codeOf(secret) } });
  expect(await pageRedirect("/admin", cookie)).toBeNull();
});

it("asks nothing of sellers: two-factor sign-in stays their choice", async () => {
  const seller = await createUserAndLogin(api, { approved: true });
  expect((await api.get("/api/v1/payments", { token: seller.access })).status).toBe(200);
  expect(await pageRedirect("/seller", await sessionCookie(seller.user.id))).toBeNull();
});
