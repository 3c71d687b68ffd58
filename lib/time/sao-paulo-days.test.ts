import { expect, it } from "vitest";
import { saoPauloDayEnd, saoPauloDayStart, saoPauloToday } from "./sao-paulo-days";

it("starts São Paulo days at 03:00 UTC", () => {
  expect(saoPauloDayStart("2026-11-22").toISOString()).toBe("2026-11-22T03:00:00.000Z");
  expect(saoPauloDayEnd("2026-12-31").toISOString()).toBe("2027-01-01T03:00:00.000Z");
});

it("follows the daylight saving time Brazil had until 2019", () => {
  expect(saoPauloDayStart("2018-12-01").toISOString()).toBe("2018-12-01T02:00:00.000Z");
});

it("starts the day Brazil's daylight saving time began at 01:00, the hour that existed", () => {
  expect(saoPauloDayStart("2018-11-04").toISOString()).toBe("2018-11-04T03:00:00.000Z");
  expect(saoPauloDayEnd("2018-11-03").toISOString()).toBe("2018-11-04T03:00:00.000Z");
});

it("ends the day daylight saving time ended at 00:00 standard time", () => {
  expect(saoPauloDayStart("2019-02-17").toISOString()).toBe("2019-02-17T03:00:00.000Z");
  expect(saoPauloDayEnd("2019-02-16").toISOString()).toBe("2019-02-17T03:00:00.000Z");
});

it("names the São Paulo day of an instant", () => {
  expect(saoPauloToday(new Date("2026-11-29T02:59:59.999Z"))).toBe("2026-11-28");
  expect(saoPauloToday(new Date("2026-11-29T03:00:00.000Z"))).toBe("2026-11-29");
});
