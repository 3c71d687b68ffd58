import { describe, expect, it } from "vitest";
import { computeFees, feeOf } from "./calculate";

const DEFAULTS = [
  { target: "SERVICE", feeType: "FIXED", feeValue: 150 },
  { target: "SERVICE", feeType: "PERCENTAGE", feeValue: 9_900 },
  { target: "GATEWAY", feeType: "PERCENTAGE", feeValue: 5_000 },
] as const;

describe("feeOf", () => {
  it("charges fixed fees as they are", () => {
    expect(feeOf({ target: "SERVICE", feeType: "FIXED", feeValue: 150 }, 1)).toBe(150);
  });

  it("rounds percentages half-up to the centavo", () => {
    const half = { target: "GATEWAY", feeType: "PERCENTAGE", feeValue: 5_000 } as const; // 0.5 %
    expect(feeOf(half, 100)).toBe(1); // 0.5 centavo -> 1
    expect(feeOf(half, 99)).toBe(0); // 0.495 -> 0
    expect(feeOf(half, 300)).toBe(2); // 1.5 -> 2
    expect(feeOf(half, 500)).toBe(3); // 2.5 -> 3
    expect(feeOf({ target: "SERVICE", feeType: "PERCENTAGE", feeValue: 9_900 }, 15_050)).toBe(149); // 148.995 -> 149
    expect(feeOf({ target: "SERVICE", feeType: "PERCENTAGE", feeValue: 9_900 }, 10_000)).toBe(99);
  });

  it("stays exact on large amounts", () => {
    expect(feeOf({ target: "SERVICE", feeType: "PERCENTAGE", feeValue: 333_333 }, 2_000_000_000)).toBe(666_666_000);
  });
});

describe("computeFees", () => {
  it("applies the platform defaults: R$ 1,50 + 0,99 % service, 0,50 % gateway", () => {
    // R$ 150,50: service 150 + 149 = 299; gateway 75.25 -> 75; net 15050 - 299 - 75
    expect(computeFees(DEFAULTS, 15_050)).toEqual({ serviceFee: 299, gatewayFee: 75, net: 14_676 });
  });

  it("reports a negative net when the fees exceed the amount", () => {
    expect(computeFees(DEFAULTS, 100).net).toBeLessThan(0);
  });

  it("charges nothing without rules", () => {
    expect(computeFees([], 1000)).toEqual({ serviceFee: 0, gatewayFee: 0, net: 1000 });
  });
});
