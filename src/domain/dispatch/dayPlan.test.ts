import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Qualification } from '../qualification';
import { minCostAssignment } from './assignment';
import { CHAIN_MAX_DEADHEAD_MI } from './chains';
import { type DayPlanInput, planDay } from './dayPlan';
import { OK, TX, blockedBy, driver, leg } from './dispatch.fixtures';
import { type DispatchDriver, type DispatchLeg, LOAD_PENALTY_MI, MAX_LEGS_PER_DAY } from './pairing';
import { suggestDrivers } from './suggest';

describe('planDay', () => {
  it('finds the optimal pairing where picking the nearest driver leg by leg does not', () => {
    // Nearest first gives l1 (Fort Worth) to x in Dallas (37.3) and l2 (Dallas) to y in Austin (218.5): 255.8 mi.
    // The optimum gives l1 to y (208.4) and l2 to x (0): 208.4 mi. El Paso deliveries are too far to chain.
    const plan = planDay({
      legs: [leg('l1', { pickup: TX.fortWorth }), leg('l2', { pickup: TX.dallas })],
      drivers: [driver('x', { homeHub: { at: TX.dallas, name: 'Dallas' } }), driver('y', { homeHub: { at: TX.austin, name: 'Austin' } })],
    });
    expect(plan.pairs.map((p) => [p.legId, p.driverId, p.deadheadMi, p.from])).toEqual([
      ['l2', 'x', 0, 'home hub'],
      ['l1', 'y', 208.4, 'home hub'],
    ]);
    expect(plan.totalDeadheadMi).toBe(208.4);
    expect(plan.unassigned).toEqual([]);
    expect(plan.pairs[1].reasons).toEqual(['208 mi from their home hub in Austin', 'no other leg that day']);
  });

  it('chains a delivery to the next pickup there rather than send a far driver', () => {
    // b picks up in Houston where a delivers: z does both (0 mi between), w in El Paso (809 mi off) stays home.
    const plan = planDay({
      legs: [leg('a', { delivery: TX.houston, deliveryName: 'Houston' }), leg('b', { pickup: TX.houston, delivery: TX.austin })],
      drivers: [driver('z'), driver('w', { homeHub: { at: TX.elPaso } })],
    });
    expect(plan.pairs.map((p) => [p.legId, p.driverId, p.order, p.afterLegId, p.deadheadMi, p.from])).toEqual([
      ['a', 'z', 1, null, 0, 'home hub'],
      ['b', 'z', 2, 'a', 0, 'previous leg'],
    ]);
    expect(plan.pairs[1].reasons).toEqual(['0 mi from the delivery of leg A in Houston', 'already 1 leg that day']);
    expect(plan.pairs[1].cost).toBe(LOAD_PENALTY_MI);
  });

  it('chains the nearer of two pickups and explains the leg it could not fit', () => {
    // z already holds a leg, so has room for two more: a, then b (21 mi from Houston) rather than c (83 mi).
    const legs = [
      leg('a', { delivery: TX.houston, deliveryName: 'Houston' }),
      leg('c', { pickup: { lat: 30.45, lng: -96.2 } }),
      leg('b', { pickup: { lat: 29.99, lng: -95.5 } }),
    ];
    const plan = planDay({ legs, drivers: [driver('z', { legsThatDay: 1 })] });
    expect(plan.pairs.map((p) => [p.legId, p.order, p.afterLegId, p.deadheadMi])).toEqual([
      ['a', 1, null, 0],
      ['b', 2, 'a', 21.2],
    ]);
    expect(plan.unassigned).toEqual([
      {
        legId: 'c',
        why: 'no driver left',
        reasons: [
          `1 driver may take it, but the plan gives them other legs: their day is full, or this pickup is more than ${CHAIN_MAX_DEADHEAD_MI} mi from their last delivery (3 legs for 1 driver).`,
        ],
      },
    ]);
  });

  it('never assigns a blocked driver and explains a leg every driver is blocked for', () => {
    const heavy = new Set(['l2']);
    const qualificationOf = (d: DispatchDriver, l: DispatchLeg): Qualification =>
      d.id === 'near' && l.id === 'l1'
        ? blockedBy('Driver near is already on leg L-9 from 2026-11-25 to 2026-11-26.')
        : heavy.has(l.id)
          ? blockedBy(`A HEAVY_DUTY vehicle needs a class A CDL or B CDL licence; ${d.name} holds no commercial class.`)
          : OK;
    const plan = planDay({
      legs: [leg('l1'), leg('l2')],
      drivers: [driver('near'), driver('far', { homeHub: { at: TX.austin } })],
      qualificationOf,
    });
    expect(plan.pairs.map((p) => [p.legId, p.driverId])).toEqual([['l1', 'far']]);
    expect(plan.unassigned).toEqual([
      {
        legId: 'l2',
        why: 'blocked',
        reasons: [
          'All 2 drivers are blocked.',
          'Driver far: A HEAVY_DUTY vehicle needs a class A CDL or B CDL licence; Driver far holds no commercial class.',
          'Driver near: A HEAVY_DUTY vehicle needs a class A CDL or B CDL licence; Driver near holds no commercial class.',
        ],
      },
    ]);
  });

  it('leaves the costliest leg out when there are fewer drivers than legs, and says why', () => {
    const plan = planDay({
      legs: [leg('d', { pickup: TX.dallas }), leg('f', { pickup: TX.fortWorth }), leg('a', { pickup: TX.austin })],
      drivers: [driver('dal'), driver('fw', { homeHub: { at: TX.fortWorth } })],
    });
    expect(plan.pairs.map((p) => [p.legId, p.driverId])).toEqual([
      ['d', 'dal'],
      ['f', 'fw'],
    ]);
    expect(plan.unassigned.map((u) => [u.legId, u.why])).toEqual([['a', 'no driver left']]);
    expect(plan.unassigned[0].reasons[0]).toMatch(/^2 drivers may take it, .* \(3 legs for 2 drivers\)\.$/);
  });

  it('gives no driver a leg the client brings in, nor more legs than a day holds', () => {
    const plan = planDay({
      legs: [leg('in', { transportMethod: 'CLIENT_IN' }), leg('x')],
      drivers: [driver('full', { name: 'Fay', legsThatDay: MAX_LEGS_PER_DAY })],
    });
    expect(plan.pairs).toEqual([]);
    expect(plan.unassigned).toEqual([
      { legId: 'in', why: 'not dispatched', reasons: ['The client brings this vehicle in: no driver is dispatched.'] },
      { legId: 'x', why: 'no driver left', reasons: [`Every driver who may take it already holds ${MAX_LEGS_PER_DAY} legs that day.`] },
    ]);
    expect(planDay({ legs: [leg('x')], drivers: [] }).unassigned[0].reasons).toEqual(['No driver was offered to the plan.']);
  });

  it('keeps the qualification warnings on the pairing, apart from its reasons', () => {
    const warned = { ...OK, warnings: ['The licence expires on 2026-12-10 (in 15 days).'] };
    const [pairing] = planDay({ legs: [leg('l1')], drivers: [driver('a', { qualification: warned })] }).pairs;
    expect(pairing.warnings).toEqual(['The licence expires on 2026-12-10 (in 15 days).']);
    expect(pairing.reasons).toEqual(['0 mi from their home hub in Dallas', 'no other leg that day']);
  });
});

