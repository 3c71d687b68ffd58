import { describe, expect, it } from "vitest";
import { pageRedirect } from "./page-access";

describe("pageRedirect", () => {
  const unapproved = { role: "seller", approved: false } as const;

  it("opens the team page to a seller account before its company is approved, as the company page", () => {
    expect(pageRedirect("/seller/team", unapproved)).toBeNull();
    expect(pageRedirect("/seller/onboarding", unapproved)).toBeNull();
    expect(pageRedirect("/seller/payments", unapproved)).toBe("/seller");
  });

  it("sends a person with no seller account left to their account page", () => {
    expect(pageRedirect("/seller/team", { role: "member", approved: false })).toBe("/account");
    expect(pageRedirect("/seller", { role: "member", approved: false })).toBe("/account");
  });
});
