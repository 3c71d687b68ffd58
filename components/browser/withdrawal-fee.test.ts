import { describe, expect, it } from "vitest";
import { withdrawalFeeCents } from "./withdrawal-fee";

describe("withdrawalFeeCents", () => {
  it("charges a fixed fee in reais whatever the amount", () => {
    expect(withdrawalFeeCents({ feeType: "FIXED", feeValue: 2 }, 2_000)).toBe(200);
    expect(withdrawalFeeCents({ feeType: "FIXED", feeValue: 0 }, 2_000)).toBe(0);
  });

  it("rounds a percentage half-up to the centavo", () => {
    expect(withdrawalFeeCents({ feeType: "PERCENTAGE", feeValue: 1.5 }, 10_000)).toBe(150);
    expect(withdrawalFeeCents({ feeType: "PERCENTAGE", feeValue: 0.99 }, 2_050)).toBe(20);
    expect(withdrawalFeeCents({ feeType: "PERCENTAGE", feeValue: 2.5 }, 2_020)).toBe(51);
  });
});