// Small random days around Texas: places jittered around the fixtures' cities, some blocks, some loads.
const places = Object.values(TX);
const place = fc
  .record({
    at: fc.constantFrom(...places),
    dLat: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
    dLng: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
  })
  .map(({ at, dLat, dLng }) => ({ lat: at.lat + dLat, lng: at.lng + dLng }));
const day = fc.record({
  legs: fc.array(
    fc.record({ pickup: fc.option(place, { freq: 8 }), delivery: fc.option(place, { freq: 8 }), clientId: fc.constantFrom('c1', 'c2') }),
    { maxLength: 8 },
  ),
  drivers: fc.array(
    fc.record({ hub: fc.option(place, { freq: 6 }), legsThatDay: fc.integer({ min: 0, max: 3 }), likes: fc.constantFrom('c1', 'c2', '') }),
    { maxLength: 6 },
  ),
  blocked: fc.array(fc.boolean(), { minLength: 48, maxLength: 48 }),
});
type RandomDay = typeof day extends fc.Arbitrary<infer T> ? T : never;
const world = ({ legs, drivers, blocked }: RandomDay): Required<DayPlanInput> => {
  const dispatchLegs = legs.map((l, i) => leg(`l${i}`, l));
  const dispatchDrivers = drivers.map((d, i) =>
    driver(`d${i}`, {
      homeHub: d.hub && { at: d.hub },
      legsThatDay: d.legsThatDay,
      priority: d.likes ? [{ kind: 'CLIENT', value: d.likes }] : [],
    }),
  );
  const qualificationOf = (d: DispatchDriver, l: DispatchLeg) =>
    blocked[Number(l.id.slice(1)) * 6 + Number(d.id.slice(1))] && Number(d.id.slice(1)) % 2 === 0 ? blockedBy(`${d.name} is blocked.`) : OK;
  return { legs: dispatchLegs, drivers: dispatchDrivers, qualificationOf };
};

