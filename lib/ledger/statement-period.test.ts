import { describe, expect, it } from "vitest";
import { presetRange, readStatementPeriod, statementPeriodParams } from "./statement-period";

const TODAY = "2026-03-10";

describe("the statement's period", () => {
  it("turns each preset into São Paulo days", () => {
    expect(presetRange("today", TODAY)).toEqual({ start: TODAY, end: TODAY });
    expect(presetRange("7d", TODAY)).toEqual({ start: "2026-03-04", end: TODAY });
    expect(presetRange("month", TODAY)).toEqual({ start: "2026-03-01", end: TODAY });
    expect(presetRange("last-month", TODAY)).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(presetRange("last-month", "2026-01-31")).toEqual({ start: "2025-12-01", end: "2025-12-31" });
  });

  it("is this month when absent or mistyped, and custom for the days of an older link", () => {
    expect(readStatementPeriod({}, TODAY)).toMatchObject({
      query: { period: "month" },
      range: { start: "2026-03-01", end: TODAY },
    });
    expect(readStatementPeriod({ period: "ontem" }, TODAY).query.period).toBe("month");
    const older = readStatementPeriod({ startDate: "2026-01-05", endDate: "2026-01-20" }, TODAY);
    expect(older).toMatchObject({ query: { period: "custom" }, range: { start: "2026-01-05", end: "2026-01-20" } });
    expect(statementPeriodParams(older)).toEqual({ period: "custom", startDate: "2026-01-05", endDate: "2026-01-20" });
    expect(statementPeriodParams(readStatementPeriod({ period: "7d" }, TODAY))).toEqual({ period: "7d" });
  });

  it("starts a custom period just chosen from this month", () => {
    expect(readStatementPeriod({ period: "custom" }, TODAY)).toEqual({
      query: { period: "custom" },
      range: { start: "2026-03-01", end: TODAY },
      form: { startDate: "2026-03-01", endDate: TODAY },
      errors: {},
    });
  });

  it("refuses a custom period missing a day, reversed or over the exports' year, keeping what was typed", () => {
    expect(readStatementPeriod({ period: "custom", startDate: "2026-03-01" }, TODAY)).toMatchObject({
      range: { start: "2026-03-01", end: TODAY },
      form: { startDate: "2026-03-01" },
      errors: { endDate: "Informe a data final" },
    });
    expect(
      readStatementPeriod({ period: "custom", startDate: "2026-03-05", endDate: "2026-03-01" }, TODAY).errors,
    ).toEqual({ endDate: "A data inicial deve ser anterior à final" });
    expect(
      readStatementPeriod({ period: "custom", startDate: "2024-01-01", endDate: "2026-03-01" }, TODAY).errors,
    ).toEqual({ endDate: "No máximo 366 dias por arquivo" });
    expect(
      readStatementPeriod({ period: "custom", startDate: "2026-13-01", endDate: TODAY }, TODAY).errors,
    ).toMatchObject({ startDate: "Use AAAA-MM-DD" });
  });

  it("refuses a period, preset or custom, that begins before the archived entries end, and shows this month", () => {
    const refused = {
      query: { period: "custom" },
      range: { start: "2026-03-01", end: TODAY },
      errors: {
        startDate: "As movimentações anteriores a 01/02/2026 foram arquivadas: escolha um período a partir dessa data.",
      },
    };
    expect(
      readStatementPeriod({ period: "custom", startDate: "2026-01-20", endDate: "2026-02-10" }, TODAY, "2026-02-01"),
    ).toMatchObject({ ...refused, form: { startDate: "2026-01-20", endDate: "2026-02-10" } });
    expect(readStatementPeriod({ period: "last-month" }, TODAY, "2026-02-02")).toMatchObject({
      range: refused.range,
      form: { startDate: "2026-02-01", endDate: "2026-02-28" },
    });
    expect(readStatementPeriod({ period: "last-month" }, TODAY, "2026-02-01").range.start).toBe("2026-02-01");
  });
});
