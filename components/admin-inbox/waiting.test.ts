import { describe, expect, it } from "vitest";
import { pendingLabel, waitingSince } from "./waiting";

const NOW = new Date("2026-11-25T12:00:00Z");
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe("waitingSince", () => {
  it("says how long the oldest has waited, in the largest whole unit", () => {
    expect(waitingSince(ago(0.5), NOW)).toBe("há menos de 1 minuto");
    expect(waitingSince(ago(1), NOW)).toBe("há 1 minuto");
    expect(waitingSince(ago(59), NOW)).toBe("há 59 minutos");
    expect(waitingSince(ago(60), NOW)).toBe("há 1 hora");
    expect(waitingSince(ago(23 * 60 + 59), NOW)).toBe("há 23 horas");
    expect(waitingSince(ago(24 * 60), NOW)).toBe("há 1 dia");
    expect(waitingSince(ago(50 * 60), NOW)).toBe("há 2 dias");
  });
});

describe("pendingLabel", () => {
  it("reads a count for screen readers, in the singular for one", () => {
    expect(pendingLabel(1)).toBe("1 pendente");
    expect(pendingLabel(12)).toBe("12 pendentes");
  });
});