describe('planDay on random days', () => {
  it('places every leg once, respects blocks and days, explains each pairing, chains only near pickups', () => {
    fc.assert(
      fc.property(day, (raw) => {
        const input = world(raw);
        const plan = planDay(input);
        const legsById = new Map(input.legs.map((l) => [l.id, l]));
        const driversById = new Map(input.drivers.map((d) => [d.id, d]));
        expect([...plan.pairs.map((p) => p.legId), ...plan.unassigned.map((u) => u.legId)].sort()).toEqual(
          input.legs.map((l) => l.id).sort(),
        );
        for (const p of plan.pairs) {
          const [l, d] = [legsById.get(p.legId) as DispatchLeg, driversById.get(p.driverId) as DispatchDriver];
          expect(input.qualificationOf(d, l).ok).toBe(true);
          expect(p.reasons.length).toBeGreaterThanOrEqual(2);
          expect(d.legsThatDay + p.order).toBeLessThanOrEqual(MAX_LEGS_PER_DAY);
          if (p.order > 1) {
            expect(p.afterLegId).toBe(plan.pairs.find((q) => q.driverId === p.driverId && q.order === p.order - 1)?.legId);
            expect(p.deadheadMi).toBeLessThanOrEqual(CHAIN_MAX_DEADHEAD_MI);
          }
        }
        // An idle driver with room who may take an unassigned leg would be a missed pairing.
        const busy = new Set(plan.pairs.map((p) => p.driverId));
        for (const u of plan.unassigned)
          for (const d of input.drivers)
            if (!busy.has(d.id) && d.legsThatDay < MAX_LEGS_PER_DAY)
              expect(input.qualificationOf(d, legsById.get(u.legId) as DispatchLeg).ok).toBe(false);
        for (const u of plan.unassigned) expect(u.reasons.length).toBeGreaterThan(0);
      }),
      { numRuns: 300, seed: 1515 },
    );
  });

  it('is the same plan whatever order the legs and drivers come in', () => {
    fc.assert(
      fc.property(day, fc.integer(), (raw, seed) => {
        const input = world(raw);
        const shuffle = <T>(items: readonly T[]) =>
          fc.sample(fc.shuffledSubarray([...items], { minLength: items.length }), { seed, numRuns: 1 })[0];
        expect(planDay({ ...input, legs: shuffle(input.legs), drivers: shuffle(input.drivers) })).toEqual(planDay(input));
      }),
      { numRuns: 150, seed: 1516 },
    );
  });

  it('without chains (no deliveries placed) is the min-cost assignment of the suggestion costs', () => {
    fc.assert(
      fc.property(day, (raw) => {
        const input = world({ ...raw, legs: raw.legs.map((l) => ({ ...l, delivery: null })) });
        const plan = planDay(input);
        const cost = input.legs.map((l) => {
          const { candidates } = suggestDrivers(
            l,
            input.drivers.map((d) => ({ ...d, qualification: input.qualificationOf(d, l) })),
          );
          return input.drivers.map((d) => {
            const found = candidates.find((c) => c.driverId === d.id);
            return found && d.legsThatDay < MAX_LEGS_PER_DAY ? found.cost : Number.POSITIVE_INFINITY;
          });
        });
        const best = input.legs.length === 0 || input.drivers.length === 0 ? { pairs: [], total: 0 } : minCostAssignment(cost);
        expect(plan.pairs.length).toBe(best.pairs.length);
        expect(plan.totalCost).toBeCloseTo(best.total, 6);
      }),
      { numRuns: 200, seed: 1517 },
    );
  });
});
