/**
 * A quote's stored request (the QuoteInput as the shared schema parsed it, a JSON value to the client) read back as
 * what was asked: vehicles, moves, dates and extras. Pure and defensive: a field of an unexpected shape is left out.
 */
import { type DateMode, DateModeValues } from '@/generated/enums/DateMode';
import { type TransportMethod, TransportMethodValues } from '@/generated/enums/TransportMethod';
import { vehicleName } from '../../kit/record/format';

export type RequestPlace =
  | { kind: 'saved'; id: string }
  | { kind: 'new'; name: string; city: string; stateProvince: string }
  | { kind: 'unknown' };

export type RequestDate = { mode: DateMode; date: string | null };

export type RequestMove = {
  vehicle: string;
  from: RequestPlace;
  to: RequestPlace;
  method: TransportMethod | null;
  pickup: RequestDate | null;
  delivery: RequestDate | null;
};

export type RequestSummary = {
  vehicles: string[];
  moves: RequestMove[];
  referenceNumbers: string[];
  extras: string[];
  instructions: string | null;
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

const MODES: readonly DateMode[] = DateModeValues;
const METHODS: readonly TransportMethod[] = TransportMethodValues;

const vehicleOf = (value: unknown): string => {
  if (!isObject(value)) return 'Vehicle';
  const named = vehicleName({ year: int(value.year), make: text(value.make), model: text(value.model), vin: text(value.vin) });
  return named === 'Vehicle' && text(value.id) ? 'A saved vehicle' : named;
};

const dateOf = (value: unknown): RequestDate | null => {
  if (!isObject(value) || !MODES.includes(value.mode as DateMode)) return null;
  return { mode: value.mode as DateMode, date: text(value.date) };
};

const placeOf = (ref: unknown, locations: unknown[]): RequestPlace => {
  if (!isObject(ref)) return { kind: 'unknown' };
  const id = text(ref.locationId);
  if (id) return { kind: 'saved', id };
  const index = int(ref.index);
  const location = index === null ? undefined : locations[index];
  if (!isObject(location) || !text(location.name)) return { kind: 'unknown' };
  return { kind: 'new', name: String(location.name), city: text(location.city) ?? '', stateProvince: text(location.stateProvince) ?? '' };
};

const extrasOf = (value: unknown): string[] => {
  if (!isObject(value)) return [];
  const extras: string[] = [];
  const days = int(value.storageDays);
  if (days && days > 0) extras.push(`Storage, ${days} ${days === 1 ? 'day' : 'days'}`);
  if (value.tagAndTitle === true) extras.push('Tag and title');
  if (value.firstServiceCharge === true) extras.push('First service charge');
  if (typeof value.discountPercent === 'number' && value.discountPercent > 0) extras.push(`Discount ${value.discountPercent}%`);
  return extras;
};

export const requestSummary = (request: unknown): RequestSummary => {
  const body = isObject(request) ? request : {};
  const vehicles = list(body.vehicles);
  const locations = list(body.locations);
  const moves = list(body.legs)
    .filter(isObject)
    .map(
      (leg): RequestMove => ({
        vehicle: (() => {
          const ref = int(leg.vehicleRef);
          return ref === null || !vehicles[ref] ? 'Vehicle' : vehicleOf(vehicles[ref]);
        })(),
        from: placeOf(leg.originRef, locations),
        to: placeOf(leg.destinationRef, locations),
        method: METHODS.includes(leg.transportMethod as TransportMethod) ? (leg.transportMethod as TransportMethod) : null,
        pickup: dateOf(leg.requestedPickup),
        delivery: dateOf(leg.requestedDelivery),
      }),
    );
  return {
    vehicles: vehicles.map(vehicleOf),
    moves,
    referenceNumbers: list(body.referenceNumbers).filter((item): item is string => typeof item === 'string' && item !== ''),
    extras: extrasOf(body.extras),
    instructions: isObject(body.notes) ? text(body.notes.specialInstructions) : null,
  };
};

/** The saved-location ids a summary names, so the page can look their names up. */
export const savedPlaceIds = (summary: RequestSummary): string[] => [
  ...new Set(summary.moves.flatMap((move) => [move.from, move.to]).flatMap((place) => (place.kind === 'saved' ? [place.id] : []))),
];
