import { Writable } from "node:stream";
import { expect, it } from "vitest";
import { createLogger, loggablePath } from "./log";

it("never writes passwords, keys, secrets or tokens", () => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const log = createLogger("info", sink);
  log.info(
    {
      password: "hunter2",
      body: { currentPassword: "a1", newPassword: "b2", privateKey: "sk_live", secret: "whsec_x" },
      tokens: { access: "eyJ", refresh: "eyR" },
      headers: { authorization: "Bearer eyJ", cookie: "next-auth.session-token=x" },
    },
    "request",
  );
  log.info(
    {
      PIX_CLIENT_SECRET: "pix-cs",
      settings: { PIX_PFX_PASSPHRASE: "pfx-pw", PIX_WEBHOOK_SECRET: "pix-whs" },
      oauth: { clientSecret: "cs2", access_token: "at1" },
      pfx: { passphrase: "pw2" },
    },
    "pix",
  );
  const output = lines.join("");
  for (const secret of [
    "hunter2",
    "a1",
    "b2",
    "sk_live",
    "whsec_x",
    "eyJ",
    "eyR",
    "next-auth.session-token",
    "pix-cs",
    "pfx-pw",
    "pix-whs",
    "cs2",
    "at1",
    "pw2",
  ])
    expect(output).not.toContain(secret);
  expect(output).toContain("[redacted]");
});

it("masks the secret the API Pix notification URL carries, in a path or a URL with its query", () => {
  expect(loggablePath("/api/v1/providers/api-pix/notifications/s3cr3t-0123456789/pix")).toBe(
    "/api/v1/providers/api-pix/notifications/****/pix",
  );
  expect(loggablePath("/api/v1/providers/api-pix/notifications/s3cr3t?x=1")).toBe(
    "/api/v1/providers/api-pix/notifications/****?x=1",
  );
  expect(loggablePath("/api/v1/payments/123")).toBe("/api/v1/payments/123");
});

it("masks the e-mailed links' tokens, in the API and in the pages", () => {
  for (const [path, masked] of [
    ["/api/v1/auth/password-resets/ck2dKvr4f6ZN", "/api/v1/auth/password-resets/****"],
    ["/api/v1/users/me/email-changes/tok_1?x=1", "/api/v1/users/me/email-changes/****?x=1"],
    ["/api/v1/invitations/abc-DEF_1/accept", "/api/v1/invitations/****/accept"],
    ["/reset-password/ck2dKvr4f6ZN", "/reset-password/****"],
    ["/account/email/tok_1", "/account/email/****"],
    ["/api/v1/users/me/email-verifications/tok_2", "/api/v1/users/me/email-verifications/****"],
    ["/verify-email/tok_2", "/verify-email/****"],
    ["/invitations/abc-DEF_1", "/invitations/****"],
    ["http://localhost:3000/invitations/abc-DEF_1", "http://localhost:3000/invitations/****"],
  ]) {
    expect(loggablePath(path)).toBe(masked);
  }
  // An owner's invitations are named by id, which is no credential.
  expect(loggablePath("/api/v1/team/invitations/8d1f0c3e")).toBe("/api/v1/team/invitations/8d1f0c3e");
});
