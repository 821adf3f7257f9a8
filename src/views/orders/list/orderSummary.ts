import type { DateMode, OrderLegStatus } from '@/generated/graphql';
import { legReached } from '../../../machines/domain/status';

/** The parts of an order's legs and vehicles the list's summary columns read (OrderRow_order). */
export type SummaryPlace = { name: string; city: string; stateProvince: string } | null | undefined;
export type SummaryLeg = {
  position: number;
  status: OrderLegStatus;
  origin?: SummaryPlace;
  destination?: SummaryPlace;
  requestedPickup: { mode: DateMode; date?: string | null };
  confirmedPickupAt?: string | null;
  driver?: { fullName: string } | null;
  truckingCompany?: { displayName: string } | null;
};
export type SummaryVehicle = { year?: number | null; make?: string | null; model?: string | null };

const live = (legs: readonly SummaryLeg[]) => [...legs].filter((leg) => leg.status !== 'CANCELLED').sort((a, b) => a.position - b.position);

/** "Atlanta, GA" (the place's name is the cell's title). */
export const placeText = (place: SummaryPlace): string => (place ? `${place.city}, ${place.stateProvince}` : '');

/** Where the order starts: the first live leg's origin. */
export const pickupPlace = (legs: readonly SummaryLeg[]): SummaryPlace => live(legs)[0]?.origin ?? null;

/** Where it ends: the last live leg's destination. */
export const deliveryPlace = (legs: readonly SummaryLeg[]): SummaryPlace => live(legs).at(-1)?.destination ?? null;

export type NextDate = { kind: 'confirmed'; at: string } | { kind: 'requested'; mode: DateMode; date: string } | { kind: 'asap' } | null;

/**
 * The next pickup of the order's legs still waiting for one: a confirmed time first, else the earliest requested
 * day (with its mode: "after", "before" are not a date to expect), else ASAP; null when every leg is picked up.
 */
export const nextPickup = (legs: readonly SummaryLeg[]): NextDate => {
  // Still to be picked up: a live leg before IN_TRANSIT in the leg machine's order (status.ts).
  const waiting = live(legs).filter((leg) => !legReached(leg.status, 'IN_TRANSIT'));
  if (waiting.length === 0) return null;
  const confirmed = waiting.flatMap((leg) => (leg.confirmedPickupAt ? [leg.confirmedPickupAt] : [])).sort()[0];
  if (confirmed) return { kind: 'confirmed', at: confirmed };
  const requested = waiting
    .flatMap((leg) =>
      leg.requestedPickup.mode !== 'ASAP' && leg.requestedPickup.date
        ? [{ mode: leg.requestedPickup.mode, date: leg.requestedPickup.date }]
        : [],
    )
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  return requested ? { kind: 'requested', ...requested } : { kind: 'asap' };
};

/** "2021 Toyota Camry", then "+2 more" for the rest. */
export const vehiclesText = (vehicles: readonly SummaryVehicle[]): string => {
  const named = vehicles.map((vehicle) => [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || 'Vehicle');
  if (named.length === 0) return '';
  return named.length === 1 ? named[0] : `${named[0]} +${named.length - 1} more`;
};

/** Every vehicle, for the cell's title. */
export const vehiclesTitle = (vehicles: readonly SummaryVehicle[]): string =>
  vehicles.map((vehicle) => [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ')).join('; ');

/** Who moves the order: the drivers and trucking companies of its live legs, each once, in leg order. */
export const carriers = (legs: readonly SummaryLeg[]): string[] => [
  ...new Set(
    live(legs).flatMap((leg) => [leg.driver?.fullName, leg.truckingCompany?.displayName].filter((name): name is string => Boolean(name))),
  ),
];
