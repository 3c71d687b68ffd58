// The chaos run's randomness: one seed, and from it one independent stream per lane (each lane of
// operations, the faults, the kills), so a lane draws the same sequence for a seed whatever the
// other lanes did meanwhile.

/** A 32-bit seed from a number the user typed (any integer) or made up. */
export function normalizeSeed(value: number): number {
  return value >>> 0;
}

/** splitmix32: spreads one 32-bit value into a well-mixed one (seeding sfc32 below). */
function splitmix32(state: number): () => number {
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a of a lane's name, so each lane gets its own stream of the same seed. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A key drawn in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
};

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, PractRand-clean), seeded through
 * splitmix32 from the run's seed and the lane's name.
 */
export function randomStream(seed: number, lane: string): Random {
  const mix = splitmix32(normalizeSeed(seed) ^ hashName(lane));
  let [a, b, c, d] = [mix(), mix(), mix(), mix()];
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of a freshly seeded sfc32 are still close to its seed.
  for (let i = 0; i < 12; i++) next();
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(weights) {
      const entries = Object.entries(weights) as [keyof typeof weights & string, number][];
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries.at(-1)![0];
    },
  };
  return random;
}
