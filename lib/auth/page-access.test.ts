import { expect, it } from "vitest";
import { pageRedirect } from "./page-access";

it("opens the account page to anyone signed in, and the e-mail confirmation link to anyone at all", () => {
  expect(pageRedirect("/account", null)).toBe("/login");
  expect(pageRedirect("/account/two-factor", null)).toBe("/login");
  for (const role of ["admin", "seller", "member"] as const)
    expect(pageRedirect("/account", { role, approved: false, totpEnabled: true })).toBeNull();
  expect(pageRedirect("/account/email/um-token", null)).toBeNull();
  expect(pageRedirect("/account/email/um-token", { role: "seller", approved: true, totpEnabled: false })).toBeNull();
});
