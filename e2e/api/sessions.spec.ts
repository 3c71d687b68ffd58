import { readFileSync } from "node:fs";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { decode, encode } from "next-auth/jwt";
import { E2E_DATA_DIR } from "../instance";

// Against the real server (scripts/server.ts in front of Next.js and next-auth): browser sessions and the
// login limits. Requests go out from their own loopback addresses, since the server tells callers apart
// by their socket's address (TRUSTED_PROXY_HOPS=0), and no spec's limits touch another's.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: any; cookies: Map<string, string> };
type Options = {
  json?: unknown;
  raw?: string;
  form?: Record<string, string>;
  cookie?: string;
  token?: string;
  headers?: Record<string, string>;
};

const SESSION_COOKIE = "next-auth.session-token";

/** One request from the loopback address `from`, with the cookies it sets. */
function send(baseURL: string, from: string, method: string, path: string, options: Options = {}): Promise<Answer> {
  const url = new URL(path, baseURL);
  const body =
    options.json !== undefined
      ? JSON.stringify(options.json)
      : (options.raw ?? (options.form && new URLSearchParams(options.form).toString()));
  const headers: Record<string, string> = { host: url.host, ...options.headers };
  if (options.json !== undefined) headers["content-type"] = "application/json";
  if (options.form) headers["content-type"] = "application/x-www-form-urlencoded";
  if (options.cookie) headers.cookie = options.cookie;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: url.port, path: url.pathname + url.search, method, headers, localAddress: from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const cookies = new Map(
            (response.headers["set-cookie"] ?? []).map(
              (line) => line.split(";")[0]!.split(/=(.*)/s).slice(0, 2) as [string, string],
            ),
          );
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: (response.headers["content-type"] ?? "").includes("json") ? JSON.parse(text) : text,
            cookies,
          });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A seller account registered from `from`: its id, e-mail, password and API access token. */
async function registerSeller(baseURL: string, from: string) {
  const email = `sessao-${from}-${Date.now()}@example.com`;
  const password = "senha-original-1";
  const answer = await send(baseURL, from, "POST", "/api/v1/auth/register", {
    json: { email, password, companyName: "Sessões Ltda" },
  });
  expect(answer.status).toBe(201);
  return { id: answer.body.user.id as string, email, password, access: answer.body.tokens.access as string };
}

/** The login form's sign-in (next-auth's credentials provider): the session cookie, or the error it reports. */
async function browserSignIn(
  baseURL: string,
  from: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const csrf = await send(baseURL, from, "GET", "/api/auth/csrf");
  const csrfCookie = `next-auth.csrf-token=${csrf.cookies.get("next-auth.csrf-token")}`;
  const form = { csrfToken: csrf.body.csrfToken, email, password, json: "true" };
  const answer = await send(baseURL, from, "POST", "/api/auth/callback/credentials", {
    form,
    cookie: csrfCookie,
    headers,
  });
  const session = answer.cookies.get(SESSION_COOKIE);
  return {
    cookie: session ? `${SESSION_COOKIE}=${session}` : undefined,
    error: new URL(answer.body.url).searchParams.get("error"),
  };
}

/** The secret next-auth signs this server's cookies with (scripts/start.ts keeps it in DATA_DIR, E2E_DATA_DIR here). */
const nextAuthSecret = () => JSON.parse(readFileSync(`${E2E_DATA_DIR}/secrets.json`, "utf8")).NEXTAUTH_SECRET as string;

test("a password change ends the browser session for good, even after a visit to /api/auth/session", async ({
  baseURL,
}) => {
  const from = "127.0.0.21";
  const seller = await registerSeller(baseURL!, from);
  const { cookie } = await browserSignIn(baseURL!, from, seller.email, seller.password);
  expect(cookie).toBeTruthy();
  const me = () => send(baseURL!, from, "GET", `/api/v1/users/${seller.id}`, { cookie });
  expect((await me()).status).toBe(200);

  // Sign-in times are kept in milliseconds: a revocation a moment after the sign-in ends it.
  await sleep(5);
  const changed = await send(baseURL!, from, "PATCH", `/api/v1/users/${seller.id}/password`, {
    token: seller.access,
    json: { currentPassword: seller.password, newPassword: "senha-nova-12" },
  });
  expect(changed.status).toBe(200);

  const renewal = await send(baseURL!, from, "GET", "/api/auth/session", { cookie });
  expect(renewal.status).toBe(200);
  expect(renewal.body).toEqual({});
  expect(renewal.cookies.get(SESSION_COOKIE)).toBe("");
  expect((await me()).status).toBe(401);
  const page = await send(baseURL!, from, "GET", "/seller", { cookie });
  expect(page.status).toBe(307);
  expect(page.headers.location).toContain("/login");
});

