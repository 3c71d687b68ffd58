import { describe, expect, it } from "vitest";
import { whatsappShareUrl } from "./share";

describe("whatsappShareUrl", () => {
  it("puts the description, the amount and the checkout URL in one encoded text", () => {
    const url = whatsappShareUrl({
      description: "Bolo & café #2",
      amountCents: 1_234_56,
      url: "https://pay.example/checkout/Abc123?x=1",
    });
    expect(url.startsWith("https://wa.me/?text=")).toBe(true);
    const parsed = new URL(url);
    expect([...parsed.searchParams.keys()]).toEqual(["text"]);
    expect(parsed.searchParams.get("text")).toBe(
      "Bolo & café #2: R$\u00a01.234,56. Pague por PIX: https://pay.example/checkout/Abc123?x=1",
    );
  });
});
