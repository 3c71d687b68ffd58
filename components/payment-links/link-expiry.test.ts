import { describe, expect, it } from "vitest";
import { saoPauloDayEnd } from "@/lib/time/sao-paulo-days";
import { linkExpiryLabel } from "./link-expiry";

describe("linkExpiryLabel", () => {
  it("reads a link valid until the end of a day as that day's last minute", () => {
    // What the form sends for 24/12/2026: the first instant of the 25th in São Paulo.
    expect(linkExpiryLabel(saoPauloDayEnd("2026-12-24").toISOString())).toBe("até 24/12/2026, 23:59");
    expect(linkExpiryLabel("2026-12-25T03:00:00.000Z")).toBe("até 24/12/2026, 23:59");
  });

  it("keeps an expiry set to the minute through the API as it is", () => {
    expect(linkExpiryLabel("2026-12-24T17:30:00.000Z")).toBe("até 24/12/2026, 14:30");
  });
});
