/** A pairing in plain English, one reason per weight: "42 mi from their last delivery in Dallas", "priority: this client", "already 2 legs that day". */
import type { DispatchLeg, Pairing, Start } from './pairing';

/** Whole miles with thousands commas; by hand, as Intl's formatter cost most of the time of 2,000 suggestions. */
const miles = (mi: number) => String(Math.round(mi)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const where = (start: Start, leg: DispatchLeg, previous: DispatchLeg | null): string => {
  const place = start.name ? ` in ${start.name}` : '';
  if (start.kind === 'previous leg')
    return `${previous ? `the delivery of leg ${previous.number ?? previous.id}` : 'the previous delivery'}${place}`;
  if (start.kind === 'home hub') return `their home hub${place}`;
  return `their last delivery${place}${start.on && start.on !== leg.pickupDate ? ` on ${start.on}` : ''}`;
};

const distanceReason = (pairing: Pairing, start: Start, leg: DispatchLeg, previous: DispatchLeg | null): string => {
  if (pairing.deadheadMi !== null) return `${miles(pairing.deadheadMi)} mi from ${where(start, leg, previous)}`;
  if (!leg.pickup) return 'distance unknown: the pickup has no map position';
  if (start.kind === 'previous leg') return 'distance unknown: the previous delivery has no map position';
  return 'position unknown: no home hub or last delivery on file';
};

const priorityReason = (match: NonNullable<Pairing['priority']>, leg: DispatchLeg): string => {
  const what =
    match.kind === 'CLIENT' ? 'this client' : match.kind === 'LEG' ? 'this leg' : `this region (${leg.region?.trim().toUpperCase()})`;
  return `priority: ${what}, ${ordinal(match.index + 1)} on their list`;
};

const loadReason = (load: number): string =>
  load === 0 ? 'no other leg that day' : `already ${load} leg${load === 1 ? '' : 's'} that day`;

/** Why this pairing: distance and where from, the priority matched, the load. `previous` is the chained leg before it. */
export const reasonsFor = (pairing: Pairing, start: Start, leg: DispatchLeg, previous: DispatchLeg | null = null): string[] => [
  distanceReason(pairing, start, leg, previous),
  ...(pairing.priority ? [priorityReason(pairing.priority, leg)] : []),
  loadReason(pairing.load),
];
