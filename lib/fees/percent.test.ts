import { describe, expect, it } from "vitest";
import { millionthsToPercent, parsePercent, percentSchema } from "./percent";

describe("parsePercent", () => {
  it("turns percent into millionths exactly, from numbers and strings", () => {
    expect(parsePercent(0.99)).toBe(9_900);
    expect(parsePercent("0.99")).toBe(9_900);
    expect(parsePercent(" 2.5 ")).toBe(25_000);
    expect(parsePercent(0.0001)).toBe(1);
    expect(parsePercent(100)).toBe(1_000_000);
    expect(parsePercent("12.3456")).toBe(123_456);
  });

  it("refuses more than 4 decimals, exponents, signs and junk", () => {
    for (const bad of [0.00001, 1e-7, -1, "1e2", "abc", "", "1,5", Number.NaN, Number.POSITIVE_INFINITY, "1000"]) {
      expect(parsePercent(bad)).toBeNull();
    }
  });

  it("round-trips through the API number", () => {
    for (const value of [0.99, 0.5, 1.2345, 100, 0.0001, 33.3333])
      expect(millionthsToPercent(parsePercent(value)!)).toBe(value);
  });
});

describe("percentSchema", () => {
  it("bounds the value to (0|0+)..100", () => {
    expect(percentSchema({ allowZero: true }).parse(0)).toBe(0);
    expect(percentSchema({ allowZero: false }).safeParse(0).success).toBe(false);
    expect(percentSchema({ allowZero: true }).safeParse(100.0001).success).toBe(false);
    expect(percentSchema({ allowZero: false }).parse("100")).toBe(1_000_000);
  });
});
