import { describe, expect, it } from 'vitest';
import { occupancyLayout, occupancyWindow } from './occupancyScale';

const GEOMETRY = { height: 100, bar: 10, gap: 5 };

/** Days from March 1st, one a count of vehicles on site, at a facility of this capacity. */
const march = (capacity: number | null, ...occupied: number[]) =>
  occupied.map((count, index) => ({ day: `2026-03-0${index + 1}`, occupied: count, capacity }));

describe('the overview occupancy chart', () => {
  it('looks a week back and three weeks ahead of today, across a month end', () => {
    expect(occupancyWindow('2026-03-03')).toEqual({ from: '2026-02-24', to: '2026-03-24' });
  });

  it('scales the bars to the capacity when no day reaches it, and draws the capacity line at the top', () => {
    const layout = occupancyLayout(march(8, 2, 4), '2026-03-02', GEOMETRY);
    expect(layout.max).toBe(8);
    expect(layout.capacityY).toBe(0);
    expect(layout.width).toBe(2 * 15 + 5);
    expect(layout.bars).toEqual([
      { day: '2026-03-01', x: 5, y: 75, barHeight: 25, full: false, today: false },
      { day: '2026-03-02', x: 20, y: 50, barHeight: 50, full: false, today: true },
    ]);
  });

  it('scales to the fullest day when one is over capacity, and marks the days with no space left', () => {
    const layout = occupancyLayout(march(4, 4, 5, 3), '2026-03-09', GEOMETRY);
    expect(layout.max).toBe(5);
    expect(layout.capacityY).toBe(20);
    expect(layout.bars.map((bar) => bar.full)).toEqual([true, true, false]);
    expect(layout.bars[1]).toMatchObject({ y: 0, barHeight: 100 });
  });

  it('has no capacity line for a facility without a capacity, and an empty yard divides by nothing', () => {
    const layout = occupancyLayout(march(null, 0), '2026-03-01', GEOMETRY);
    expect(layout.capacityY).toBeNull();
    expect(layout.max).toBe(1);
    expect(layout.bars[0]).toMatchObject({ barHeight: 0, y: 100, full: false });
  });
});
