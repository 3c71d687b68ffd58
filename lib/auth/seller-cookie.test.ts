import { describe, expect, it } from "vitest";
import { SELLER_COOKIE, sellerCookie } from "./seller-cookie";

describe("sellerCookie", () => {
  const id = "5b0c2a9e-3f4d-4e1a-9b2c-7d8e9f0a1b2c";

  it("keeps the chosen account for a year on every path, sent on same-site navigations only", () => {
    expect(sellerCookie(id, { secure: false })).toBe(`${SELLER_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it("is only sent over HTTPS when the site is served over HTTPS", () => {
    expect(sellerCookie(id, { secure: true })).toBe(
      `${SELLER_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
  });
});
