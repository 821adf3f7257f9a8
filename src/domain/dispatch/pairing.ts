/**
 * One driver for one leg: where the driver starts from, the deadhead to the pickup, the leg-priority bonus and the
 * load penalty, summed as a cost in miles (lower is better), and the same in plain words. Shared by the driver
 * suggestions and the day plan, so a pairing reads the same in both. Plain data in: the server loads the facts and
 * asks the qualification rule (../qualification.ts); its answer is taken as given here.
 */
import type { LegPriorityKind } from '../../generated/enums/LegPriorityKind';
import type { TransportMethod } from '../../generated/enums/TransportMethod';
import { type LatLng, roadDistance } from '../geo';
import type { Qualification } from '../qualification';

/*
 * The weights, all in miles of deadhead so they add up. A driver 200 mi away with the client first on their priority
 * list (200 − 100) ranks before one 120 mi away without it; two legs already held that day (+2 × 60) weigh as much as
 * driving 120 mi further. An unknown position counts as 250 mi: after the drivers known to be near, before the far.
 */
/** Bonus when the first entry of the driver's leg priority that the leg matches is the top of their list. */
export const PRIORITY_BONUS_MI = 100;
/** Each later position on the priority list is worth this much less… */
export const PRIORITY_STEP_MI = 10;
/** …down to this floor: a match anywhere on the list still counts. */
export const PRIORITY_MIN_BONUS_MI = 50;
/** Penalty per leg the driver already holds that day (spreads the work, keeps a driver's day feasible). */
export const LOAD_PENALTY_MI = 60;
/** What a deadhead counts as when the driver's position or the pickup's is unknown. */
export const UNKNOWN_DEADHEAD_MI = 250;
/** The most legs a driver holds in a day, those already held included: the day plan never goes past it, suggestions warn. */
export const MAX_LEGS_PER_DAY = 3;
/** A last delivery this many days before the pickup day (or on it) is where the driver is; older, the home hub is. */
export const LAST_DELIVERY_DAYS = 2;

export type Place = { at: LatLng; name?: string | null };
export type PriorityEntry = { kind: LegPriorityKind; value: string };

export type DispatchLeg = {
  id: string;
  /** The leg's number, for reasons naming it ("from the delivery of leg L-12"); the id when absent. */
  number?: string;
  pickup: LatLng | null;
  delivery: LatLng | null;
  /** Where the delivery is, in words ("Dallas, TX"), for a chained leg's reason. */
  deliveryName?: string | null;
  pickupDate: string;
  clientId: string;
  /** The pickup's state or province, matched against REGION priority entries. */
  region?: string | null;
  transportMethod: TransportMethod;
};

export type DispatchDriver = {
  id: string;
  name: string;
  homeHub: Place | null;
  lastDelivery: (Place & { on: string }) | null;
  /** Legs the driver already holds on the leg's pickup day (the day planned). */
  legsThatDay: number;
  /** Their leg priority, in order. */
  priority: readonly PriorityEntry[];
  /** The qualification rule's answer for this driver and leg: hard blocks in `reasons`, soft ones in `warnings`. */
  qualification: Qualification;
};

export type StartKind = 'last delivery' | 'home hub' | 'previous leg' | 'unknown position';
export type Start = { kind: StartKind; at: LatLng | null; name: string | null; on: string | null };

export type Pairing = {
  from: StartKind;
  /** Road miles from the start to the pickup; null when either position is unknown. */
  deadheadMi: number | null;
  /** The matched priority entry's position (0 = first) and kind, or null. */
  priority: { index: number; kind: LegPriorityKind } | null;
  /** Legs the driver holds that day before this one. */
  load: number;
  cost: number;
};

/** What keeps any driver off a leg: the qualification rule's reasons, and a leg the client brings in themselves. */
export const hardBlocks = (leg: DispatchLeg, qualification: Qualification): string[] => [
  ...(leg.transportMethod === 'CLIENT_IN' ? ['The client brings this vehicle in: no driver is dispatched.'] : []),
  ...qualification.reasons,
];

/** What a dispatcher should see but may accept: the qualification rule's warnings and a full day. */
export const softWarnings = (driver: DispatchDriver, qualification: Qualification, load: number): string[] => [
  ...qualification.warnings,
  ...(load >= MAX_LEGS_PER_DAY
    ? [`${driver.name} already holds ${load} legs that day (the plan gives a driver at most ${MAX_LEGS_PER_DAY}).`]
    : []),
];

const DAY_MS = 86_400_000;
const daysBefore = (on: string, day: string) => Math.round((Date.parse(day) - Date.parse(on)) / DAY_MS);

/** Where a driver sets off from for a leg picked up on `day`: a recent last delivery, else the home hub, else an older delivery. */
export const startOf = (driver: DispatchDriver, day: string): Start => {
  const last = driver.lastDelivery;
  const age = last ? daysBefore(last.on, day) : Number.NaN;
  const recent = age >= 0 && age <= LAST_DELIVERY_DAYS;
  if (last && recent) return { kind: 'last delivery', at: last.at, name: last.name ?? null, on: last.on };
  if (driver.homeHub) return { kind: 'home hub', at: driver.homeHub.at, name: driver.homeHub.name ?? null, on: null };
  if (last && last.on <= day) return { kind: 'last delivery', at: last.at, name: last.name ?? null, on: last.on };
  return { kind: 'unknown position', at: null, name: null, on: null };
};

/** The start of a driver continuing after `previous` (its delivery point). */
export const afterLeg = (previous: DispatchLeg): Start => ({
  kind: 'previous leg',
  at: previous.delivery,
  name: previous.deliveryName ?? null,
  on: previous.pickupDate,
});

/** The first entry of the driver's list that the leg matches. */
export const priorityMatch = (leg: DispatchLeg, priority: readonly PriorityEntry[]): Pairing['priority'] => {
  const region = leg.region?.trim().toUpperCase();
  const index = priority.findIndex(
    (entry) =>
      (entry.kind === 'CLIENT' && entry.value === leg.clientId) ||
      (entry.kind === 'LEG' && entry.value === leg.id) ||
      (entry.kind === 'REGION' && !!region && entry.value.trim().toUpperCase() === region),
  );
  return index < 0 ? null : { index, kind: priority[index].kind };
};

export const priorityBonus = (match: Pairing['priority']): number =>
  match ? Math.max(PRIORITY_MIN_BONUS_MI, PRIORITY_BONUS_MI - PRIORITY_STEP_MI * match.index) : 0;

/** The cost of this driver taking this leg from `start` as their `load`+1-th leg of the day. */
export const pair = (leg: DispatchLeg, driver: DispatchDriver, start: Start, load: number): Pairing => {
  const deadheadMi = start.at && leg.pickup ? roadDistance(start.at, leg.pickup, 'mi') : null;
  const priority = priorityMatch(leg, driver.priority);
  const cost = (deadheadMi ?? UNKNOWN_DEADHEAD_MI) - priorityBonus(priority) + LOAD_PENALTY_MI * load;
  return { from: start.kind, deadheadMi, priority, load, cost };
};
