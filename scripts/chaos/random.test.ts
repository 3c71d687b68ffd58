import { describe, expect, it } from "vitest";
import { drawFault } from "./faults";
import { drawStep } from "./operations";
import { randomStream } from "./random";

const draws = (seed: number, lane: string, count = 50) => {
  const random = randomStream(seed, lane);
  return Array.from({ length: count }, () => random.next());
};

describe("the chaos run's randomness", () => {
  it("draws the same sequence for a seed and a lane, another for another lane or seed", () => {
    expect(draws(42, "operations-1")).toEqual(draws(42, "operations-1"));
    expect(draws(42, "operations-1")).not.toEqual(draws(42, "operations-2"));
    expect(draws(42, "operations-1")).not.toEqual(draws(43, "operations-1"));
    for (const value of draws(7, "faults", 1000)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it("replays the same plan of operations and faults for a seed", () => {
    const plan = (seed: number) => {
      const operations = randomStream(seed, "operations-1");
      const faults = randomStream(seed, "faults");
      return {
        steps: Array.from({ length: 30 }, (_, index) => drawStep(operations, "operations-1", index)),
        faults: Array.from({ length: 30 }, () => drawFault(faults)),
      };
    };
    expect(plan(2024)).toEqual(plan(2024));
    expect(plan(2024)).not.toEqual(plan(2025));
  });

  it("keeps int within its bounds and weighted in proportion to the weights", () => {
    const random = randomStream(1, "test");
    const counts = { rare: 0, common: 0 };
    for (let i = 0; i < 10_000; i++) {
      const value = random.int(3, 5);
      expect([3, 4, 5]).toContain(value);
      counts[random.weighted({ rare: 1, common: 9 })]++;
    }
    expect(counts.rare).toBeGreaterThan(800);
    expect(counts.rare).toBeLessThan(1200);
  });
});
