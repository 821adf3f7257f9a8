import { describe, expect, it } from 'vitest';
import { basisPointsOf, percentOf, rebateTiersSchema } from './rebateTiers';

describe('rebate tiers', () => {
  it('sorts the tiers by threshold and refuses two at the same threshold', () => {
    expect(
      rebateTiersSchema.parse([
        { minLegs: 50, rateBp: 300 },
        { minLegs: 10, rateBp: 100 },
      ]),
    ).toEqual([
      { minLegs: 10, rateBp: 100 },
      { minLegs: 50, rateBp: 300 },
    ]);
    const twice = rebateTiersSchema.safeParse([
      { minLegs: 10, rateBp: 100 },
      { minLegs: 10, rateBp: 200 },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((issue) => issue.path)).toEqual([[1, 'minLegs']]);
  });

  it('refuses a threshold below 1 leg, a rate of 0 or past 100%, and an eleventh tier', () => {
    expect(rebateTiersSchema.safeParse([{ minLegs: 0, rateBp: 100 }]).success).toBe(false);
    expect(rebateTiersSchema.safeParse([{ minLegs: 1, rateBp: 0 }]).success).toBe(false);
    expect(rebateTiersSchema.safeParse([{ minLegs: 1, rateBp: 10_001 }]).success).toBe(false);
    expect(rebateTiersSchema.safeParse([{ minLegs: 1, rateBp: 10_000 }]).success).toBe(true);
    const eleven = Array.from({ length: 11 }, (_, index) => ({ minLegs: index + 1, rateBp: 100 }));
    expect(rebateTiersSchema.safeParse(eleven).success).toBe(false);
    expect(rebateTiersSchema.safeParse([]).success).toBe(true);
  });

  it('reads a percent to the hundredth as basis points and writes them back', () => {
    expect(basisPointsOf('2.5')).toBe(250);
    expect(basisPointsOf(' 2.55% ')).toBe(255);
    expect(basisPointsOf('100')).toBe(10_000);
    expect(basisPointsOf('0.01')).toBe(1);
    expect(basisPointsOf('2.555')).toBeNull();
    expect(basisPointsOf('two')).toBeNull();
    expect(basisPointsOf('')).toBeNull();
    expect(percentOf(250)).toBe('2.5');
    expect(percentOf(1)).toBe('0.01');
  });
});
