/**
 * Trips chained for one driver: leg j follows leg i when j's pickup is near i's delivery on the same day, and that
 * costs less than the cheapest fresh driver for j. Choosing the links is itself an assignment (a minimum path cover):
 * every leg takes one predecessor, either another leg (link cost: the deadhead between them plus a day's load
 * penalty) or its own "start" (the best fresh driver's cost), and each leg is the predecessor of one leg at most.
 */
import { roadDistance } from '../geo';
import { minCostAssignment } from './assignment';
import { type DispatchLeg, LOAD_PENALTY_MI, MAX_LEGS_PER_DAY } from './pairing';

/** How near the next pickup must be to the previous delivery to chain the two legs: a short hop, not a second trip. */
export const CHAIN_MAX_DEADHEAD_MI = 100;

/** Road miles from `from`'s delivery to `to`'s pickup when `to` may follow `from` (same pickup day, both placed, near); else null. */
export const linkMiles = (from: DispatchLeg, to: DispatchLeg): number | null => {
  if (from === to || from.pickupDate !== to.pickupDate || !from.delivery || !to.pickup) return null;
  const mi = roadDistance(from.delivery, to.pickup, 'mi');
  return mi <= CHAIN_MAX_DEADHEAD_MI ? mi : null;
};

/** Splits a chain longer than MAX_LEGS_PER_DAY at its link that saves least, until every piece fits a day. */
const cut = (chain: number[], saving: (to: number) => number): number[][] => {
  if (chain.length <= MAX_LEGS_PER_DAY) return [chain];
  let at = 1;
  for (let k = 2; k < chain.length; k += 1) if (saving(chain[k]) < saving(chain[at])) at = k;
  return [...cut(chain.slice(0, at), saving), ...cut(chain.slice(at), saving)];
};

/**
 * The chains over `legs` (indices into it, in driving order). `startCost[j]` is the cheapest fresh driver for leg j;
 * `canShare(i, j)` says whether some driver may take both. Same-day links can close a loop (A → B → A); a loop is
 * opened at its link that saves least.
 */
export const buildChains = (
  legs: readonly DispatchLeg[],
  startCost: readonly number[],
  canShare: (i: number, j: number) => boolean,
): number[][] => {
  const k = legs.length;
  const link: number[][] = legs.map((to, j) =>
    legs.map((from, i) => {
      const mi = linkMiles(from, to);
      return mi !== null && canShare(i, j) ? mi + LOAD_PENALTY_MI : Number.POSITIVE_INFINITY;
    }),
  );
  const cost = legs.map((_, j) => [...link[j], ...legs.map((__, s) => (s === j ? startCost[j] : Number.POSITIVE_INFINITY))]);
  const previous = new Int32Array(k).fill(-1);
  for (const [j, col] of minCostAssignment(cost).pairs) if (col < k) previous[j] = col;
  const saving = (j: number) => startCost[j] - link[j][previous[j]];
  const next = new Int32Array(k).fill(-1);
  for (let j = 0; j < k; j += 1) if (previous[j] >= 0) next[previous[j]] = j;
  const chains: number[][] = [];
  const placed = new Uint8Array(k);
  const follow = (first: number) => {
    const chain: number[] = [];
    for (let j = first; j >= 0; j = next[j]) {
      chain.push(j);
      placed[j] = 1;
    }
    chains.push(...cut(chain, saving));
  };
  for (let j = 0; j < k; j += 1) if (previous[j] < 0) follow(j);
  // What is left lies on loops: open each at its weakest link, then follow it.
  for (let j = 0; j < k; j += 1) {
    if (placed[j]) continue;
    let weakest = j;
    for (let i = next[j]; i !== j; i = next[i])
      if (saving(i) < saving(weakest) || (saving(i) === saving(weakest) && i < weakest)) weakest = i;
    next[previous[weakest]] = -1;
    previous[weakest] = -1;
    follow(weakest);
  }
  return chains;
};
