import { describe, expect, it } from "vitest";
import { monthPlan } from "./dashboard";

// A day after every range below, for the cases where no day lies in the future.
const LATER = "2030-01-01";

describe("monthPlan", () => {
  it("keeps a few days inside one month as days", () => {
    expect(monthPlan({ start: "2026-03-09", end: "2026-03-12" }, LATER)).toEqual({ months: null, add: [{ start: "2026-03-09", end: "2026-03-12" }], subtract: [] });
  });
  it("reads most of a month as the month minus the days outside", () => {
    expect(monthPlan({ start: "2026-03-02", end: "2026-03-30" }, LATER)).toEqual({
      months: { start: "2026-03-01", end: "2026-03-01" },
      add: [],
      subtract: [
        { start: "2026-03-01", end: "2026-03-01" },
        { start: "2026-03-31", end: "2026-03-31" },
      ],
    });
  });
  it("a year ending today: whole months, the first edge as days, the rest of this month subtracted", () => {
    expect(monthPlan({ start: "2025-11-23", end: "2026-11-22" }, "2026-11-22")).toEqual({
      months: { start: "2025-12-01", end: "2026-11-01" },
      add: [{ start: "2025-11-23", end: "2025-11-30" }],
      subtract: [{ start: "2026-11-23", end: "2026-11-30" }],
    });
  });
  it("needs no edges for whole months, February and year ends included", () => {
    expect(monthPlan({ start: "2024-02-01", end: "2024-02-29" }, LATER)).toEqual({ months: { start: "2024-02-01", end: "2024-02-01" }, add: [], subtract: [] });
    expect(monthPlan({ start: "2025-12-01", end: "2026-01-31" }, LATER)).toEqual({ months: { start: "2025-12-01", end: "2026-01-01" }, add: [], subtract: [] });
  });
  it("keeps two short partial months as days", () => {
    expect(monthPlan({ start: "2026-01-25", end: "2026-02-03" }, LATER)).toEqual({
      months: null,
      add: [
        { start: "2026-01-25", end: "2026-01-31" },
        { start: "2026-02-01", end: "2026-02-03" },
      ],
      subtract: [],
    });
  });
  it("subtracts at the start edge across a year end", () => {
    expect(monthPlan({ start: "2025-12-03", end: "2026-01-10" }, LATER)).toEqual({
      months: { start: "2025-12-01", end: "2025-12-01" },
      add: [{ start: "2026-01-01", end: "2026-01-10" }],
      subtract: [{ start: "2025-12-01", end: "2025-12-02" }],
    });
  });
  it("subtracts the rest of this month when the range ends today, whose future days have no rows", () => {
    const lastYear = { start: "2025-11-11", end: "2026-11-10" };
    expect(monthPlan(lastYear, "2026-11-10")).toEqual({
      months: { start: "2025-11-01", end: "2026-11-01" },
      add: [],
      subtract: [
        { start: "2025-11-01", end: "2025-11-10" },
        { start: "2026-11-11", end: "2026-11-30" },
      ],
    });
    // The same range read later: those 20 days now have rows, more than the 10 inside the range.
    expect(monthPlan(lastYear, LATER)).toEqual({
      months: { start: "2025-11-01", end: "2026-10-01" },
      add: [{ start: "2026-11-01", end: "2026-11-10" }],
      subtract: [{ start: "2025-11-01", end: "2025-11-10" }],
    });
  });
});
