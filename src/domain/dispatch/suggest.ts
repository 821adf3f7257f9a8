/**
 * The drivers the board suggests for one leg: the allowed ones ranked by cost (deadhead from their last delivery or
 * home hub, leg priority, load that day; see pairing.ts), each with its reasons and warnings, and the blocked ones
 * apart with what blocks them. A blocked driver is never ranked among the allowed, however near.
 */
import {
  type DispatchDriver,
  type DispatchLeg,
  type Pairing,
  type Start,
  type StartKind,
  hardBlocks,
  pair,
  softWarnings,
  startOf,
} from './pairing';
import { reasonsFor } from './reasons';

export type Candidate = {
  driverId: string;
  name: string;
  /** Miles-equivalent, lower is better: the order of the list. */
  cost: number;
  deadheadMi: number | null;
  from: StartKind;
  reasons: string[];
  warnings: string[];
};

export type BlockedDriver = { driverId: string; name: string; reasons: string[] };

/** `allowed`: how many drivers may take the leg, `candidates` being the best of them (all, unless limited). */
export type Suggestions = { candidates: Candidate[]; allowed: number; blocked: BlockedDriver[] };

/** One collator for every comparison: `localeCompare(b, 'en')` builds one per call, which dominated the timing at 2,000 drivers. */
const names = new Intl.Collator('en');
const byId = (a: { driverId: string }, b: { driverId: string }) => (a.driverId < b.driverId ? -1 : a.driverId > b.driverId ? 1 : 0);

type Ranked = { driverId: string; cost: number; deadheadMi: number | null };

/** Cheapest first; then the nearer (a known distance before an unknown one); then by driver id, so equal costs keep one order. */
export const compareCandidates = (a: Ranked, b: Ranked): number =>
  a.cost - b.cost || (a.deadheadMi ?? Number.POSITIVE_INFINITY) - (b.deadheadMi ?? Number.POSITIVE_INFINITY) || byId(a, b);

/** `limit`: explain and return only the best that many allowed drivers (the board shows a few); all when absent. */
export type SuggestOptions = { limit?: number };

export const suggestDrivers = (leg: DispatchLeg, drivers: readonly DispatchDriver[], options: SuggestOptions = {}): Suggestions => {
  const ranked: Array<Ranked & { driver: DispatchDriver; start: Start; pairing: Pairing }> = [];
  const blocked: BlockedDriver[] = [];
  for (const driver of drivers) {
    const blocks = hardBlocks(leg, driver.qualification);
    if (blocks.length > 0) {
      blocked.push({ driverId: driver.id, name: driver.name, reasons: blocks });
      continue;
    }
    const start = startOf(driver, leg.pickupDate);
    const pairing = pair(leg, driver, start, driver.legsThatDay);
    ranked.push({ driverId: driver.id, cost: pairing.cost, deadheadMi: pairing.deadheadMi, driver, start, pairing });
  }
  ranked.sort(compareCandidates);
  blocked.sort((a, b) => names.compare(a.name, b.name) || byId(a, b));
  const candidates = ranked.slice(0, options.limit ?? ranked.length).map(({ driver, start, pairing }) => ({
    driverId: driver.id,
    name: driver.name,
    cost: pairing.cost,
    deadheadMi: pairing.deadheadMi,
    from: pairing.from,
    reasons: reasonsFor(pairing, start, leg),
    warnings: softWarnings(driver, driver.qualification, driver.legsThatDay),
  }));
  return { candidates, allowed: ranked.length, blocked };
};
