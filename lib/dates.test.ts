import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDate, formatDateTime } from "./dates";

describe("date formatting", () => {
  it("shows instants in São Paulo time", () => {
    expect(formatDate("2026-01-01T02:00:00.000Z")).toBe("31/12/2025");
    expect(formatDateTime("2026-01-01T02:00:00.000Z")).toBe("31/12/2025, 23:00");
  });

  it("keeps calendar dates on their own day", () => {
    expect(formatCalendarDate("2019-03-01T00:00:00.000Z")).toBe("01/03/2019");
  });
});
