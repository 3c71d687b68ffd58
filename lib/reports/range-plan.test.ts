import { describe, expect, it } from "vitest";
import { rangePlan } from "./dashboard";

describe("rangePlan", () => {
  it("reads days inside one month from that month's row", () => {
    expect(rangePlan({ start: "2026-03-09", end: "2026-03-12" })).toEqual({
      years: [],
      months: [{ month: "2026-03-01", from: 9, to: 12 }],
    });
    expect(rangePlan({ start: "2024-02-01", end: "2024-02-29" })).toEqual({
      years: [],
      months: [{ month: "2024-02-01", from: 1, to: 29 }],
    });
  });

  it("a year ending today: the edge months from their rows, the whole months between from each year's row", () => {
    expect(rangePlan({ start: "2025-11-23", end: "2026-11-22" })).toEqual({
      years: [
        { year: "2025-01-01", from: 12, to: 12 },
        { year: "2026-01-01", from: 1, to: 10 },
      ],
      months: [
        { month: "2025-11-01", from: 23, to: 31 },
        { month: "2026-11-01", from: 1, to: 22 },
      ],
    });
  });

  it("needs no month rows for whole months, February and year ends included", () => {
    expect(rangePlan({ start: "2024-01-01", end: "2024-02-29" })).toEqual({
      years: [{ year: "2024-01-01", from: 1, to: 2 }],
      months: [],
    });
    expect(rangePlan({ start: "2025-12-01", end: "2026-01-31" })).toEqual({
      years: [
        { year: "2025-01-01", from: 12, to: 12 },
        { year: "2026-01-01", from: 1, to: 1 },
      ],
      months: [],
    });
  });

  it("spans several years, one row for each", () => {
    expect(rangePlan({ start: "2023-06-15", end: "2026-02-10" })).toEqual({
      years: [
        { year: "2023-01-01", from: 7, to: 12 },
        { year: "2024-01-01", from: 1, to: 12 },
        { year: "2025-01-01", from: 1, to: 12 },
        { year: "2026-01-01", from: 1, to: 1 },
      ],
      months: [
        { month: "2023-06-01", from: 15, to: 31 },
        { month: "2026-02-01", from: 1, to: 10 },
      ],
    });
  });

  it("two partial months side by side have no whole month between", () => {
    expect(rangePlan({ start: "2026-01-25", end: "2026-02-03" })).toEqual({
      years: [],
      months: [
        { month: "2026-01-01", from: 25, to: 31 },
        { month: "2026-02-01", from: 1, to: 3 },
      ],
    });
  });
});
