// A seeded pseudo-random source, so a dataset is the same on every machine and every run: the
// benchmark compares like with like, and a test can name what it expects.

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, chosen in proportion to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** `count` distinct items, in the order they were drawn. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A normally distributed float (Box-Muller). */
  normal(mean: number, deviation: number): number;
};

// mulberry32: tiny, fast and well distributed enough for test data (not for secrets).
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return (items[items.length - 1] as (typeof items)[number])[0];
    },
    sample: (items, count) => {
      const pool = [...items];
      const chosen: (typeof items)[number][] = [];
      while (chosen.length < count && pool.length > 0) {
        chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as (typeof items)[number]);
      }
      return chosen;
    },
    normal: (mean, deviation) => {
      const u = 1 - next();
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
  return random;
}
