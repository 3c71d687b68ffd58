import { setTimeout as sleep } from "node:timers/promises";
import { decode, encode } from "next-auth/jwt";
import { beforeAll, expect, it } from "vitest";
import { env } from "@/lib/env";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { renewSession, sessionCookie } from "@/lib/testing/next-auth";
import { createUserAndLogin, TEST_PASSWORD } from "@/lib/testing/users";
import { BROWSER_SESSION_SECONDS } from "./session-tokens";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const SESSION_MS = BROWSER_SESSION_SECONDS * 1000;
const readMe = (userId: string, cookie: string) => api.get(`/api/v1/users/${userId}`, { headers: { cookie } });

it("ends a revoked browser session for good: /api/auth/session renews nothing and the API keeps refusing it", async () => {
  const { user, access } = await createUserAndLogin(api);
  const cookie = await sessionCookie(user.id);
  expect((await readMe(user.id, cookie)).status).toBe(200);
  // Sign-in times are kept in milliseconds: a revocation a moment after the sign-in ends it.
  await sleep(5);
  const changed = await api.patch(`/api/v1/users/${user.id}/password`, {
    token: access,
    body: { currentPassword: TEST_PASSWORD, newPassword: "outra-senha-forte" },
  });
  expect(changed.status).toBe(200);
  expect((await readMe(user.id, cookie)).status).toBe(401);

  const renewal = await renewSession(cookie);
  // Neither the revoked cookie nor anything next-auth answered for it opens the API.
  expect((await readMe(user.id, renewal.cookie || cookie)).status).toBe(401);
  expect(renewal).toEqual({ session: null, cookie: "" });
  expect((await readMe(user.id, cookie)).status).toBe(401);
});

it("keeps the sign-in time through renewals and ends the session 8 hours after sign-in", async () => {
  const { user } = await createUserAndLogin(api);
  const signedInAt = Date.now() - SESSION_MS + 60_000;
  const renewal = await renewSession(await sessionCookie(user.id, signedInAt));
  expect(renewal.session).toMatchObject({ userId: user.id, issuedAt: signedInAt });
  const claims = await decode({ token: renewal.cookie!.split("=")[1], secret: env().NEXTAUTH_SECRET });
  expect(claims).toMatchObject({ sub: user.id, signedInAt });
  expect(claims!.iat).toBeGreaterThanOrEqual(nowSeconds() - 5);
  expect((await readMe(user.id, renewal.cookie!)).status).toBe(200);

  const expired = await sessionCookie(user.id, Date.now() - SESSION_MS - 1000);
  expect((await readMe(user.id, expired)).status).toBe(401);
  const refused = await renewSession(expired);
  expect(refused.session).toBeNull();
  expect(refused.cookie).toBe("");
});

it("ends sessions whose cookie has no sign-in time, one in seconds, or no browser session", async () => {
  const { user } = await createUserAndLogin(api);
  const legacy = await sessionCookie(user.id, null);
  expect((await readMe(user.id, legacy)).status).toBe(401);
  expect((await renewSession(legacy)).session).toBeNull();
  const inSeconds = await sessionCookie(user.id, nowSeconds());
  expect((await readMe(user.id, inSeconds)).status).toBe(401);
  const sessionless = await encode({ token: { sub: user.id, signedInAt: Date.now() }, secret: env().NEXTAUTH_SECRET });
  expect((await readMe(user.id, `next-auth.session-token=${sessionless}`)).status).toBe(401);
});
