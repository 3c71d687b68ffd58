import { describe, expect, it } from "vitest";
import { centsToDecimal, formatBRL, MAX_PAYMENT_CENTS, MoneySchema, parseReais, PaymentAmountSchema } from "./money";

describe("parseReais", () => {
  it("reads numbers and numeric strings into centavos exactly", () => {
    expect(parseReais(150.5)).toBe(15050);
    expect(parseReais("150.50")).toBe(15050);
    expect(parseReais("0.01")).toBe(1);
    expect(parseReais(19.99)).toBe(1999);
    expect(parseReais("1234567890123.99")).toBe(123456789012399);
  });

  it("refuses more than two decimals, signs, exponents and garbage", () => {
    for (const bad of [0.1 + 0.2, "1.234", "-5", "1e3", "abc", "", " ", "1,50", Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseReais(bad as number | string), String(bad)).toBeNull();
    }
  });
});

describe("centsToDecimal", () => {
  it("writes centavos as API Pix amounts, exactly, and parseReais reads them back", () => {
    const cases: [number, string][] = [
      [0, "0.00"],
      [1, "0.01"],
      [10, "0.10"],
      [100, "1.00"],
      [12345, "123.45"],
      [MAX_PAYMENT_CENTS, "1000000.00"],
      [999_999_999_999, "9999999999.99"],
    ];
    for (const [cents, decimal] of cases) {
      expect(centsToDecimal(cents)).toBe(decimal);
      expect(parseReais(decimal)).toBe(cents);
    }
  });

  it("refuses what is not a whole, non-negative number of centavos", () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53])
      expect(() => centsToDecimal(bad), String(bad)).toThrow(RangeError);
  });
});

describe("MoneySchema", () => {
  it("refuses zero and negative amounts with a message", () => {
    expect(MoneySchema.safeParse(0).success).toBe(false);
    expect(MoneySchema.safeParse(-1).success).toBe(false);
    expect(MoneySchema.parse("10")).toBe(1000);
  });
});

describe("PaymentAmountSchema", () => {
  it("takes one payment's maximum and refuses a centavo more with the maximum in the message", () => {
    expect(MAX_PAYMENT_CENTS).toBeLessThan(2 ** 31);
    expect(PaymentAmountSchema.parse("1000000.00")).toBe(MAX_PAYMENT_CENTS);
    const over = PaymentAmountSchema.safeParse(1_000_000.01);
    expect(over.error?.issues.map((issue) => issue.message.replace(/\s/g, " "))).toEqual([
      "O valor máximo é R$ 1.000.000,00",
    ]);
    expect(PaymentAmountSchema.safeParse("21474836.48").success).toBe(false);
  });
});

it("formats reais the Brazilian way", () => {
  expect(formatBRL(123456).replace(/\s/g, " ")).toBe("R$ 1.234,56");
});
