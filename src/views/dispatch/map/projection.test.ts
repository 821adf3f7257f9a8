import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTLINE_FILE, outlineSource } from '../../../../scripts/dispatch-map-outline';
import { DISPATCH_MAP_OUTLINE } from '../../../generated/dispatchMapOutline';
import { MAP_HEIGHT, MAP_WIDTH, type MapPoint, project } from './projection';

const CITIES = {
  dallas: { lat: 32.78, lng: -96.8 },
  chicago: { lat: 41.88, lng: -87.63 },
  atlanta: { lat: 33.75, lng: -84.39 },
  toronto: { lat: 43.65, lng: -79.38 },
  vancouver: { lat: 49.28, lng: -123.12 },
  miami: { lat: 25.76, lng: -80.19 },
  stJohns: { lat: 47.56, lng: -52.71 },
  seattle: { lat: 47.61, lng: -122.33 },
};

const at = (city: keyof typeof CITIES): MapPoint => {
  const point = project(CITIES[city]);
  if (!point) throw new Error(`${city} is off the map`);
  return point;
};

describe('the dispatch map projection', () => {
  it.each(Object.keys(CITIES) as Array<keyof typeof CITIES>)('puts %s inside the viewBox', (city) => {
    const { x, y } = at(city);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(MAP_WIDTH);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(MAP_HEIGHT);
  });

  it('puts Dallas south of Chicago and west of Atlanta', () => {
    expect(at('dallas').y).toBeGreaterThan(at('chicago').y);
    expect(at('dallas').x).toBeLessThan(at('atlanta').x);
  });

  it('puts Vancouver north of Seattle and Toronto east of Chicago', () => {
    expect(at('vancouver').y).toBeLessThan(at('seattle').y);
    expect(at('toronto').x).toBeGreaterThan(at('chicago').x);
  });

  it('leaves Alaska, Hawaii and the far north off the map, and refuses non-numbers', () => {
    expect(project({ lat: 61.22, lng: -149.9 })).toBeNull();
    expect(project({ lat: 21.31, lng: -157.86 })).toBeNull();
    expect(project({ lat: 74.7, lng: -95 })).toBeNull();
    expect(project({ lat: Number.NaN, lng: -96 })).toBeNull();
  });

  it('drew the committed outline with this projection (else rerun node --import tsx scripts/dispatch-map-outline.ts)', () => {
    expect([DISPATCH_MAP_OUTLINE.width, DISPATCH_MAP_OUTLINE.height]).toEqual([MAP_WIDTH, MAP_HEIGHT]);
    expect(fs.readFileSync(OUTLINE_FILE, 'utf8')).toBe(outlineSource());
  });
});
