import { describe, expect, it } from "vitest";
import { formatReais, reaisToCents } from "./reais";

describe("reaisToCents", () => {
  it("reads API amounts exactly, where multiplying by 100 would not", () => {
    expect(reaisToCents(87.06)).toBe(8706);
    expect(reaisToCents(0.29)).toBe(29);
    expect(reaisToCents(1234.5)).toBe(123450);
    expect(reaisToCents(-20)).toBe(-2000);
  });
});

describe("formatReais", () => {
  it("writes Brazilian currency", () => {
    expect(formatReais(1234.56).replace(/\s/g, " ")).toBe("R$ 1.234,56");
  });
});
