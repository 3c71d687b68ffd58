import { describe, expect, it } from "vitest";
import { mostWithdrawable, withdrawalBreakdown, withdrawalProblems } from "./withdrawal-breakdown";

const NOW = new Date("2026-03-10T12:00:00Z");
const CONFIG = {
  sellerId: "s",
  minAmount: 20,
  maxAmount: 5_000,
  dailyLimit: 50_000,
  feeType: "FIXED" as const,
  feeValue: 2,
  mode: "AUTOMATIC" as const,
  allowApi: false,
  updatedAt: null,
  withdrawnToday: 0,
};
const TRUSTED_KEY = { payableFrom: null, reviewRequired: false };

/** The problems with formatBRL's no-break spaces as plain ones. */
const problems = (overrides: Partial<Parameters<typeof withdrawalBreakdown>[0]>) =>
  breakdown(overrides).problems.map((text) => text.replace(/\s/g, " "));
const breakdown = (overrides: Partial<Parameters<typeof withdrawalBreakdown>[0]> = {}) =>
  withdrawalBreakdown({
    config: CONFIG,
    availableBalance: 1_000,
    amount: 15_000,
    payoutKey: TRUSTED_KEY,
    now: NOW,
    ...overrides,
  });

describe("withdrawalBreakdown", () => {
  it("takes the whole amount from the available balance and sends it less the fee", () => {
    expect(breakdown()).toEqual({
      amount: 15_000,
      fee: 200,
      net: 14_800,
      available: 100_000,
      remaining: 85_000,
      timing: { kind: "IMMEDIATE" },
      problems: [],
    });
  });

  it("rounds a percentage fee as the server does", () => {
    const result = breakdown({ config: { ...CONFIG, feeType: "PERCENTAGE", feeValue: 1.5 }, amount: 3_333 });
    expect(result.fee).toBe(50); // 49.995 -> 50
    expect(result.net).toBe(3_283);
  });

  it("says by how much an amount passes the available balance", () => {
    const result = breakdown({ availableBalance: 100, amount: 12_050 });
    expect(result.remaining).toBe(-2_050);
    expect(problems({ availableBalance: 100, amount: 12_050 })).toEqual([
      "O valor passa do seu saldo disponível em R$ 20,50.",
    ]);
  });

  it("names each rule the amount breaks", () => {
    expect(problems({ amount: 1_999 })).toEqual(["O saque mínimo é R$ 20,00."]);
    expect(problems({ amount: 500_001, availableBalance: 10_000 })).toEqual(["O saque máximo é R$ 5.000,00."]);
    expect(problems({ config: { ...CONFIG, dailyLimit: 100 }, amount: 10_001 })).toEqual([
      "O limite diário de saques é R$ 100,00.",
    ]);
    expect(problems({ config: { ...CONFIG, minAmount: 1 }, amount: 200 })).toEqual([
      "A tarifa supera o valor do saque.",
    ]);
  });

  it("says when the payout leaves: review in manual mode or for an unverified key, and the key's hold", () => {
    expect(breakdown({ config: { ...CONFIG, mode: "MANUAL" } }).timing).toEqual({ kind: "REVIEW" });
    expect(breakdown({ payoutKey: { payableFrom: null, reviewRequired: true } }).timing).toEqual({ kind: "REVIEW" });
    const until = "2026-03-11T09:00:00.000Z";
    expect(breakdown({ payoutKey: { payableFrom: until, reviewRequired: false } }).timing).toEqual({
      kind: "HELD",
      until,
      review: false,
    });
    expect(breakdown({ payoutKey: { payableFrom: until, reviewRequired: true } }).timing).toEqual({
      kind: "HELD",
      until,
      review: true,
    });
    expect(breakdown({ payoutKey: { payableFrom: "2026-03-10T11:59:59.000Z", reviewRequired: false } }).timing).toEqual(
      { kind: "IMMEDIATE" },
    );
  });
});

/** withdrawalProblems with formatBRL's no-break spaces as plain ones. */
const problemsTyping = (amount: number, config = CONFIG, availableBalance = 1_000) =>
  withdrawalProblems({ config, availableBalance, amount }).map((text) => text.replace(/\s/g, " "));

describe("withdrawalProblems", () => {
  it("checks the amount being typed against each rule and the balance, as the request will", () => {
    expect(problemsTyping(15_000)).toEqual([]);
    expect(problemsTyping(500)).toEqual(["O saque mínimo é R$ 20,00."]);
    expect(problemsTyping(600_000, CONFIG, 10_000)).toEqual(["O saque máximo é R$ 5.000,00."]);
    expect(problemsTyping(120_000)).toEqual(["O valor passa do seu saldo disponível em R$ 200,00."]);
  });

  it("counts today's withdrawals against the daily limit and says what is left of it", () => {
    const config = { ...CONFIG, dailyLimit: 500, withdrawnToday: 480 };
    expect(problemsTyping(2_000, config)).toEqual([]);
    expect(problemsTyping(3_000, config)).toEqual([
      "O limite diário de saques é R$ 500,00; hoje ainda cabem R$ 20,00.",
    ]);
    expect(problemsTyping(3_000, { ...config, withdrawnToday: 500 })).toEqual([
      "O limite diário de saques é R$ 500,00, e os saques de hoje já chegaram a ele.",
    ]);
    expect(breakdown({ config, amount: 3_000 }).problems).toHaveLength(1);
  });
});

describe("mostWithdrawable", () => {
  it("is the whole balance, within the maximum per withdrawal and what is left of today's limit", () => {
    const most = (availableBalance: number, config = CONFIG) => mostWithdrawable({ config, availableBalance });
    expect(most(1_000)).toBe(100_000);
    expect(most(8_000)).toBe(500_000);
    expect(most(8_000, { ...CONFIG, dailyLimit: 5_000, withdrawnToday: 4_200 })).toBe(80_000);
    expect(most(8_000, { ...CONFIG, dailyLimit: 5_000, withdrawnToday: 5_000 })).toBe(0);
    expect(most(-10)).toBe(0);
  });
});
