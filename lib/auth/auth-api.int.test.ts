import { randomUUID } from "node:crypto";
import { createSigner } from "fast-jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { purgeExpiredKeys } from "@/lib/jobs/maintenance";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { createUserAndLogin, nextTestIp, TEST_PASSWORD } from "@/lib/testing/users";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

function expectStandardError(response: { status: number; body: any; headers: Headers }, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({
    statusCode: status,
    code,
    message: expect.any(String),
    requestId: expect.any(String),
  });
  expect(response.headers.get("x-request-id")).toBe(response.body.requestId);
}

const ip = () => ({ "x-forwarded-for": nextTestIp() });

describe("POST /auth/register", () => {
  it("creates an unapproved seller and returns tokens, never the hash", async () => {
    const response = await api.post("/api/v1/auth/register", {
      body: { email: "  Nova@Loja.com.br ", password: "senha-forte-1", companyName: "Nova Loja" },
      headers: ip(),
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({
      email: "nova@loja.com.br",
      role: "seller",
      approved: false,
      companyName: "Nova Loja",
      deletedAt: null,
    });
    expect(response.body.tokens).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|argon2/);
    const me = await api.get(`/api/v1/users/${response.body.user.id}`, { token: response.body.tokens.access });
    expect(me.status).toBe(200);
  });

  it("refuses a duplicate email with 409", async () => {
    const body = { email: "dup@loja.com.br", password: "senha-forte-1", companyName: "Dup" };
    expect((await api.post("/api/v1/auth/register", { body, headers: ip() })).status).toBe(201);
    expectStandardError(
      await api.post("/api/v1/auth/register", { body: { ...body, email: "DUP@loja.com.br" }, headers: ip() }),
      409,
      "EMAIL_ALREADY_EXISTS",
    );
  });

  it("answers bad input with 400 and a detail per field", async () => {
    const response = await api.post("/api/v1/auth/register", {
      body: { email: "not-an-email", password: "short", companyName: 42, admin: true },
      headers: ip(),
    });
    expectStandardError(response, 400, "VALIDATION_FAILED");
    const paths = response.body.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(["admin", "companyName", "email", "password"]);
  });

  it("answers malformed JSON, a missing body and the wrong media type in the standard shape", async () => {
    expectStandardError(
      await api.post("/api/v1/auth/register", {
        rawBody: '{"email":',
        headers: { "content-type": "application/json", ...ip() },
      }),
      400,
      "MALFORMED_JSON",
    );
    expectStandardError(await api.post("/api/v1/auth/register", { headers: ip() }), 400, "VALIDATION_FAILED");
    expectStandardError(
      await api.post("/api/v1/auth/register", {
        rawBody: "email=a",
        headers: { "content-type": "text/plain", ...ip() },
      }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    expectStandardError(
      await api.post("/api/v1/auth/register", { body: [1, 2], headers: ip() }),
      400,
      "VALIDATION_FAILED",
    );
    expectStandardError(
      await api.post("/api/v1/auth/register", { body: null, headers: ip() }),
      400,
      "VALIDATION_FAILED",
    );
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const huge = { email: "a@b.com", password: "x".repeat(2 * 1024 * 1024), companyName: "X" };
    expectStandardError(
      await api.post("/api/v1/auth/register", { body: huge, headers: ip() }),
      413,
      "PAYLOAD_TOO_LARGE",
    );
  });
});

describe("POST /auth/login", () => {
  it("returns the login user and both tokens", async () => {
    const { user } = await createUserAndLogin(api);
    const response = await api.post("/api/v1/auth/login", {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: ip(),
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({ id: user.id, email: user.email, role: "seller", approved: false });
    const [, payload] = response.body.tokens.access.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    expect(claims).toMatchObject({ sub: user.id, email: user.email, role: "seller", approved: false, typ: "access" });
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it("gives wrong password, unknown email and deleted account the same 401 body", async () => {
    const { user } = await createUserAndLogin(api);
    const deleted = await createUserAndLogin(api);
    await db().user.update({ where: { id: deleted.user.id }, data: { deletedAt: new Date() } });
    const attempts = await Promise.all([
      api.post("/api/v1/auth/login", { body: { email: user.email, password: "wrong-password" }, headers: ip() }),
      api.post("/api/v1/auth/login", {
        body: { email: "nobody@example.com", password: "wrong-password" },
        headers: ip(),
      }),
      api.post("/api/v1/auth/login", { body: { email: deleted.user.email, password: TEST_PASSWORD }, headers: ip() }),
    ]);
    const bodies = attempts.map(({ status, body }) => ({ status, ...body, requestId: undefined }));
    expect(bodies[0]).toMatchObject({ status: 401, statusCode: 401, code: "INVALID_CREDENTIALS" });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it("rate limits one address trying many emails", async () => {
    const headers = { "x-forwarded-for": "192.0.2.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await api.post("/api/v1/auth/login", { body: { email: `probe${i}@example.com`, password: "x" }, headers }))
          .status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
  });
});

describe("access tokens", () => {
  it("refuses missing, malformed, expired, tampered, alg:none, foreign and refresh tokens", async () => {
    const { user, access, refresh } = await createUserAndLogin(api);
    const path = `/api/v1/users/${user.id}`;
    expect((await api.get(path, { token: access })).status).toBe(200);

    expectStandardError(await api.get(path), 401, "UNAUTHORIZED");
    expectStandardError(await api.get(path, { headers: { authorization: "Basic abc" } }), 401, "UNAUTHORIZED");

    const now = Math.floor(Date.now() / 1000);
    const signedWith = (key: string, algorithm: "HS256" | "HS512" = "HS256") => createSigner({ key, algorithm });
    const expired = signedWith(env().JWT_SECRET)({
      email: user.email,
      role: "seller",
      approved: false,
      typ: "access",
      sub: user.id,
      iss: "pix-payments",
      iat: now - 3600,
      exp: now - 1800,
    });
    expectStandardError(await api.get(path, { token: expired }), 401, "TOKEN_EXPIRED");

    const [header, payload, signature] = access.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const escalated = Buffer.from(JSON.stringify({ ...claims, role: "admin" })).toString("base64url");
    expectStandardError(await api.get(path, { token: `${header}.${escalated}.${signature}` }), 401, "UNAUTHORIZED");

    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    expectStandardError(await api.get(path, { token: none }), 401, "UNAUTHORIZED");

    const foreign = signedWith("another-secret-".repeat(4))({ ...claims });
    expectStandardError(await api.get(path, { token: foreign }), 401, "UNAUTHORIZED");
    // The right secret under another algorithm, or without an expiry or issuer, is refused too.
    expectStandardError(
      await api.get(path, { token: signedWith(env().JWT_SECRET, "HS512")({ ...claims }) }),
      401,
      "UNAUTHORIZED",
    );
    const { exp: _exp, iss: _iss, ...unbounded } = claims;
    expectStandardError(await api.get(path, { token: signedWith(env().JWT_SECRET)(unbounded) }), 401, "UNAUTHORIZED");
    expectStandardError(
      await api.get(path, { token: signedWith(env().JWT_SECRET)({ ...claims, iss: "someone-else" }) }),
      401,
      "UNAUTHORIZED",
    );
    // The untouched claims signed again are accepted: what the three lines above change is what is refused.
    expect((await api.get(path, { token: signedWith(env().JWT_SECRET)({ ...claims }) })).status).toBe(200);

    expectStandardError(await api.get(path, { token: refresh }), 401, "UNAUTHORIZED");
  });
});

describe("POST /auth/refresh and /auth/logout", () => {
  it("rotates the pair and refuses the spent refresh token", async () => {
    const { user, refresh } = await createUserAndLogin(api);
    const rotated = await api.post("/api/v1/auth/refresh", { body: { refresh } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.tokens.refresh).not.toBe(refresh);
    expect((await api.get(`/api/v1/users/${user.id}`, { token: rotated.body.tokens.access })).status).toBe(200);
    expect((await api.post("/api/v1/auth/refresh", { body: { refresh: rotated.body.tokens.refresh } })).status).toBe(
      200,
    );
  });

  it("revokes the whole family, access tokens included, when a spent refresh token comes back", async () => {
    const { user, access, refresh } = await createUserAndLogin(api);
    const other = await api.post("/api/v1/auth/login", {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: { "x-forwarded-for": nextTestIp() },
    });
    const first = await api.post("/api/v1/auth/refresh", { body: { refresh } });
    expect(first.status).toBe(200);
    const me = (token: string) => api.get(`/api/v1/users/${user.id}`, { token });
    expect((await me(first.body.tokens.access)).status).toBe(200);
    expectStandardError(await api.post("/api/v1/auth/refresh", { body: { refresh } }), 401, "UNAUTHORIZED");
    // The legitimate holder's newer token died with the family.
    expectStandardError(
      await api.post("/api/v1/auth/refresh", { body: { refresh: first.body.tokens.refresh } }),
      401,
      "UNAUTHORIZED",
    );
    // Whoever copied the token keeps no access token of that login either.
    expectStandardError(await me(access), 401, "UNAUTHORIZED");
    expectStandardError(await me(first.body.tokens.access), 401, "UNAUTHORIZED");
    // Another login of the same person is not that family.
    expect((await me(other.body.tokens.access)).status).toBe(200);
  });

  it("purges an ended login a day after its last access token expired, not before", async () => {
    const [old, recent] = [randomUUID(), randomUUID()];
    const lifetimeMs = env().ACCESS_TOKEN_TTL_SECONDS * 1000;
    const now = Date.now();
    await db().endedTokenFamily.createMany({
      data: [
        { familyId: old, endedAt: new Date(now - lifetimeMs - 86_400_000 - 60_000) },
        { familyId: recent, endedAt: new Date(now - lifetimeMs - 86_400_000 + 60_000) },
      ],
    });
    await purgeExpiredKeys(new Date(now));
    const left = await db().endedTokenFamily.findMany({ where: { familyId: { in: [old, recent] } } });
    expect(left.map((row) => row.familyId)).toEqual([recent]);
  });

  it("lets only one of two simultaneous uses of a refresh token win", async () => {
    const { refresh } = await createUserAndLogin(api);
    const results = await Promise.all([0, 1, 2].map(() => api.post("/api/v1/auth/refresh", { body: { refresh } })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401)).toHaveLength(2);
  });

  it("refuses an access token offered as a refresh token", async () => {
    const { access } = await createUserAndLogin(api);
    expectStandardError(await api.post("/api/v1/auth/refresh", { body: { refresh: access } }), 401, "UNAUTHORIZED");
    expectStandardError(await api.post("/api/v1/auth/refresh", { body: { refresh: "garbage" } }), 401, "UNAUTHORIZED");
  });

  it("logs out: 204, and neither the refresh token nor the login's access token works", async () => {
    const { user, access, refresh } = await createUserAndLogin(api);
    const response = await api.post("/api/v1/auth/logout", { body: { refresh } });
    expect(response.status).toBe(204);
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expectStandardError(await api.post("/api/v1/auth/refresh", { body: { refresh } }), 401, "UNAUTHORIZED");
    expectStandardError(await api.get(`/api/v1/users/${user.id}`, { token: access }), 401, "UNAUTHORIZED");
  });
});
