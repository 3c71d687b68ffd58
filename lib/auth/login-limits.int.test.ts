import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, type ApiResponse, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin, nextTestIp, TEST_PASSWORD } from "@/lib/testing/users";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

const login = (email: string, password: string, ip: string) =>
  api.post("/api/v1/auth/login", { body: { email, password }, headers: { "x-forwarded-for": ip } });

/** `count` wrong passwords from `ip`, sent together. */
const failures = (email: string, ip: string, count: number) =>
  Promise.all(Array.from({ length: count }, () => login(email, "senha-errada", ip)));

const statuses = (responses: ApiResponse[]) => responses.map((r) => r.status).sort();
const retryAfter = (response: ApiResponse) => Number(response.headers.get("retry-after"));

it("locks the guesser's address out of the account, not the owner, who still logs in from elsewhere", async () => {
  const { user } = await createUserAndLogin(api);
  const attacker = nextTestIp();
  expect(statuses(await failures(user.email, attacker, 10))).toEqual(Array(10).fill(401));
  const locked = await login(user.email, "senha-errada", attacker);
  expect(locked.status).toBe(429);
  expect(locked.body.code).toBe("RATE_LIMITED");
  expect(retryAfter(locked)).toBeGreaterThan(14 * 60);
  expect(retryAfter(locked)).toBeLessThanOrEqual(15 * 60);
  // Locked means not even the right password is checked from there.
  expect((await login(user.email, TEST_PASSWORD, attacker)).status).toBe(429);

  expect((await login(user.email, TEST_PASSWORD, nextTestIp())).status).toBe(200);
});

it("counts only failures: correct passwords do not use up the address's attempts on the account", async () => {
  const { user } = await createUserAndLogin(api);
  const ip = nextTestIp();
  expect(statuses(await failures(user.email, ip, 9))).toEqual(Array(9).fill(401));
  for (let i = 0; i < 3; i++) expect((await login(user.email, TEST_PASSWORD, ip)).status).toBe(200);
  expect((await login(user.email, "senha-errada", ip)).status).toBe(401);
  expect((await login(user.email, TEST_PASSWORD, ip)).status).toBe(429);
});

it("holds a per-account ceiling across addresses, with waits that grow as failures go on", async () => {
  const { user } = await createUserAndLogin(api);
  const guess = async (count: number) => {
    for (let left = count; left > 0; left -= 10)
      expect(statuses(await failures(user.email, nextTestIp(), Math.min(10, left)))).toEqual(
        Array(Math.min(10, left)).fill(401),
      );
  };
  /** Moves time past the end of these windows of the account's ceiling. */
  const endWindows = (...names: string[]) =>
    db().rateLimitBucket.updateMany({
      where: { key: { in: names.map((name) => `${name}:${user.email}`) } },
      data: { expiresAt: new Date() },
    });
  const refusedFor = async () => {
    const refused = await login(user.email, "senha-errada", nextTestIp());
    expect(refused.status).toBe(429);
    return retryAfter(refused);
  };

  await guess(50);
  expect(await refusedFor()).toBeLessThanOrEqual(15 * 60);
  // The ceiling holds for everyone, the owner included, until the wait is over.
  expect((await login(user.email, TEST_PASSWORD, nextTestIp())).status).toBe(429);

  await endWindows("login-email");
  await guess(10);
  expect(await refusedFor()).toBeGreaterThan(50 * 60);

  await endWindows("login-email", "login-email-hour");
  await guess(40);
  expect(await refusedFor()).toBeGreaterThan(23 * 60 * 60);
});

it("lets one address open ten accounts an hour, then answers 429 until the hour is over; other addresses go on", async () => {
  const ip = nextTestIp();
  const register = (n: number, from = ip) =>
    api.post("/api/v1/auth/register", {
      body: { email: `limite-${from}-${n}@loja.com.br`, password: "senha-forte-1", companyName: `Loja ${n}` },
      headers: { "x-forwarded-for": from },
    });
  for (let n = 0; n < 10; n++) expect((await register(n)).status).toBe(201);
  const refused = await register(10);
  expect(refused.status).toBe(429);
  expect(refused.body.code).toBe("RATE_LIMITED");
  expect(retryAfter(refused)).toBeGreaterThan(59 * 60);
  expect(retryAfter(refused)).toBeLessThanOrEqual(60 * 60);
  expect(await db().user.count({ where: { email: { startsWith: `limite-${ip}-` } } })).toBe(10);
  expect((await register(11, nextTestIp())).status).toBe(201);
});
