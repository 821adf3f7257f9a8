import { planDay } from '../../src/domain/dispatch/dayPlan';
import { type DispatchDriver, type StartKind, startOf } from '../../src/domain/dispatch/pairing';
import { greatCircleKm } from '../../src/domain/geo';
import { suggestDrivers } from '../../src/domain/dispatch/suggest';
import type { DriverStart } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { badUserInput, isUuid, notFound } from '../errors';
import { dispatchDriver, legsOnDay, loadPlanLegs, qualificationFor } from './dispatch.facts';
import { planDrivers } from './dispatch.factsCache';

/** The most legs one plan places (the bench's 300 × 400 runs in well under the 2 s goal). */
export const MAX_PLAN_LEGS = 300;
/**
 * A plan weighs the drivers nearest to the selected pickups: twice as many as legs, at least this many. A driver
 * further from every pickup than all of those would only win a leg none of them may take, and weighing all of a
 * tenant's 2,000 drivers for 300 legs costs seconds (bench/dispatchServer.ts).
 */
export const MIN_PLAN_DRIVERS = 100;

/** The drivers a plan weighs: by their distance (from where they start that day) to the nearest selected pickup. */
export const nearestDrivers = <D extends Pick<DispatchDriver, 'id' | 'homeHub' | 'lastDelivery'>>(
  drivers: readonly D[],
  legs: readonly PlanLegLike[],
  day: string,
): D[] => {
  const keep = Math.max(MIN_PLAN_DRIVERS, 2 * legs.length);
  if (drivers.length <= keep) return [...drivers];
  const pickups = legs.flatMap((leg) => (leg.pickup ? [leg.pickup] : []));
  const distance = (driver: D) => {
    const at = startOf(
      { ...driver, name: '', legsThatDay: 0, priority: [], qualification: { ok: true, reasons: [], warnings: [] } },
      day,
    ).at;
    if (!at || pickups.length === 0) return Number.POSITIVE_INFINITY;
    return Math.min(...pickups.map((pickup) => greatCircleKm(at, pickup)));
  };
  return drivers
    .map((driver) => ({ driver, km: distance(driver) }))
    .sort((a, b) => a.km - b.km || (a.driver.id < b.driver.id ? -1 : 1))
    .slice(0, keep)
    .map((entry) => entry.driver);
};

type PlanLegLike = { pickup: { lat: number; lng: number } | null };

const START: Record<StartKind, DriverStart> = {
  'last delivery': 'LAST_DELIVERY',
  'home hub': 'HOME_HUB',
  'previous leg': 'PREVIOUS_LEG',
  'unknown position': 'UNKNOWN',
};

/**
 * Drivers ranked for one leg (src/domain/dispatch/suggest.ts), each with its reasons; blocked ones apart. `server`
 * keys the drivers' facts kept between requests (dispatch.factsCache.ts).
 */
export const driverSuggestions = async (db: Queryable, tenantId: string, legId: string, first: number, server: object) => {
  if (!isUuid(legId)) throw notFound('Order leg');
  const [leg] = await loadPlanLegs(db, tenantId, [legId]);
  if (!leg) throw notFound('Order leg');
  const { drivers, today } = await planDrivers(db, tenantId, server);
  const limit = Math.min(Math.max(1, Math.trunc(first)), 100);
  const suggestions = suggestDrivers(
    leg,
    drivers.map((driver) => dispatchDriver(driver, leg, today)),
    { limit },
  );
  return {
    considered: drivers.length,
    candidates: suggestions.candidates.slice(0, limit).map((candidate) => ({
      driverId: candidate.driverId,
      cost: candidate.cost,
      deadheadMiles: candidate.deadheadMi,
      from: START[candidate.from],
      reasons: candidate.reasons,
      warnings: candidate.warnings,
    })),
    blocked: suggestions.blocked.slice(0, limit).map((blocked) => ({ driverId: blocked.driverId, reasons: blocked.reasons })),
  };
};

/**
 * The day plan for the selected legs over every driver (src/domain/dispatch/dayPlan.ts: a min-cost matching with
 * chained trips), each pairing explained. A preview only: applyDispatchPlan assigns it.
 */
export const planDispatchDay = async (db: Queryable, tenantId: string, legIds: readonly string[], server: object) => {
  const ids = [...new Set(legIds)];
  if (ids.length === 0) throw badUserInput({ legIds: ['Select at least one leg.'] });
  if (ids.length > MAX_PLAN_LEGS) throw badUserInput({ legIds: [`A plan places at most ${MAX_PLAN_LEGS} legs.`] });
  if (ids.some((id) => !isUuid(id))) throw badUserInput({ legIds: ['Every leg must be an id.'] });
  const legs = await loadPlanLegs(db, tenantId, ids);
  if (legs.length !== ids.length) throw notFound('Order leg');
  const { drivers: all, today } = await planDrivers(db, tenantId, server);
  // The day planned: the earliest pickup among the selected legs (a day plan is usually one day).
  const day = legs.map((leg) => leg.pickupDate).sort()[0];
  const drivers = nearestDrivers(all, legs, day);
  const byLeg = new Map(legs.map((leg) => [leg.id, leg]));
  const byDriver = new Map(drivers.map((driver) => [driver.id, driver]));
  const plan = planDay({
    legs,
    drivers: drivers.map((driver) => ({
      ...driver,
      legsThatDay: legsOnDay(driver, day),
      qualification: { ok: true, reasons: [], warnings: [] },
    })),
    qualificationOf: (driver, leg) =>
      qualificationFor(byDriver.get(driver.id) as (typeof drivers)[number], byLeg.get(leg.id) as (typeof legs)[number], today),
  });
  return {
    driversConsidered: drivers.length,
    totalDeadheadMiles: plan.totalDeadheadMi,
    pairs: plan.pairs.map((pair) => ({
      legId: pair.legId,
      driverId: pair.driverId,
      order: pair.order,
      afterLegId: pair.afterLegId,
      from: START[pair.from],
      deadheadMiles: pair.deadheadMi,
      cost: pair.cost,
      reasons: pair.reasons,
      warnings: pair.warnings,
    })),
    unassigned: plan.unassigned.map((left) => ({ legId: left.legId, reasons: left.reasons })),
  };
};
