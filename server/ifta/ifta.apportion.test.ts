import { describe, expect, it } from 'vitest';
import { apportionLeg, type LegEnd } from './ifta.apportion';
import { boundaries, jurisdictionAt } from './ifta.boundaries';

const end = (lat: number, lng: number, stateProvince: string): LegEnd => ({ lat, lng, stateProvince, country: 'US' });
const rounded = (map: Map<string, number>) => Object.fromEntries([...map].map(([code, value]) => [code, Math.round(value * 10) / 10]));

describe('a leg apportioned across state lines', () => {
  const b = boundaries();

  it('knows which state a point is in', () => {
    expect(jurisdictionAt(b, -87.6298, 41.8781)).toBe('IL'); // Chicago
    expect(jurisdictionAt(b, -86.1581, 39.7684)).toBe('IN'); // Indianapolis
    expect(jurisdictionAt(b, -94.5786, 39.0997)).toBe('MO'); // Kansas City, Missouri
    expect(jurisdictionAt(b, -94.6275, 39.1141)).toBe('KS'); // Kansas City, Kansas
    expect(jurisdictionAt(b, -79.3832, 43.6532)).toBe('CANADA'); // Toronto
    expect(jurisdictionAt(b, -40, 40)).toBeNull(); // the Atlantic
  });

  it('splits Chicago to Indianapolis at the Illinois–Indiana line (longitude 87.53° W)', () => {
    // The straight line runs 1.47° of longitude; the state line is 0.10° east of Chicago: about 7% in Illinois.
    const miles = apportionLeg(b, end(41.8781, -87.6298, 'IL'), end(39.7684, -86.1581, 'IN'), 183);
    expect([...miles.keys()].sort()).toEqual(['IL', 'IN']);
    expect(miles.get('IL')).toBeGreaterThan(183 * 0.04);
    expect(miles.get('IL')).toBeLessThan(183 * 0.1);
    expect((miles.get('IL') ?? 0) + (miles.get('IN') ?? 0)).toBeCloseTo(183, 6);
  });

  it('splits Kansas City, Missouri to Topeka, Kansas at State Line Road', () => {
    const miles = rounded(apportionLeg(b, end(39.0997, -94.5786, 'MO'), end(39.0473, -95.6752, 'KS'), 64));
    // 94.61° W is 0.03° of the 1.10° run: about 1.7 of the 64 miles in Missouri.
    expect(miles.MO).toBeGreaterThan(1);
    expect(miles.MO).toBeLessThan(3);
    expect(miles.KS).toBeCloseTo(64 - miles.MO, 1);
  });

  it('gives Canada’s miles to the province of the leg’s end there', () => {
    const detroit = end(42.3314, -83.0458, 'MI');
    const toronto: LegEnd = { lat: 43.6532, lng: -79.3832, stateProvince: 'ON', country: 'CA' };
    const km = apportionLeg(b, detroit, toronto, 370);
    expect(km.get('ON')).toBeGreaterThan(300);
    expect(km.has('CANADA')).toBe(false);
  });

  it('follows recorded positions when there are enough', () => {
    // Chicago → Indianapolis → Chicago: both states twice, so twice the Illinois share of the straight leg.
    const path: [number, number][] = [
      [-87.6298, 41.8781],
      [-86.1581, 39.7684],
      [-87.6298, 41.8781],
    ];
    const miles = apportionLeg(b, end(41.8781, -87.6298, 'IL'), end(41.8781, -87.6298, 'IL'), 366, path);
    expect(miles.get('IL')).toBeGreaterThan(366 * 0.04);
    expect(miles.get('IN')).toBeGreaterThan(366 * 0.85);
  });

  it('gives a leg without coordinates to its origin’s state', () => {
    const none: LegEnd = { lat: null, lng: null, stateProvince: 'tx', country: 'US' };
    expect(rounded(apportionLeg(b, none, end(35.1, -90, 'TN'), 120))).toEqual({ TX: 120 });
  });
});
