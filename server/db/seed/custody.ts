import type { SeedRow } from './rows';

/**
 * Who has a seeded vehicle when: a leg's driver from the pickup to the delivery, and the tow truck that carries it.
 * The demo must show what could happen: one driver drives one vehicle at a time, and a unit carries no more than it
 * holds (tests/server/demo-invariants.test.ts checks the seeded rows).
 */

/** How many vehicles a unit of each kind carries at once: a tow truck or a pickup's trailer one, a car hauler a load. */
export const UNIT_CAPACITY: Record<string, number> = { TOW_TRUCK: 1, PICKUP: 1, OTHER: 1, CAR_HAULER: 9, TRACTOR: 9 };

/**
 * The status in which the leg's driver still has the vehicle (a held leg as the status it was held from); at a port, a
 * shop or a yard the vehicle waits there.
 */
export const CARRYING_STATUSES = ['IN_TRANSIT'];

export type Span = readonly [from: number, to: number];

/** From pickup to delivery, open-ended while still carried; null when the driver never had it or left it at a shop or yard. */
export const carriedSpan = (leg: SeedRow): Span | null => {
  const from = leg.picked_up_at as Date | null;
  if (!from) return null;
  const to = leg.delivered_at as Date | null;
  if (to) return [from.getTime(), Math.max(from.getTime(), to.getTime())];
  const status = leg.status === 'ON_HOLD' ? leg.held_from : leg.status;
  return CARRYING_STATUSES.includes(String(status)) ? [from.getTime(), Number.POSITIVE_INFINITY] : null;
};

/** Each holder's booked spans: a new one fits while fewer than `capacity` booked spans overlap it. */
export const custodyBook = () => {
  const booked = new Map<string, Span[]>();
  return {
    fits: (holder: string, span: Span, capacity = 1) =>
      (booked.get(holder) ?? []).filter(([from, to]) => from < span[1] && span[0] < to).length < capacity,
    book: (holder: string, span: Span) => booked.set(holder, [...(booked.get(holder) ?? []), span]),
  };
};
