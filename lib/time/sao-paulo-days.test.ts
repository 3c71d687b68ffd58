import { expect, it } from "vitest";
import { saoPauloDayEnd, saoPauloDayStart } from "./sao-paulo-days";

it("starts São Paulo days at 03:00 UTC", () => {
  expect(saoPauloDayStart("2026-11-22").toISOString()).toBe("2026-11-22T03:00:00.000Z");
  expect(saoPauloDayEnd("2026-12-31").toISOString()).toBe("2027-01-01T03:00:00.000Z");
});

it("follows the daylight saving time Brazil had until 2019", () => {
  expect(saoPauloDayStart("2018-12-01").toISOString()).toBe("2018-12-01T02:00:00.000Z");
});
