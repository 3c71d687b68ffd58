import { afterEach, expect, it, vi } from "vitest";
import { logger } from "@/lib/log";
import { type DueWindow, type RecoveryOutcome, recoveryJob } from "./recovery";

afterEach(() => {
  vi.restoreAllMocks();
});

it("tries every due row, counts the settled ones and warns once per failed row, naming the job and the row", async () => {
  const warn = vi.spyOn(logger(), "warn");
  const outcomes: Record<string, RecoveryOutcome | Error> = {
    a: "settled",
    b: new Error("PSP down"),
    c: "pending",
    d: "settled",
    e: new Error("timeout"),
  };
  const windows: DueWindow[] = [];
  const tried: string[] = [];
  const run = recoveryJob<{ id: string }>({
    name: "resume-test-rows",
    due: async (window) => {
      windows.push(window);
      return Object.keys(outcomes).map((id) => ({ id }));
    },
    step: async (row) => {
      tried.push(row.id);
      const outcome = outcomes[row.id]!;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  });

  const now = new Date("2026-11-10T12:00:00Z");
  expect(await run(now)).toBe(2);
  expect(tried).toEqual(["a", "b", "c", "d", "e"]);
  expect(windows).toEqual([{ staleBefore: new Date("2026-11-10T11:58:00Z"), take: 100, now }]);
  expect(warn).toHaveBeenCalledTimes(2);
  expect(warn.mock.calls.map(([fields]) => fields)).toEqual([
    { err: outcomes.b, job: "resume-test-rows", rowId: "b" },
    { err: outcomes.e, job: "resume-test-rows", rowId: "e" },
  ]);
});
