import { describe, expect, it } from 'vitest';
import { qualify } from '../qualification';
import { OK, TX, blockedBy, driver, leg } from './dispatch.fixtures';
import { LOAD_PENALTY_MI, PRIORITY_BONUS_MI, UNKNOWN_DEADHEAD_MI } from './pairing';
import { suggestDrivers } from './suggest';

// Road miles to a Dallas pickup (great circle × 1.2): Fort Worth 37.3, Austin 218.5, Oklahoma City 228.5, Houston 269.8.
const dallasPickup = leg('l1');

describe('suggestDrivers', () => {
  it('ranks by deadhead from the last delivery, else the home hub, and says so', () => {
    const { candidates, blocked } = suggestDrivers(dallasPickup, [
      driver('houston', { name: 'Hana', lastDelivery: { at: TX.houston, name: 'Houston', on: '2026-11-24' } }),
      driver('austin', { name: 'Ava', homeHub: { at: TX.austin, name: 'Austin' } }),
      driver('fortWorth', { name: 'Finn', homeHub: { at: TX.fortWorth, name: 'Fort Worth' } }),
    ]);
    expect(blocked).toEqual([]);
    expect(candidates.map((c) => [c.name, c.deadheadMi, c.from, c.cost])).toEqual([
      ['Finn', 37.3, 'home hub', 37.3],
      ['Ava', 218.5, 'home hub', 218.5],
      ['Hana', 269.8, 'last delivery', 269.8],
    ]);
    expect(candidates[0].reasons).toEqual(['37 mi from their home hub in Fort Worth', 'no other leg that day']);
    // Hana's home hub is Dallas itself, but she delivered in Houston yesterday: that is where she is.
    expect(candidates[2].reasons[0]).toBe('270 mi from their last delivery in Houston on 2026-11-24');
  });

  it('goes back to the home hub when the last delivery is older than LAST_DELIVERY_DAYS or after the pickup day', () => {
    const stale = driver('a', {
      homeHub: { at: TX.fortWorth, name: 'Fort Worth' },
      lastDelivery: { at: TX.houston, name: 'Houston', on: '2026-11-20' },
    });
    const later = driver('b', {
      homeHub: { at: TX.fortWorth, name: 'Fort Worth' },
      lastDelivery: { at: TX.houston, name: 'Houston', on: '2026-11-26' },
    });
    const onlyOld = driver('c', { homeHub: null, lastDelivery: { at: TX.houston, name: null, on: '2026-11-01' } });
    const { candidates } = suggestDrivers(dallasPickup, [stale, later, onlyOld]);
    expect(candidates.map((c) => [c.driverId, c.from, c.deadheadMi])).toEqual([
      ['a', 'home hub', 37.3],
      ['b', 'home hub', 37.3],
      ['c', 'last delivery', 269.8],
    ]);
    expect(candidates[2].reasons[0]).toBe('270 mi from their last delivery on 2026-11-01');
  });

  it('weighs leg priority by its place on the list and the load that day', () => {
    const { candidates } = suggestDrivers(dallasPickup, [
      driver('near-busy', { homeHub: { at: TX.fortWorth }, legsThatDay: 2 }),
      driver('client-first', { homeHub: { at: TX.austin }, priority: [{ kind: 'CLIENT', value: 'client-1' }] }),
      driver('region-third', {
        homeHub: { at: TX.oklahomaCity },
        priority: [
          { kind: 'CLIENT', value: 'other' },
          { kind: 'LEG', value: 'other' },
          { kind: 'REGION', value: 'tx' },
        ],
      }),
      driver('this-leg', { homeHub: { at: TX.houston }, priority: [{ kind: 'LEG', value: 'l1' }] }),
    ]);
    // 218.5 − 100 = 118.5; 228.5 − (100 − 2 × 10) = 148.5; 37.3 + 2 × 60 = 157.3; 269.8 − 100 = 169.8.
    expect(candidates.map((c) => [c.driverId, Math.round(c.cost * 10) / 10])).toEqual([
      ['client-first', 218.5 - PRIORITY_BONUS_MI],
      ['region-third', 148.5],
      ['near-busy', Math.round((37.3 + 2 * LOAD_PENALTY_MI) * 10) / 10],
      ['this-leg', 169.8],
    ]);
    expect(candidates.map((c) => c.reasons.slice(1))).toEqual([
      ['priority: this client, 1st on their list', 'no other leg that day'],
      ['priority: this region (TX), 3rd on their list', 'no other leg that day'],
      ['already 2 legs that day'],
      ['priority: this leg, 1st on their list', 'no other leg that day'],
    ]);
  });

  it('keeps blocked drivers apart with their reasons, however near they are', () => {
    const { candidates, blocked } = suggestDrivers(dallasPickup, [
      driver('z', { name: 'Zed', qualification: blockedBy('Zed is disqualified: Failed drug test.') }),
      driver('far', { name: 'Farah', homeHub: { at: TX.elPaso } }),
      driver('y', {
        name: 'Yan',
        qualification: blockedBy('The licence expired on 2026-11-01.', 'No medical card expiry date is on file.'),
      }),
    ]);
    expect(candidates.map((c) => c.driverId)).toEqual(['far']);
    expect(blocked).toEqual([
      { driverId: 'y', name: 'Yan', reasons: ['The licence expired on 2026-11-01.', 'No medical card expiry date is on file.'] },
      { driverId: 'z', name: 'Zed', reasons: ['Zed is disqualified: Failed drug test.'] },
    ]);
  });

  it('takes the answer of the qualification rule as it is', () => {
    const facts = {
      driver: {
        name: 'Dale',
        licenceNumber: 'D1',
        licenceClass: null,
        licenceExpiresOn: '2026-12-01',
        medicalCardExpiresOn: '2027-06-30',
        disqualified: false,
        disqualifiedReason: null,
      },
      window: { from: '2026-11-25', to: '2026-11-25' },
      otherLegs: [],
      today: '2026-11-24',
    };
    const car = qualify({ ...facts, vehicleClass: 'SEDAN' });
    const trailer = qualify({ ...facts, vehicleClass: 'TRAILER' });
    const [candidate] = suggestDrivers(dallasPickup, [driver('dale', { name: 'Dale', qualification: car })]).candidates;
    expect(candidate.warnings).toEqual(car.warnings);
    expect(candidate.warnings).toEqual(['The licence expires on 2026-12-01 (in 7 days).']);
    const { candidates, blocked } = suggestDrivers(dallasPickup, [driver('dale', { name: 'Dale', qualification: trailer })]);
    expect(candidates).toEqual([]);
    expect(blocked[0].reasons).toEqual(['A TRAILER vehicle needs a class A CDL licence; Dale holds no commercial class.']);
  });

  it('blocks every driver for a leg the client brings in', () => {
    const { candidates, blocked } = suggestDrivers(leg('l1', { transportMethod: 'CLIENT_IN' }), [driver('a')]);
    expect(candidates).toEqual([]);
    expect(blocked[0].reasons).toEqual(['The client brings this vehicle in: no driver is dispatched.']);
  });

  it('ranks an unknown position as UNKNOWN_DEADHEAD_MI: after the near, before the far', () => {
    const { candidates } = suggestDrivers(dallasPickup, [
      driver('houston', { homeHub: { at: TX.houston } }),
      driver('nowhere', { homeHub: null }),
      driver('austin', { homeHub: { at: TX.austin } }),
    ]);
    expect(candidates.map((c) => [c.driverId, c.deadheadMi, c.from])).toEqual([
      ['austin', 218.5, 'home hub'],
      ['nowhere', null, 'unknown position'],
      ['houston', 269.8, 'home hub'],
    ]);
    expect(candidates[1].cost).toBe(UNKNOWN_DEADHEAD_MI);
    expect(candidates[1].reasons[0]).toBe('position unknown: no home hub or last delivery on file');
    const unplaced = suggestDrivers(leg('l2', { pickup: null }), [driver('a')]).candidates[0];
    expect([unplaced.deadheadMi, unplaced.reasons[0]]).toEqual([null, 'distance unknown: the pickup has no map position']);
  });

  it('passes the qualification warnings on and warns of a full day, apart from the reasons', () => {
    const { candidates } = suggestDrivers(dallasPickup, [
      driver('a', {
        name: 'Ann',
        legsThatDay: 3,
        qualification: { ...OK, warnings: ['The medical card expires on 2026-12-01 (in 6 days).'] },
      }),
    ]);
    expect(candidates[0].warnings).toEqual([
      'The medical card expires on 2026-12-01 (in 6 days).',
      'Ann already holds 3 legs that day (the plan gives a driver at most 3).',
    ]);
    expect(candidates[0].reasons).toEqual(['0 mi from their home hub in Dallas', 'already 3 legs that day']);
  });

  it('writes long distances with thousands commas', () => {
    const [candidate] = suggestDrivers(dallasPickup, [
      driver('ny', { homeHub: { at: { lat: 40.7128, lng: -74.006 }, name: 'New York' } }),
    ]).candidates;
    expect(candidate.deadheadMi).toBe(1644.7);
    expect(candidate.reasons[0]).toBe('1,645 mi from their home hub in New York');
  });

  it('explains only the best `limit` drivers and counts the allowed', () => {
    const drivers = [
      driver('far', { homeHub: { at: TX.elPaso } }),
      driver('near'),
      driver('mid', { homeHub: { at: TX.austin } }),
      driver('x', { qualification: blockedBy('No.') }),
    ];
    const { candidates, allowed, blocked } = suggestDrivers(dallasPickup, drivers, { limit: 2 });
    expect([candidates.map((c) => c.driverId), allowed, blocked.length]).toEqual([['near', 'mid'], 3, 1]);
  });

  it('breaks ties by driver id whatever the input order', () => {
    const drivers = ['c', 'a', 'b'].map((id) => driver(id));
    expect(suggestDrivers(dallasPickup, drivers).candidates.map((c) => c.driverId)).toEqual(['a', 'b', 'c']);
    expect(suggestDrivers(dallasPickup, [...drivers].reverse()).candidates.map((c) => c.driverId)).toEqual(['a', 'b', 'c']);
  });
});
