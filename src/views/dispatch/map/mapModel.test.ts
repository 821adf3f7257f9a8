import { describe, expect, it } from 'vitest';
import { arcPath, buildMapModel, type DispatchMapLeg, mapNotes, mapSummary } from './mapModel';

const DALLAS = { lat: 32.78, lng: -96.8, place: 'Dallas, TX' };
const AUSTIN = { lat: 30.27, lng: -97.74, place: 'Austin, TX' };
const ANCHORAGE = { lat: 61.22, lng: -149.9 };

const leg = (id: string, extra: Partial<DispatchMapLeg> = {}): DispatchMapLeg => ({
  id,
  label: `L-${id}`,
  status: 'PENDING_PICKUP',
  pickup: DALLAS,
  delivery: AUSTIN,
  ...extra,
});

const many = (count: number) => Array.from({ length: count }, (_, index) => leg(String(100000 + index)));

describe('the dispatch map model', () => {
  it('names each leg by its places, or its degrees when no place is given', () => {
    const model = buildMapModel([leg('1'), leg('2', { status: 'IN_TRANSIT', delivery: { lat: 30.27, lng: -97.74 } })]);
    expect(model.legs.map((marker) => marker.name)).toEqual([
      'Leg L-1, Pending pickup: pickup Dallas, TX → delivery Austin, TX',
      'Leg L-2, In transit: pickup Dallas, TX → delivery 30.27° N, 97.74° W',
    ]);
  });

  it('counts legs without coordinates and legs outside the map, and draws a leg with one end known', () => {
    const model = buildMapModel([
      leg('1'),
      leg('2', { pickup: null, delivery: null }),
      leg('3', { pickup: null, delivery: null }),
      leg('4', { pickup: null, delivery: null }),
      leg('5', { pickup: ANCHORAGE, delivery: null }),
      leg('6', { delivery: null }),
    ]);
    expect(model).toMatchObject({ total: 6, placed: 2, unplaced: 3, outside: 1 });
    expect(model.legs.map((marker) => marker.id)).toEqual(['1', '6']);
    expect(model.legs[1].delivery).toBeNull();
    expect(model.legs[1].path).toMatch(/^M[\d.]+ [\d.]+h0$/);
    expect(model.legs[1].name).toContain('delivery no position');
    expect(mapNotes(model)).toEqual(['3 legs have no map position', '1 leg is outside the map area']);
  });

  it('caps the markers at 2,000 of 10,000, keeping selected and highlighted legs and the order given', () => {
    const legs = many(10_000);
    legs[9_000] = { ...legs[9_000], selected: true };
    const model = buildMapModel(legs, [], legs[9_500].id);
    expect(model.legs).toHaveLength(2_000);
    expect(model.placed).toBe(10_000);
    expect(model.legs.at(-2)?.id).toBe(legs[9_000].id);
    expect(model.legs.at(-1)?.id).toBe(legs[9_500].id);
    expect(model.legs.slice(0, 1_998).map((marker) => marker.id)).toEqual(legs.slice(0, 1_998).map((one) => one.id));
    expect(mapNotes(model)).toEqual(['Showing 2,000 of 10,000 legs; selected legs are always shown']);
    expect(mapSummary(model)).toBe('Map of 2,000 legs');
  });

  it('reuses the marker of an unchanged leg object, so a selection change re-renders only the legs it touches', () => {
    const legs = [leg('1'), leg('2')];
    const before = buildMapModel(legs).legs;
    const after = buildMapModel([legs[0], { ...legs[1], selected: true }]).legs;
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1].selected).toBe(true);
  });

  it('projects drivers and leaves those off the map out', () => {
    const model = buildMapModel(
      [leg('1')],
      [
        { id: 'd1', label: 'Ann Lee', position: DALLAS },
        { id: 'd2', label: 'Bo Chan', position: ANCHORAGE },
      ],
    );
    expect(model.drivers.map((driver) => driver.name)).toEqual(['Driver Ann Lee']);
    expect(mapSummary(model)).toBe('Map of 1 leg and 1 driver');
    expect(mapNotes(model)).toEqual([]);
  });

  it('bends the arc to one side of travel, so A → B and B → A do not overlap', () => {
    const there = arcPath({ x: 0, y: 0 }, { x: 100, y: 0 });
    const back = arcPath({ x: 100, y: 0 }, { x: 0, y: 0 });
    expect(there).toBe('M0 0Q50 15 100 0');
    expect(back).toBe('M100 0Q50 -15 0 0');
  });
});
