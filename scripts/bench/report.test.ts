import { describe, expect, it } from "vitest";
import { cpuGrowthText, growthText, judge, type Measured, median, ratioText } from "./report";

const run = (rps: number, p99: number, extra: Partial<Measured> = {}): Measured => ({
  requests: rps * 5,
  seconds: 5,
  rps,
  p50: p99 / 2,
  p99,
  max: p99 * 2,
  errors: 0,
  statusCodes: { "200": rps * 5 },
  timeouts: 0,
  mismatches: 0,
  sent: rps * 5,
  exhausted: false,
  cpuMsPerRequest: { server: 1, db: 1 },
  ...extra,
});

describe("the bench's rounds", () => {
  it("takes the median of an odd and an even number of figures", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("judges the median round ratio, shows its spread, and calls a spread over 0.15 unsteady", () => {
    const steady = judge("get payment", "", { minRatio: 0.8, maxP99Ratio: 1.5 }, [
      { project: run(900, 30), baseline: run(1000, 25) },
      { project: run(850, 32), baseline: run(1000, 24) },
      { project: run(880, 31), baseline: run(1000, 26) },
    ]);
    expect(steady.ratio).toBeCloseTo(0.88);
    expect(steady.ratioSpread).toEqual([0.85, 0.9]);
    expect(steady.unsteady).toBe(false);
    expect(steady.project.rps).toBe(880);
    expect(steady.p99Ratio).toBeCloseTo(31 / 25);
    expect(steady.misses).toEqual([]);
    expect(ratioText(steady)).toBe("0.88× (0.85-0.90)");

    const unsteady = judge("get payment", "", { minRatio: 0.8, maxP99Ratio: 1.5 }, [
      { project: run(500, 80), baseline: run(1000, 25) },
      { project: run(700, 60), baseline: run(1000, 25) },
      { project: run(900, 40), baseline: run(1000, 25) },
    ]);
    expect(unsteady.ratio).toBeCloseTo(0.7);
    expect(unsteady.unsteady).toBe(true);
    expect(unsteady.misses).toEqual(["ratio < 0.8", "p99 > 1.5× the baseline's"]);
    expect(ratioText(unsteady)).toBe("0.70× (0.50-0.90) ⚠ unsteady");
  });

  it("counts an error in any round, and judges a project-only report by its p99 alone", () => {
    const report = judge("admin billing", "", { maxP99: 300 }, [
      { project: run(100, 250), baseline: null },
      { project: run(100, 320, { errors: 1 }), baseline: null },
      { project: run(100, 260), baseline: null },
    ]);
    expect(report.ratio).toBeNull();
    expect(report.project.p99).toBe(260);
    expect(report.misses).toEqual(["errors"]);
    expect(ratioText(report)).toBe("—");
  });

  it("judges a month report by its p99 on both databases and the median round's 2M p99 ÷ 1M p99", () => {
    const targets = { maxP99: 300, maxP99Growth: 1.2 };
    const flat = judge("month reports: admin dashboard", "", targets, [
      { project: run(800, 100), baseline: run(700, 110) },
      { project: run(800, 100), baseline: run(400, 90) },
      { project: run(800, 100), baseline: run(750, 105) },
    ]);
    expect(flat.ratio).toBeNull();
    expect(flat.p99Ratio).toBeNull();
    expect(flat.p99Growth).toEqual({ median: 1.05, spread: [0.9, 1.1] });
    expect(flat.misses).toEqual([]);
    expect(growthText(flat)).toBe("1.05× (0.90-1.10) ⚠ unsteady");
    expect(cpuGrowthText(flat)).toBe("1.00×");

    const steep = judge("month reports: admin dashboard", "", targets, [
      { project: run(800, 200), baseline: run(400, 310, { errors: 2 }) },
      { project: run(800, 200), baseline: run(400, 300) },
      { project: run(800, 200), baseline: run(400, 320) },
    ]);
    expect(steep.p99Growth?.median).toBeCloseTo(1.55);
    expect(steep.misses).toEqual(["p99 ≥ 300 ms at 2M", "not flat: 2M p99 > 1.2× 1M's", "errors"]);
    expect(growthText(steep)).toBe("1.55× (1.50-1.60) ⚠ not flat");
  });
});
