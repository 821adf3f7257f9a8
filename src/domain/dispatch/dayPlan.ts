/**
 * Plan a day in one action: the selected open legs over the candidate drivers. Chains first (chains.ts: a leg whose
 * pickup is near another's delivery may follow it), then one min-cost assignment of chains to drivers (cost: the
 * pairing costs of pairing.ts along the chain; a hard block on any of its legs, or a day too full, is Infinity).
 * The legs of a chain no driver could take are matched again one by one, in rounds where a driver already in the
 * plan sets off from their last planned delivery. Deterministic: legs and drivers are taken in id order and the
 * assignment keeps ties on the lowest index.
 */
import type { Qualification } from '../qualification';
import { minCostAssignment } from './assignment';
import { buildChains, linkMiles } from './chains';
import {
  type DispatchDriver,
  type DispatchLeg,
  MAX_LEGS_PER_DAY,
  type Start,
  type StartKind,
  afterLeg,
  hardBlocks,
  pair,
  softWarnings,
  startOf,
} from './pairing';
import { reasonsFor } from './reasons';
import { type Why, whyUnassigned } from './unassigned';

export type PlannedLeg = {
  legId: string;
  driverId: string;
  driverName: string;
  /** 1 for the driver's first leg in the plan, 2 for the one chained after it, … */
  order: number;
  afterLegId: string | null;
  from: StartKind;
  deadheadMi: number | null;
  cost: number;
  reasons: string[];
  /** Soft: shown beside the pairing, never a reason to refuse it. */
  warnings: string[];
};

export type UnassignedLeg = { legId: string; why: Why; reasons: string[] };

export type DayPlan = { pairs: PlannedLeg[]; unassigned: UnassignedLeg[]; totalDeadheadMi: number; totalCost: number };

export type DayPlanInput = {
  legs: readonly DispatchLeg[];
  drivers: readonly DispatchDriver[];
  /** The qualification rule's answer for a pair (vehicle class and days differ by leg); the driver's own when absent. */
  qualificationOf?: (driver: DispatchDriver, leg: DispatchLeg) => Qualification;
};

/** What leaving a leg out of the plan costs: more than any day of deadhead, so coverage comes before distance. */
export const LEG_LEFT_OUT_MI = 100_000;

const INF = Number.POSITIVE_INFINITY;
const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const planDay = (input: DayPlanInput): DayPlan => {
  const legs = [...input.legs].sort(byId);
  const drivers = [...input.drivers].sort(byId);
  const qualification = (d: number, l: number) => input.qualificationOf?.(drivers[d], legs[l]) ?? drivers[d].qualification;
  const startsByDay = new Map<string, Start[]>();
  const startOn = (d: number, day: string) => {
    if (!startsByDay.has(day))
      startsByDay.set(
        day,
        drivers.map((driver) => startOf(driver, day)),
      );
    return (startsByDay.get(day) as Start[])[d];
  };
  const allowed = legs.map((leg, l) => drivers.map((_, d) => hardBlocks(leg, qualification(d, l)).length === 0));
  const room = (d: number, legsMore: number) => drivers[d].legsThatDay + legsMore <= MAX_LEGS_PER_DAY;
  const fresh = legs.map((leg, l) =>
    drivers.map((driver, d) =>
      allowed[l][d] && room(d, 1) ? pair(leg, driver, startOn(d, leg.pickupDate), driver.legsThatDay).cost : INF,
    ),
  );
  const open = legs.map((_, l) => l).filter((l) => fresh[l].some((cost) => cost < INF));
  const isOpen = new Set(open);
  const planned: number[][] = drivers.map(() => []);

  // Chains over the legs some driver can take, then chains × drivers.
  const chains = buildChains(
    open.map((l) => legs[l]),
    open.map((l) => Math.min(...fresh[l])),
    (i, j) => drivers.some((_, d) => allowed[open[i]][d] && allowed[open[j]][d] && room(d, 2)),
  ).map((chain) => chain.map((i) => open[i]));
  const chainCost = (chain: number[], d: number) => {
    if (!room(d, chain.length) || chain.some((l) => !allowed[l][d])) return INF;
    let cost = fresh[chain[0]][d];
    for (let k = 1; k < chain.length; k += 1)
      cost += pair(legs[chain[k]], drivers[d], afterLeg(legs[chain[k - 1]]), drivers[d].legsThatDay + k).cost;
    return cost;
  };
  const leftover = new Set(open);
  // One "nobody" column per chain, priced per leg it leaves out: the plan covers as many legs as it can, then cheapest.
  const nobody = (c: number) => chains.map((chain, k) => (k === c ? LEG_LEFT_OUT_MI * chain.length : INF));
  const matrix = chains.map((chain, c) => [...drivers.map((_, d) => chainCost(chain, d)), ...nobody(c)]);
  for (const [c, d] of minCostAssignment(matrix).pairs) {
    if (d >= drivers.length) continue;
    planned[d] = chains[c];
    for (const l of chains[c]) leftover.delete(l);
  }

  // Rounds for what is left: a driver in the plan goes on from their last delivery, if the next pickup is near.
  const nextCost = (l: number, d: number) => {
    const mine = planned[d];
    if (!allowed[l][d] || !room(d, mine.length + 1)) return INF;
    if (mine.length === 0) return fresh[l][d];
    const last = legs[mine[mine.length - 1]];
    return linkMiles(last, legs[l]) === null ? INF : pair(legs[l], drivers[d], afterLeg(last), drivers[d].legsThatDay + mine.length).cost;
  };
  for (let round = 0; round < MAX_LEGS_PER_DAY && leftover.size > 0; round += 1) {
    const rows = [...leftover];
    const { pairs } = minCostAssignment(rows.map((l) => drivers.map((_, d) => nextCost(l, d))));
    if (pairs.length === 0) break;
    for (const [r, d] of pairs) {
      planned[d] = [...planned[d], rows[r]];
      leftover.delete(rows[r]);
    }
  }

  const pairs: PlannedLeg[] = [];
  drivers.forEach((driver, d) => {
    planned[d].forEach((l, k) => {
      const leg = legs[l];
      const previous = k > 0 ? legs[planned[d][k - 1]] : null;
      const start = previous ? afterLeg(previous) : startOn(d, leg.pickupDate);
      const pairing = pair(leg, driver, start, driver.legsThatDay + k);
      pairs.push({
        legId: leg.id,
        driverId: driver.id,
        driverName: driver.name,
        order: k + 1,
        afterLegId: previous?.id ?? null,
        from: pairing.from,
        deadheadMi: pairing.deadheadMi,
        cost: pairing.cost,
        reasons: reasonsFor(pairing, start, leg, previous),
        warnings: softWarnings(driver, qualification(d, l), driver.legsThatDay + k),
      });
    });
  });
  const unassigned = legs
    .map((leg, l) => ({ leg, l }))
    .filter(({ l }) => !isOpen.has(l) || leftover.has(l))
    .map(({ leg, l }) => ({
      legId: leg.id,
      ...whyUnassigned(leg, drivers, (d) => hardBlocks(leg, qualification(d, l)), { legs: legs.length, fullAlready: (d) => !room(d, 1) }),
    }));
  return {
    pairs,
    unassigned,
    totalDeadheadMi: Math.round(pairs.reduce((sum, p) => sum + (p.deadheadMi ?? 0), 0) * 10) / 10,
    totalCost: pairs.reduce((sum, p) => sum + p.cost, 0),
  };
};
