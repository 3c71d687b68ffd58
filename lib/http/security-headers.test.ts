import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, securityHeadersFor } from "./security-headers.mjs";

const scriptSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("script-src"));

describe("contentSecurityPolicy", () => {
  it("allows a page's scripts by nonce and what they load, never inline scripts as such", () => {
    const script = scriptSrc(contentSecurityPolicy("abc123"));
    expect(script).toContain("'nonce-abc123' 'strict-dynamic'");
    expect(script).not.toContain("'unsafe-inline'");
  });

  it("runs no inline script at all without a nonce (API answers, next-auth)", () => {
    expect(scriptSrc(securityHeadersFor("/api/v1/status")["content-security-policy"]!)).not.toMatch(
      /'unsafe-inline'|'nonce-/,
    );
  });
});

describe("createNonce", () => {
  it("gives 128 random bits in the base64 Next.js reads from the policy, different each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("securityHeadersFor", () => {
  it("sandboxes uploaded files, a company's documents and the answers to MED infractions alike, and nothing else", () => {
    const sandboxed = "sandbox; default-src 'none'; frame-ancestors 'self'";
    for (const path of ["/api/v1/enterprises/e-1/documents/RG_FRONT", "/api/v1/infractions/i-1/files/f-1"]) {
      expect(securityHeadersFor(path)["content-security-policy"]).toBe(sandboxed);
      expect(securityHeadersFor(path)["x-frame-options"]).toBe("SAMEORIGIN");
    }
    expect(securityHeadersFor("/api/v1/infractions/i-1")["content-security-policy"]).not.toBe(sandboxed);
  });
});
