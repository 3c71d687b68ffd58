import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./callback-url";

describe("safeCallbackUrl", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(safeCallbackUrl("/invitations/abc_DEF-123")).toBe("/invitations/abc_DEF-123");
    expect(safeCallbackUrl("/seller/payments?status=FINISHED#lista")).toBe("/seller/payments?status=FINISHED#lista");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example.com/",
      "//evil.example.com/path",
      "/\\evil.example.com",
      "\\\\evil.example.com",
      "/\t/evil.example.com",
      // Dot segments that normalise to "//host".
      "/.//evil.example.com/phish",
      "/..//evil.example.com",
      "/%2e//evil.example.com",
      "/seller/..//evil.example.com",
      "javascript:alert(1)",
      "seller",
      " /seller",
      "",
    ]) {
      expect(safeCallbackUrl(value), value).toBeNull();
    }
  });

  it("takes only one plain string", () => {
    expect(safeCallbackUrl(undefined)).toBeNull();
    expect(safeCallbackUrl(["/seller", "/admin"])).toBeNull();
    expect(safeCallbackUrl(`/${"a".repeat(2048)}`)).toBeNull();
  });
});
