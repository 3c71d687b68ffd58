import { Secret, TOTP, URI } from "otpauth";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { browserSignIn, sessionCookie, startSignInServer } from "@/lib/testing/next-auth";
import { createUserAndLogin, nextTestIp, TEST_PASSWORD } from "@/lib/testing/users";

// Codes are computed from the secret the enrolment answered, as an authenticator app would. The clock stands still
// (the server runs in this process), so a code's time step is known; `nextStep` moves it 30 seconds on.
let api: ApiClient;
let baseUrl: string;
let signInUrl: string;

const STEP_MS = 30_000;

beforeAll(async () => {
  baseUrl = (await startApiServer()).baseUrl;
  api = apiClient(baseUrl);
  signInUrl = (await startSignInServer()).baseUrl;
  // Ten seconds into a step, a step ahead of now: the clock only ever moves forward.
  vi.useFakeTimers({ toFake: ["Date"], now: (Math.floor(Date.now() / STEP_MS) + 1) * STEP_MS + 10_000 });
});

afterAll(() => {
  vi.useRealTimers();
});

const nextStep = () => vi.setSystemTime(Date.now() + STEP_MS);

/** The app's code for `secret`, `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

/** A 6-digit code that is not the current one (nor its neighbours). */
function wrongCode(secret: string) {
  const taken = new Set([-1, 0, 1].map((steps) => codeOf(secret, steps)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!taken.has(candidate)) return candidate;
  }
}

const login = (email: string, totp?: string, ip = nextTestIp()) =>
  api.post("/api/v1/auth/login", {
    body: { email, password: TEST_PASSWORD, ...(totp !== undefined && { totp }) },
    headers: { "x-forwarded-for": ip },
  });

/** A person who turned two-factor sign-in on; the clock is then a step past the code that confirmed it. */
async function enrolled(overrides: Parameters<typeof createUserAndLogin>[1] = {}) {
  const created = await createUserAndLogin(api, overrides);
  const started = await api.post("/api/v1/users/me/totp", {
    token: created.access,
    body: { currentPassword: TEST_PASSWORD },
  });
  expect(started.status).toBe(200);
  const secret = started.body.secret as string;
  const confirmed = await api.post("/api/v1/users/me/totp/confirm", {
    token: created.access,
    body: { code: codeOf(secret) },
  });
  expect(confirmed.status).toBe(200);
  nextStep();
  // Turning it on ended the tokens it was asked with: the fresh pair replaces them.
  return { ...created, ...confirmed.body.tokens, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

const auditActions = async (userId: string) =>
  (await db().auditLog.findMany({ where: { entityId: userId }, orderBy: { createdAt: "asc" } })).map(
    (entry) => entry.action,
  );

it("starts enrolment with a secret and an otpauth URL naming the app and the e-mail; nothing changes at login yet", async () => {
  const { user, access } = await createUserAndLogin(api);
  // A session alone cannot put someone's app on the account: the password is asked first.
  for (const body of [{}, { currentPassword: "nao-e-esta" }]) {
    const refused = await api.post("/api/v1/users/me/totp", { token: access, body });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].path).toBe("currentPassword");
  }
  expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).totpSecret).toBeNull();
  const started = await api.post("/api/v1/users/me/totp", { token: access, body: { currentPassword: TEST_PASSWORD } });
  expect(started.status).toBe(200);
  const { secret, otpauthUrl } = started.body;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const parsed = URI.parse(otpauthUrl) as TOTP;
  expect(parsed).toBeInstanceOf(TOTP);
  expect(parsed).toMatchObject({
    issuer: "PIX Pagamentos",
    label: user.email,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
  expect(parsed.secret.base32).toBe(secret);
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/PIX%20Pagamentos:/);

  // Kept sealed, and not in force until a first code confirms it.
  const row = await db().user.findUniqueOrThrow({ where: { id: user.id } });
  expect(row.totpSecret).toMatch(/^v1:/);
  expect(row.totpSecret).not.toContain(secret);
  expect(row.totpEnabledAt).toBeNull();
  expect((await login(user.email)).status).toBe(200);

  // Starting again replaces the secret.
  const restarted = await api.post("/api/v1/users/me/totp", {
    token: access,
    body: { currentPassword: TEST_PASSWORD },
  });
  expect(restarted.body.secret).not.toBe(secret);
});

