import { expect, it } from "vitest";
import { isTestPayment } from "./receipt-lines";

it("marks a receipt a test for a sandbox charge, and for any charge where the sandbox's controls are on", () => {
  expect(isTestPayment("sandbox", false)).toBe(true);
  expect(isTestPayment("api-pix", true)).toBe(true);
  expect(isTestPayment("api-pix", false)).toBe(false);
});
