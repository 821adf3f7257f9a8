import { describe, expect, it } from 'vitest';
import { firstFullDay } from './capacity';

describe('firstFullDay', () => {
  const occupied = new Map([
    ['2026-03-02', 1],
    ['2026-03-03', 2],
    ['2026-03-04', 3],
  ]);

  it('is null while every day has a space', () => {
    expect(firstFullDay('2026-03-01', '2026-03-05', 4, occupied)).toBeNull();
  });

  it('names the first day with no space left', () => {
    // Capacity 3: Mar 2 holds 1 (+1 = 2), Mar 3 holds 2 (+1 = 3), Mar 4 holds 3 (+1 = 4 > 3).
    expect(firstFullDay('2026-03-01', '2026-03-05', 3, occupied)).toBe('2026-03-04');
    expect(firstFullDay('2026-03-01', '2026-03-05', 2, occupied)).toBe('2026-03-03');
  });

  it('checks only the days asked for, and a facility without spaces is always full', () => {
    expect(firstFullDay('2026-03-05', '2026-03-06', 1, occupied)).toBeNull();
    expect(firstFullDay('2026-03-05', '2026-03-05', 0, occupied)).toBe('2026-03-05');
  });
});
