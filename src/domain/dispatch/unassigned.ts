/** Why the day plan left a leg without a driver, in words a dispatcher can act on. */
import { CHAIN_MAX_DEADHEAD_MI } from './chains';
import { type DispatchDriver, type DispatchLeg, MAX_LEGS_PER_DAY } from './pairing';

/** Not dispatched (the client brings it in), blocked for every driver, or no allowed driver left for it. */
export type Why = 'not dispatched' | 'blocked' | 'no driver left';

/** How many blocked drivers are named before "… and N more". */
export const NAMED_BLOCKED = 3;

const names = new Intl.Collator('en');
const drivers = (n: number) => `${n} driver${n === 1 ? '' : 's'}`;

export const whyUnassigned = (
  leg: DispatchLeg,
  all: readonly DispatchDriver[],
  blocksOf: (d: number) => string[],
  plan: { legs: number; fullAlready: (d: number) => boolean },
): { why: Why; reasons: string[] } => {
  if (leg.transportMethod === 'CLIENT_IN')
    return { why: 'not dispatched', reasons: ['The client brings this vehicle in: no driver is dispatched.'] };
  if (all.length === 0) return { why: 'no driver left', reasons: ['No driver was offered to the plan.'] };
  const blocked = all.map((driver, d) => ({ driver, blocks: blocksOf(d) })).filter(({ blocks }) => blocks.length > 0);
  if (blocked.length === all.length) {
    const named = [...blocked]
      .sort((a, b) => names.compare(a.driver.name, b.driver.name) || (a.driver.id < b.driver.id ? -1 : 1))
      .slice(0, NAMED_BLOCKED);
    return {
      why: 'blocked',
      reasons: [
        all.length === 1 ? 'The only driver is blocked.' : `All ${all.length} drivers are blocked.`,
        ...named.map(({ driver, blocks }) => `${driver.name}: ${blocks.join(' ')}`),
        ...(blocked.length > NAMED_BLOCKED ? [`… and ${blocked.length - NAMED_BLOCKED} more.`] : []),
      ],
    };
  }
  const free = all.map((_, d) => d).filter((d) => blocksOf(d).length === 0);
  const alsoBlocked = blocked.length > 0 ? [`${drivers(blocked.length)} blocked.`] : [];
  if (free.every(plan.fullAlready))
    return {
      why: 'no driver left',
      reasons: [`Every driver who may take it already holds ${MAX_LEGS_PER_DAY} legs that day.`, ...alsoBlocked],
    };
  return {
    why: 'no driver left',
    reasons: [
      `${drivers(free.length)} may take it, but the plan gives them other legs: their day is full, or this pickup is more than ${CHAIN_MAX_DEADHEAD_MI} mi from their last delivery (${plan.legs} legs for ${drivers(all.length)}).`,
      ...alsoBlocked,
    ],
  };
};
