import { describe, expect, it } from 'vitest';
import { apportionLeg, type LegEnd } from './ifta.apportion';
import { boundaries, crossings, jurisdictionAt } from './ifta.boundaries';

const end = (lat: number, lng: number, stateProvince: string): LegEnd => ({ lat, lng, stateProvince, country: 'US' });
const rounded = (map: Map<string, number>) => Object.fromEntries([...map].map(([code, value]) => [code, Math.round(value * 10) / 10]));

describe('a leg apportioned across state lines', () => {
  const b = boundaries();

  it('knows which state a point is in', () => {
    expect(jurisdictionAt(b, -87.6298, 41.8781)).toBe('IL'); // Chicago
    expect(jurisdictionAt(b, -86.1581, 39.7684)).toBe('IN'); // Indianapolis
    expect(jurisdictionAt(b, -94.5786, 39.0997)).toBe('MO'); // Kansas City, Missouri
    expect(jurisdictionAt(b, -94.6275, 39.1141)).toBe('KS'); // Kansas City, Kansas
    expect(jurisdictionAt(b, -79.3832, 43.6532)).toBe('ON'); // Toronto
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

describe('a leg apportioned across province lines and the border', () => {
  const b = boundaries();
  const canadian = (lat: number, lng: number, province: string): LegEnd => ({ lat, lng, stateProvince: province, country: 'CA' });
  const detroit = end(42.3314, -83.0458, 'MI');
  const buffalo = end(42.8864, -78.8784, 'NY');
  const toronto = canadian(43.6532, -79.3832, 'ON');

  it('knows which province a point is in', () => {
    expect(jurisdictionAt(b, -79.3832, 43.6532)).toBe('ON'); // Toronto
    expect(jurisdictionAt(b, -73.5674, 45.5019)).toBe('QC'); // Montreal
    expect(jurisdictionAt(b, -114.0719, 51.0447)).toBe('AB'); // Calgary
    expect(jurisdictionAt(b, -97.1384, 49.8951)).toBe('MB'); // Winnipeg
    expect(jurisdictionAt(b, -104.6189, 50.4452)).toBe('SK'); // Regina
    expect(jurisdictionAt(b, -52.7126, 47.5615)).toBe('NL'); // St. John's
    expect(jurisdictionAt(b, -66.6431, 45.9636)).toBe('NB'); // Fredericton
    expect(jurisdictionAt(b, -123.1207, 49.2827)).toBe('BC'); // Vancouver
    // Halifax's and Charlottetown's centres are on their harbours' edge, which the source's coastline (on a grid of
    // 0.009° by 0.004°) puts in the water: their airports instead.
    expect(jurisdictionAt(b, -63.5086, 44.8808)).toBe('NS'); // Halifax Stanfield
    expect(jurisdictionAt(b, -63.1211, 46.29)).toBe('PE'); // Charlottetown airport
  });

  it('splits a leg at the border, the slivers between the two sources’ lines going to a neighbour', () => {
    const miles = apportionLeg(b, detroit, toronto, 370);
    expect([...miles.keys()].sort()).toEqual(['MI', 'ON']);
    expect(miles.get('ON')).toBeGreaterThan(300);
    expect([...apportionLeg(b, buffalo, toronto, 160).keys()].sort()).toEqual(['NY', 'ON']);
    const seattle = end(47.6062, -122.3321, 'WA');
    const vancouver = canadian(49.2827, -123.1207, 'BC');
    expect([...apportionLeg(b, seattle, vancouver, 230).keys()].sort()).toEqual(['BC', 'WA']);
  });

  it('counts a province the leg crosses though it neither starts nor ends there', () => {
    // Detroit → Buffalo by the straight line runs along Lake Erie's Canadian side (Ontario's waters).
    const miles = apportionLeg(b, detroit, buffalo, 255);
    expect([...miles.keys()].sort()).toEqual(['MI', 'NY', 'ON']);
    expect(miles.get('ON')).toBeGreaterThan(255 / 2);
  });

  it('splits Detroit to Montreal at the Ontario–Quebec line', () => {
    // The straight line runs 9.48° of longitude and meets the Ontario–Quebec line near 74.4° W (between the St.
    // Lawrence at Rivière-Beaudette and the Ottawa River at Pointe-Fortune): the last 0.83°, about 9%, in Quebec.
    const montreal = canadian(45.5019, -73.5674, 'QC');
    const miles = apportionLeg(b, detroit, montreal, 900);
    expect([...miles.keys()].sort()).toEqual(['MI', 'ON', 'QC']);
    expect(miles.get('QC')).toBeGreaterThan(900 * 0.06);
    expect(miles.get('QC')).toBeLessThan(900 * 0.12);
    expect((miles.get('MI') ?? 0) + (miles.get('ON') ?? 0) + (miles.get('QC') ?? 0)).toBeCloseTo(900, 6);
  });

  it('finds through the grid every crossing a test of every edge finds, on routes along and through the cells’ corners', () => {
    // Every edge tested (no grid) against the grid's walk: exact multiples of the cell size, diagonals through corners,
    // a route along a cell line, and a route whose walk used to overrun its end by rounding (the bench's places).
    const everyEdge = (ax: number, ay: number, bx: number, by: number) => {
      const found: number[] = [];
      for (let edge = 0; edge < b.code.length; edge++) {
        const ex = b.x2[edge] - b.x1[edge];
        const ey = b.y2[edge] - b.y1[edge];
        const denominator = (bx - ax) * ey - (by - ay) * ex;
        if (denominator === 0) continue;
        const t = ((b.x1[edge] - ax) * ey - (b.y1[edge] - ay) * ex) / denominator;
        const u = ((b.x1[edge] - ax) * (by - ay) - (b.y1[edge] - ay) * (bx - ax)) / denominator;
        if (t > 0 && t < 1 && u >= 0 && u < 1) found.push(t);
      }
      return found.sort((p, q) => p - q);
    };
    const place = (n: number) => [-120 + ((n * 104729) % 4500) / 100, 30 + ((n * 7919) % 1700) / 100];
    const routes = [
      [-100, 40, -90, 45],
      [-100, 40, -80, 50],
      [-90, 35, -80, 35],
      [-85.5, 41, -85.5, 45.5],
      [-75, 44.5, -79.5, 40],
      ...Array.from({ length: 40 }, (_, n) => [...place((n * 31) % 1000), ...place((n * 17 + 1) % 1000)]),
    ];
    for (const [ax, ay, bx, by] of routes)
      expect(
        crossings(b, ax, ay, bx, by).map((crossing) => crossing.t),
        `${ax},${ay} → ${bx},${by}`,
      ).toEqual(everyEdge(ax, ay, bx, by));
  });
});