it("turns on with a first code, not a wrong one: ten recovery codes shown once and stored hashed, audited, e-mailed", async () => {
  const { user, access } = await createUserAndLogin(api);
  const { secret } = (
    await api.post("/api/v1/users/me/totp", { token: access, body: { currentPassword: TEST_PASSWORD } })
  ).body;

  const wrong = await api.post("/api/v1/users/me/totp/confirm", { token: access, body: { code: wrongCode(secret) } });
  expect(wrong.status).toBe(401);
  expect(wrong.body).toMatchObject({ code: "TOTP_INVALID", details: [{ path: "code" }] });
  expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).totpEnabledAt).toBeNull();

  const confirmed = await api.post("/api/v1/users/me/totp/confirm", { token: access, body: { code: codeOf(secret) } });
  expect(confirmed.status).toBe(200);
  const codes: string[] = confirmed.body.recoveryCodes;
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/);

  const row = await db().user.findUniqueOrThrow({ where: { id: user.id }, include: { recoveryCodes: true } });
  expect(row.totpEnabledAt).toBeInstanceOf(Date);
  expect(row.recoveryCodes).toHaveLength(10);
  const stored = row.recoveryCodes.map((code) => code.codeHash).join(" ");
  for (const code of codes) {
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(code.replaceAll("-", ""));
  }
  expect(await auditActions(user.id)).toContain("user.totp_enabled");
  const email = await db().emailMessage.findFirstOrThrow({ where: { to: user.email, template: "totp.enabled" } });
  expect(email.subject).toBe("Verificação em duas etapas ativada");

  // On is on: neither a new secret nor a second confirmation.
  const fresh = confirmed.body.tokens.access;
  expect(
    (await api.post("/api/v1/users/me/totp", { token: fresh, body: { currentPassword: TEST_PASSWORD } })).body.code,
  ).toBe("CONFLICT");
  nextStep();
  const again = await api.post("/api/v1/users/me/totp/confirm", { token: fresh, body: { code: codeOf(secret) } });
  expect(again.status).toBe(409);
});

it("ends every other sign-in when it turns on: tokens, other browser sessions, e-mailed links; the caller's stays", async () => {
  const { user, access, refresh } = await createUserAndLogin(api);
  const other = await login(user.email);
  const otherBrowser = await sessionCookie(user.id);
  const current = await sessionCookie(user.id);
  await api.post("/api/v1/auth/password-resets", { body: { email: user.email } });
  nextStep();
  const asBrowser = { headers: { cookie: current, origin: baseUrl } };
  const { secret } = (
    await api.post("/api/v1/users/me/totp", { ...asBrowser, body: { currentPassword: TEST_PASSWORD } })
  ).body;
  const confirmed = await api.post("/api/v1/users/me/totp/confirm", { ...asBrowser, body: { code: codeOf(secret) } });
  expect(confirmed.status).toBe(200);

  const readMe = (options: object) => api.get(`/api/v1/users/${user.id}`, options);
  expect((await readMe(asBrowser)).status).toBe(200);
  expect((await readMe({ headers: { cookie: otherBrowser } })).status).toBe(401);
  expect((await readMe({ token: access })).status).toBe(401);
  expect((await readMe({ token: other.body.tokens.access })).status).toBe(401);
  expect((await api.post("/api/v1/auth/refresh", { body: { refresh } })).status).toBe(401);
  expect((await readMe({ token: confirmed.body.tokens.access })).status).toBe(200);
  const reset = await db().accountToken.findFirstOrThrow({ where: { userId: user.id, kind: "PASSWORD_RESET" } });
  expect(reset.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
});

it("asks for the code at login after the password: TOTP_REQUIRED without it, TOTP_INVALID when wrong, tokens when right", async () => {
  const { user, secret } = await enrolled();
  const wrongPassword = await api.post("/api/v1/auth/login", {
    body: { email: user.email, password: "senha-errada", totp: codeOf(secret) },
    headers: { "x-forwarded-for": nextTestIp() },
  });
  // A wrong password says nothing of the code, and does not spend it.
  expect(wrongPassword.status).toBe(401);
  expect(wrongPassword.body.code).toBe("INVALID_CREDENTIALS");

  const withoutCode = await login(user.email);
  expect(withoutCode.status).toBe(401);
  expect(withoutCode.body.code).toBe("TOTP_REQUIRED");
  expect(withoutCode.body.tokens).toBeUndefined();

  const wrong = await login(user.email, wrongCode(secret));
  expect(wrong.status).toBe(401);
  expect(wrong.body).toMatchObject({ code: "TOTP_INVALID", details: [{ path: "totp" }] });

  const right = await login(user.email, codeOf(secret));
  expect(right.status).toBe(200);
  expect(right.body.tokens.access).toEqual(expect.any(String));
});

it("accepts each code once: a replay and an older code are refused, and of logins racing with one code one gets in", async () => {
  const { user, secret } = await enrolled();
  const code = codeOf(secret);
  expect((await login(user.email, code)).status).toBe(200);
  const replay = await login(user.email, code);
  expect(replay.status).toBe(401);
  expect(replay.body.code).toBe("TOTP_INVALID");
  // The previous step's code is still within the drift window, but older than the one used.
  expect((await login(user.email, codeOf(secret, -1))).body.code).toBe("TOTP_INVALID");

  // Another person races: this one's two wrong codes and the racers' would pass the limit of five (429), however
  // the racers interleave.
  const racer = await enrolled();
  const fresh = codeOf(racer.secret);
  const racing = await Promise.all(Array.from({ length: 4 }, () => login(racer.user.email, fresh)));
  expect(racing.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401]);
  expect(racing.filter((answer) => answer.status === 401).map((answer) => answer.body.code)).toEqual(
    Array(3).fill("TOTP_INVALID"),
  );
});

