import { describe, expect, it } from 'vitest';
import { greatCircleKm, ROAD_FACTOR, roadDistance } from './geo';

const losAngeles = { lat: 34.0522, lng: -118.2437 };
const newYork = { lat: 40.7128, lng: -74.006 };
const toronto = { lat: 43.6532, lng: -79.3832 };

describe('greatCircleKm', () => {
  it('is zero for one point and symmetric', () => {
    expect(greatCircleKm(newYork, newYork)).toBe(0);
    expect(greatCircleKm(newYork, losAngeles)).toBeCloseTo(greatCircleKm(losAngeles, newYork), 9);
  });

  it('matches known distances', () => {
    // New York – Toronto is about 551 km.
    expect(greatCircleKm(newYork, toronto)).toBeCloseTo(550, -1);
    // Los Angeles – New York is about 3,936 km as the crow flies.
    expect(greatCircleKm(losAngeles, newYork)).toBeCloseTo(3936, -1);
    // A quarter of the equator.
    expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 6371.0088, 6);
  });
});

describe('roadDistance', () => {
  it('applies the road factor and rounds to 0.1 in the unit asked', () => {
    const km = roadDistance(newYork, toronto, 'km');
    expect(km).toBe(Math.round(greatCircleKm(newYork, toronto) * ROAD_FACTOR * 10) / 10);
    expect(km).toBe(660.5);
    expect(roadDistance(newYork, toronto, 'mi')).toBe(410.4);
    expect(roadDistance(losAngeles, newYork, 'mi')).toBe(2934.7);
  });

  it('is zero for the same place', () => {
    expect(roadDistance(toronto, toronto, 'mi')).toBe(0);
  });
});
