import { planDay } from '../../src/domain/dispatch/dayPlan';
import type { StartKind } from '../../src/domain/dispatch/pairing';
import { suggestDrivers } from '../../src/domain/dispatch/suggest';
import type { DriverStart } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { badUserInput, isUuid, notFound } from '../errors';
import { dispatchDriver, legsOnDay, loadPlanDrivers, loadPlanLegs, qualificationFor } from './dispatch.facts';

/** The most legs one plan places (the bench's 300 × 400 runs in well under the 2 s goal). */
export const MAX_PLAN_LEGS = 300;

const START: Record<StartKind, DriverStart> = {
  'last delivery': 'LAST_DELIVERY',
  'home hub': 'HOME_HUB',
  'previous leg': 'PREVIOUS_LEG',
  'unknown position': 'UNKNOWN',
};

/** Drivers ranked for one leg (src/domain/dispatch/suggest.ts), each with its reasons; blocked ones apart. */
export const driverSuggestions = async (db: Queryable, tenantId: string, legId: string, first: number) => {
  if (!isUuid(legId)) throw notFound('Order leg');
  const [leg] = await loadPlanLegs(db, tenantId, [legId]);
  if (!leg) throw notFound('Order leg');
  const { drivers, today } = await loadPlanDrivers(db, tenantId);
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
export const planDispatchDay = async (db: Queryable, tenantId: string, legIds: readonly string[]) => {
  const ids = [...new Set(legIds)];
  if (ids.length === 0) throw badUserInput({ legIds: ['Select at least one leg.'] });
  if (ids.length > MAX_PLAN_LEGS) throw badUserInput({ legIds: [`A plan places at most ${MAX_PLAN_LEGS} legs.`] });
  if (ids.some((id) => !isUuid(id))) throw badUserInput({ legIds: ['Every leg must be an id.'] });
  const legs = await loadPlanLegs(db, tenantId, ids);
  if (legs.length !== ids.length) throw notFound('Order leg');
  const { drivers, today } = await loadPlanDrivers(db, tenantId);
  const byLeg = new Map(legs.map((leg) => [leg.id, leg]));
  const byDriver = new Map(drivers.map((driver) => [driver.id, driver]));
  // The day planned: the earliest pickup among the selected legs (a day plan is usually one day).
  const day = legs.map((leg) => leg.pickupDate).sort()[0];
  const plan = planDay({
    legs,
    drivers: drivers.map((driver) => ({ ...driver, legsThatDay: legsOnDay(driver, day), qualification: { ok: true, reasons: [], warnings: [] } })),
    qualificationOf: (driver, leg) => qualificationFor(byDriver.get(driver.id) as (typeof drivers)[number], byLeg.get(leg.id) as (typeof legs)[number], today),
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