it("takes a recovery code wherever a code is asked, each once, however it is typed", async () => {
  const { user, recoveryCodes } = await enrolled();
  const [first, second] = recoveryCodes as [string, string];
  expect((await login(user.email, ` ${first.toUpperCase().replaceAll("-", " ")} `)).status).toBe(200);
  expect((await login(user.email, first)).body.code).toBe("TOTP_INVALID");
  expect((await login(user.email, second)).status).toBe(200);
  expect(await db().totpRecoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(8);
});

it("limits wrong codes per person: five in 15 minutes, then 429 with Retry-After even for the right one", async () => {
  const { user, secret } = await enrolled();
  for (let i = 0; i < 5; i++) expect((await login(user.email, wrongCode(secret))).body.code).toBe("TOTP_INVALID");
  const limited = await login(user.email, codeOf(secret));
  expect(limited.status).toBe(429);
  expect(limited.body.code).toBe("RATE_LIMITED");
  const retryAfter = Number(limited.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
});

it("gives back the attempt of a right code: right codes never use up the five", async () => {
  const { user, secret } = await enrolled();
  for (let i = 0; i < 4; i++) expect((await login(user.email, wrongCode(secret))).status).toBe(401);
  for (let i = 0; i < 3; i++) {
    expect((await login(user.email, codeOf(secret))).status).toBe(200);
    nextStep();
  }
  expect((await login(user.email, wrongCode(secret))).status).toBe(401);
  expect((await login(user.email, codeOf(secret))).status).toBe(429);
});

it("turns off with a code or a recovery code, audited and e-mailed; login then asks for the password only", async () => {
  const { user, access, secret, recoveryCodes } = await enrolled();
  const off = (code?: string, currentPassword = TEST_PASSWORD) =>
    api.delete("/api/v1/users/me/totp", {
      token: access,
      body: { ...(code !== undefined && { code }), currentPassword },
    });
  expect((await off()).status).toBe(400);
  // A code alone is not enough: someone holding the session and the phone still needs the password.
  const noPassword = await off(codeOf(secret), "nao-e-esta");
  expect(noPassword.status).toBe(400);
  expect(noPassword.body.details).toEqual([{ path: "currentPassword", message: "Senha incorreta" }]);
  expect((await off(wrongCode(secret))).body.code).toBe("TOTP_INVALID");
  expect((await login(user.email)).body.code).toBe("TOTP_REQUIRED");

  expect((await off(recoveryCodes[0])).status).toBe(204);
  const row = await db().user.findUniqueOrThrow({ where: { id: user.id }, include: { recoveryCodes: true } });
  expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodes: [] });
  expect(await auditActions(user.id)).toEqual(expect.arrayContaining(["user.totp_enabled", "user.totp_disabled"]));
  const email = await db().emailMessage.findFirstOrThrow({ where: { to: user.email, template: "totp.disabled" } });
  expect(email.subject).toBe("Verificação em duas etapas desativada");
  expect((await login(user.email)).status).toBe(200);
  expect((await off(codeOf(secret))).status).toBe(409);
});

