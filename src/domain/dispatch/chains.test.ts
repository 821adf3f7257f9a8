import { describe, expect, it } from 'vitest';
import { CHAIN_MAX_DEADHEAD_MI, buildChains, linkMiles } from './chains';
import { TX, leg } from './dispatch.fixtures';
import { MAX_LEGS_PER_DAY } from './pairing';

const always = () => true;

describe('linkMiles', () => {
  it('links a delivery to a pickup near it on the same day only', () => {
    const toHouston = leg('a', { delivery: TX.houston });
    expect(linkMiles(toHouston, leg('b', { pickup: TX.houston }))).toBe(0);
    expect(linkMiles(toHouston, leg('b', { pickup: TX.houston, pickupDate: '2026-11-26' }))).toBeNull();
    // Houston to Austin is 175.5 road miles: a second trip, not a hop.
    expect(linkMiles(toHouston, leg('b', { pickup: TX.austin }))).toBeNull();
    expect(linkMiles(leg('a', { delivery: null }), leg('b'))).toBeNull();
    expect(linkMiles(toHouston, toHouston)).toBeNull();
    expect(CHAIN_MAX_DEADHEAD_MI).toBeLessThan(175.5);
  });
});

describe('buildChains', () => {
  it('chains only where the hop costs less than the best fresh driver', () => {
    const legs = [leg('a', { delivery: TX.houston }), leg('b', { pickup: TX.houston })];
    expect(buildChains(legs, [0, 300], always)).toEqual([[0, 1]]);
    // A driver 30 mi from b's pickup beats the hop (0 mi + a day's load penalty of 60).
    expect(buildChains(legs, [0, 30], always)).toEqual([[0], [1]]);
    expect(buildChains(legs, [0, 300], () => false)).toEqual([[0], [1]]);
  });

  it('opens a loop (there and back the same day) at its weakest link', () => {
    const legs = [leg('a', { pickup: TX.dallas, delivery: TX.houston }), leg('b', { pickup: TX.houston, delivery: TX.dallas })];
    expect(buildChains(legs, [300, 300], always)).toEqual([[0, 1]]);
    expect(buildChains(legs, [300, 100], always)).toEqual([[1, 0]]);
  });

  it(`cuts a chain longer than ${MAX_LEGS_PER_DAY} legs where the link saves least`, () => {
    // Stops 1.5° of latitude apart (124 road miles): each leg delivers where the next picks up, and nothing else links.
    const stops = [30, 31.5, 33, 34.5, 36].map((lat) => ({ lat, lng: -97 }));
    const legs = stops.slice(0, 4).map((pickup, i) => leg(`l${i}`, { pickup, delivery: stops[i + 1] }));
    // Equal savings: the first link is cut.
    expect(buildChains(legs, [300, 300, 300, 300], always)).toEqual([[0], [1, 2, 3]]);
    // Every hop is 0 mi + 60; l2 has a fresh driver at 80 (its link saves 20), the others at 300 (save 240).
    expect(buildChains(legs, [300, 300, 80, 300], always)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });
});
