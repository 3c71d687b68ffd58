import { describe, expect, it } from "vitest";
import { splitByMonths } from "./dashboard";

describe("splitByMonths", () => {
  it("keeps a range inside one month as days", () => {
    expect(splitByMonths({ start: "2026-03-09", end: "2026-03-12" })).toEqual({ months: null, edges: [{ start: "2026-03-09", end: "2026-03-12" }] });
  });
  it("reads whole months and the days at both edges", () => {
    expect(splitByMonths({ start: "2025-11-23", end: "2026-11-22" })).toEqual({
      months: { first: "2025-12-01", last: "2026-10-01" },
      edges: [
        { start: "2025-11-23", end: "2025-11-30" },
        { start: "2026-11-01", end: "2026-11-22" },
      ],
    });
  });
  it("needs no edges when the range is whole months, February and year ends included", () => {
    expect(splitByMonths({ start: "2024-02-01", end: "2024-02-29" })).toEqual({ months: { first: "2024-02-01", last: "2024-02-01" }, edges: [] });
    expect(splitByMonths({ start: "2025-12-01", end: "2026-01-31" })).toEqual({ months: { first: "2025-12-01", last: "2026-01-01" }, edges: [] });
  });
  it("keeps two partial months that touch as days", () => {
    expect(splitByMonths({ start: "2026-01-15", end: "2026-02-10" })).toEqual({ months: null, edges: [{ start: "2026-01-15", end: "2026-02-10" }] });
  });
});