it("replaces the recovery codes for a code: the old ones stop working, the new ones work", async () => {
  const { user, access, secret, recoveryCodes } = await enrolled();
  const renewed = await api.post("/api/v1/users/me/totp/recovery-codes", {
    token: access,
    body: { code: codeOf(secret) },
  });
  expect(renewed.status).toBe(200);
  const fresh: string[] = renewed.body.recoveryCodes;
  expect(fresh).toHaveLength(10);
  expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
  expect((await login(user.email, recoveryCodes[1])).body.code).toBe("TOTP_INVALID");
  expect((await login(user.email, fresh[0])).status).toBe(200);
  expect(await auditActions(user.id)).toContain("user.totp_recovery_codes_regenerated");
});

it("leaves integration keys alone: their login asks no code, and their tokens cannot touch two-factor sign-in", async () => {
  const { access, secret } = await enrolled({ approved: true });
  const keys = (await api.put("/api/v1/integrations/credentials/regenerate", { token: access })).body;
  const integration = await api.post("/api/v1/api/auth/login", {
    body: { publicKey: keys.publicKey, privateKey: keys.privateKey },
  });
  expect(integration.status).toBe(200);
  const token = integration.body.tokens.access;
  expect((await api.get("/api/v1/payments", { token })).status).toBe(200);
  expect((await api.delete("/api/v1/users/me/totp", { token, body: { code: codeOf(secret) } })).status).toBe(403);
});

it("asks for the code in the login form's sign-in too, and takes each code once", async () => {
  const { user, secret } = await enrolled();
  const signIn = (totp?: string) =>
    browserSignIn(signInUrl, { email: user.email, password: TEST_PASSWORD, ...(totp && { totp }) }, nextTestIp());

  expect(await signIn()).toEqual({ cookie: undefined, error: "TOTP_REQUIRED" });
  expect(await signIn(wrongCode(secret))).toEqual({ cookie: undefined, error: "TOTP_INVALID" });
  const code = codeOf(secret);
  const signedIn = await signIn(code);
  expect(signedIn.error).toBeNull();
  expect((await api.get(`/api/v1/users/${user.id}`, { headers: { cookie: signedIn.cookie! } })).status).toBe(200);
  expect(await signIn(code)).toEqual({ cookie: undefined, error: "TOTP_INVALID" });
  const wrongPassword = await browserSignIn(
    signInUrl,
    { email: user.email, password: "senha-errada", totp: codeOf(secret, 1) },
    nextTestIp(),
  );
  expect(wrongPassword).toEqual({ cookie: undefined, error: "CredentialsSignin" });
});

it("asks a seller who signs in with two-factor for a code before changing the payout key", async () => {
  const { user, secret } = await enrolled({ approved: true });
  const browser = { cookie: await sessionCookie(user.id), origin: baseUrl };
  const putKey = (pixKey: string, totp?: string) =>
    api.put("/api/v1/payout-keys/me", {
      headers: browser,
      body: { pixKeyType: "EMAIL", pixKey, currentPassword: TEST_PASSWORD, ...(totp !== undefined && { totp }) },
    });

  const missing = await putKey("primeira@example.com");
  expect(missing.status).toBe(401);
  expect(missing.body).toMatchObject({ code: "TOTP_REQUIRED", details: [{ path: "totp" }] });
  expect((await putKey("primeira@example.com", wrongCode(secret))).body.code).toBe("TOTP_INVALID");
  const code = codeOf(secret);
  expect((await putKey("primeira@example.com", code)).status).toBe(200);
  // A change refused after the code was checked gives the code back: it opens the next change.
  const same = await putKey("primeira@example.com", codeOf(secret, 1));
  expect(same.body.details).toEqual([{ path: "pixKey", message: "Esta já é a sua chave de saque" }]);
  expect((await putKey("segunda@example.com", code)).body.code).toBe("TOTP_INVALID");
  expect((await putKey("segunda@example.com", codeOf(secret, 1))).status).toBe(200);
  expect(await db().payoutKey.count({ where: { sellerId: user.id } })).toBe(2);
});
