import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { readableAccount } from "./guards";

const person = (role: Actor["role"], sellerId: string): Actor => ({
  userId: "11111111-1111-4111-8111-111111111111",
  email: "pessoa@example.com",
  role,
  sellerId,
  memberRole: role === "seller" ? "viewer" : null,
  approved: true,
  totpEnabled: false,
  via: "bearer",
});
const OWN = "22222222-2222-4222-8222-222222222222";
const OTHER = "33333333-3333-4333-8333-333333333333";

describe("readableAccount", () => {
  it("gives a seller's member their own account, and refuses another one", () => {
    expect(readableAccount(person("seller", OWN))).toBe(OWN);
    expect(readableAccount(person("seller", OWN), OWN)).toBe(OWN);
    expect(() => readableAccount(person("seller", OWN), OTHER)).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
  });

  it("gives an admin the account named, and nothing without one", () => {
    expect(readableAccount(person("admin", OWN), OTHER)).toBe(OTHER);
    expect(() => readableAccount(person("admin", OWN))).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
  });

  it("refuses a person with no seller account", () => {
    expect(() => readableAccount(person("member", OWN))).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
  });
});
