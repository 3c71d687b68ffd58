import { describe, expect, it } from "vitest";
import { deadlineText } from "./infraction-labels";

const NOW = new Date("2026-11-25T12:00:00Z");
const at = (hours: number) => new Date(NOW.getTime() + hours * 3600 * 1000).toISOString();

describe("deadlineText", () => {
  it("counts whole days left, rounding up, and days overdue", () => {
    expect(deadlineText(at(7 * 24 - 0.01), NOW)).toEqual({ text: "faltam 7 dias", overdue: false });
    expect(deadlineText(at(25), NOW)).toEqual({ text: "faltam 2 dias", overdue: false });
    expect(deadlineText(at(3), NOW)).toEqual({ text: "falta 1 dia", overdue: false });
    expect(deadlineText(at(-3), NOW)).toEqual({ text: "vencido há 1 dia", overdue: true });
    expect(deadlineText(at(-49), NOW)).toEqual({ text: "vencido há 3 dias", overdue: true });
  });
});
