/** A seeded PRNG (mulberry32): the demo data comes out the same on every run. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  /** Picks a key with probability proportional to its weight. */
  const weighted = <K extends string | number>(weights: readonly (readonly [K, number])[]): K => {
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [key, w] of weights) {
      roll -= w;
      if (roll < 0) return key;
    }
    return weights[weights.length - 1][0];
  };
  /** n distinct items (fewer when the list is shorter). */
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, chance, weighted, sample };
};

export type Random = ReturnType<typeof createRandom>;
