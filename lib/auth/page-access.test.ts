import { describe, expect, it } from "vitest";
import { pageRedirect } from "./page-access";

describe("pageRedirect", () => {
  const unapproved = { role: "seller", approved: false, totpEnabled: false } as const;

  it("opens the team page to a seller account before its company is approved, as the company page", () => {
    expect(pageRedirect("/seller/team", unapproved)).toBeNull();
    expect(pageRedirect("/seller/onboarding", unapproved)).toBeNull();
    expect(pageRedirect("/seller/payments", unapproved)).toBe("/seller");
  });

  it("sends a person with no seller account left to their account page", () => {
    expect(pageRedirect("/seller/team", { role: "member", approved: false, totpEnabled: false })).toBe("/account");
    expect(pageRedirect("/seller", { role: "member", approved: false, totpEnabled: false })).toBe("/account");
  });

  it("opens the account page to anyone signed in, and the e-mail confirmation link to anyone at all", () => {
    expect(pageRedirect("/account", null)).toBe("/login");
    expect(pageRedirect("/account/two-factor", null)).toBe("/login");
    for (const role of ["admin", "seller", "member"] as const)
      expect(pageRedirect("/account", { role, approved: false, totpEnabled: true })).toBeNull();
    expect(pageRedirect("/account/email/um-token", null)).toBeNull();
    expect(pageRedirect("/account/email/um-token", { role: "seller", approved: true, totpEnabled: false })).toBeNull();
  });
});
