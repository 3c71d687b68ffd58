import { describe, expect, it } from "vitest";
import { addMonths, monthOf, monthOfPartition, monthStart, parseMonth, partitionName } from "./months";

describe("months in UTC", () => {
  it("reads an instant's month in UTC, not in local time", () => {
    expect(monthOf(new Date("2026-11-30T23:59:59.999-03:00"))).toEqual({ year: 2026, month: 12 });
    expect(monthOf(new Date("2026-12-01T00:00:00.000Z"))).toEqual({ year: 2026, month: 12 });
  });

  it("steps over years both ways", () => {
    expect(addMonths({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthStart({ year: 2027, month: 1 }).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("parses YYYY-MM only", () => {
    expect(parseMonth("2026-03")).toEqual({ year: 2026, month: 3 });
    for (const bad of ["2026-3", "2026-13", "2026-00", "26-03", "2026-03-01", ""]) expect(parseMonth(bad)).toBeNull();
  });

  it("names a partition and reads its month back, for its own table only", () => {
    const name = partitionName("webhook_deliveries", { year: 2026, month: 3 });
    expect(name).toBe("webhook_deliveries_2026_03");
    expect(monthOfPartition("webhook_deliveries", name)).toEqual({ year: 2026, month: 3 });
    expect(monthOfPartition("webhook_attempts", name)).toBeNull();
    expect(monthOfPartition("email_outbox", "email_outbox_2026_3")).toBeNull();
  });
});