test("signing out ends the browser session itself: a copy of its cookie stops working and it leaves the list", async ({
  baseURL,
}) => {
  const from = "127.0.0.28";
  const seller = await registerSeller(baseURL!, from);
  const { cookie } = await browserSignIn(baseURL!, from, seller.email, seller.password);
  const { cookie: other } = await browserSignIn(baseURL!, from, seller.email, seller.password);
  const sessions = () => send(baseURL!, from, "GET", "/api/v1/users/me/sessions", { cookie: other });
  expect((await sessions()).body.data).toHaveLength(2);

  const csrf = await send(baseURL!, from, "GET", "/api/auth/csrf");
  const signedOut = await send(baseURL!, from, "POST", "/api/auth/signout", {
    form: { csrfToken: csrf.body.csrfToken, json: "true" },
    cookie: `${cookie}; next-auth.csrf-token=${csrf.cookies.get("next-auth.csrf-token")}`,
  });
  expect(signedOut.status).toBe(200);
  expect(signedOut.cookies.get(SESSION_COOKIE)).toBe("");

  // The cookie as it was before "Sair", kept by someone else.
  expect((await send(baseURL!, from, "GET", `/api/v1/users/${seller.id}`, { cookie })).status).toBe(401);
  expect((await send(baseURL!, from, "GET", "/seller", { cookie })).status).toBe(307);
  const left = (await sessions()).body.data;
  expect(left).toHaveLength(1);
  expect(left[0].current).toBe(true);
});

test("a browser session keeps its sign-in time through renewals and ends 8 hours after it", async ({ baseURL }) => {
  const from = "127.0.0.22";
  const seller = await registerSeller(baseURL!, from);
  const secret = nextAuthSecret();
  const { cookie } = await browserSignIn(baseURL!, from, seller.email, seller.password);
  const claims = await decode({ token: cookie!.slice(SESSION_COOKIE.length + 1), secret });
  // The same sign-in (its browser session), as if it had happened `signedInAt`.
  const cookieFor = async (signedInAt: number) =>
    `${SESSION_COOKIE}=${await encode({ token: { ...claims, signedInAt }, secret })}`;

  const signedInAt = Date.now() - 8 * 3600_000 + 60_000;
  const renewal = await send(baseURL!, from, "GET", "/api/auth/session", { cookie: await cookieFor(signedInAt) });
  expect(renewal.body).toMatchObject({ userId: seller.id, issuedAt: signedInAt });
  const renewed = renewal.cookies.get(SESSION_COOKIE)!;
  expect(await decode({ token: renewed, secret })).toMatchObject({ sub: seller.id, signedInAt });
  expect(
    (await send(baseURL!, from, "GET", `/api/v1/users/${seller.id}`, { cookie: `${SESSION_COOKIE}=${renewed}` }))
      .status,
  ).toBe(200);

  const expired = await cookieFor(Date.now() - 8 * 3600_000 - 1000);
  const refused = await send(baseURL!, from, "GET", "/api/auth/session", { cookie: expired });
  expect(refused.body).toEqual({});
  expect(refused.cookies.get(SESSION_COOKIE)).toBe("");
  expect((await send(baseURL!, from, "GET", `/api/v1/users/${seller.id}`, { cookie: expired })).status).toBe(401);
});

test("wrong passwords lock the guesser's socket address out of the account, in the API and the login form, whatever X-Forwarded-For says", async ({
  baseURL,
}) => {
  const seller = await registerSeller(baseURL!, "127.0.0.23");
  const attacker = "127.0.0.24";
  for (let i = 0; i < 10; i++) {
    const headers = { "x-forwarded-for": `198.51.100.${i}`, "x-pix-client-address": `203.0.113.${i}` };
    expect(
      (
        await send(baseURL!, attacker, "POST", "/api/v1/auth/login", {
          json: { email: seller.email, password: "senha-errada" },
          headers,
        })
      ).status,
    ).toBe(401);
  }
  const locked = await browserSignIn(baseURL!, attacker, seller.email, seller.password, {
    "x-forwarded-for": "198.51.100.99",
  });
  expect(locked).toEqual({ cookie: undefined, error: "RATE_LIMITED" });

  const owner = await browserSignIn(baseURL!, "127.0.0.25", seller.email, seller.password);
  expect(owner.error).toBeNull();
  expect(owner.cookie).toBeTruthy();
});

test("a NUL character in the login form's e-mail is a wrong credential, not a server error", async ({ baseURL }) => {
  expect(await browserSignIn(baseURL!, "127.0.0.26", "vendedor\u0000@demo.pix.br", "demo12345")).toEqual({
    cookie: undefined,
    error: "CredentialsSignin",
  });
});

test("next-auth's route answers an unknown action, malformed JSON and an oversized body in the API's error shape", async ({
  baseURL,
}) => {
  const from = "127.0.0.27";
  const json = { "content-type": "application/json" };
  const cases: [string, string, Options, number, string][] = [
    ["POST", "/api/auth/garbage", {}, 404, "NOT_FOUND"],
    ["GET", "/api/auth/_log", {}, 404, "NOT_FOUND"],
    ["POST", "/api/auth/_log", { form: { level: "error", code: "FORGED", message: "x" } }, 404, "NOT_FOUND"],
    ["POST", "/api/auth/callback/credentials", { raw: "{", headers: json }, 400, "MALFORMED_JSON"],
    ["POST", "/api/auth/session", { raw: "{", headers: json }, 400, "MALFORMED_JSON"],
    ["POST", "/api/auth/callback/credentials", { raw: "x".repeat(1_100_000), headers: json }, 413, "PAYLOAD_TOO_LARGE"],
  ];
  for (const [method, path, options, status, code] of cases) {
    const answer = await send(baseURL!, from, method, path, options);
    expect(answer.status, `${method} ${path}`).toBe(status);
    expect(answer.body, `${method} ${path}`).toMatchObject({ statusCode: status, code, requestId: expect.any(String) });
    expect(answer.headers["x-request-id"]).toBe(answer.body.requestId);
  }
  expect((await send(baseURL!, from, "GET", "/api/auth/csrf")).body.csrfToken).toEqual(expect.any(String));
});
