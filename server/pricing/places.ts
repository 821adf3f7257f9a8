import type { PricePlace } from '../../src/domain/pricing';
import { decodeVin } from '../../src/domain/vin';
import type { FuelType, VehicleClass } from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { geocodePostalCode } from '../geo/geocode';
import { badUserInput, isUuid } from '../errors';

/** What pricing reads of a request: the shared zod output of the quote and order forms fits it. */
export type LocationRefShape = { locationId?: string | null; index?: number | null };
export type LocationShape = {
  city: string;
  county?: string | null;
  stateProvince: string;
  postalCode: string;
  country?: string | null;
  lat?: number | null;
  lng?: number | null;
};
export type VehicleShape = { id?: string | null; vin?: string | null; vehicleClass?: VehicleClass | null; fuelType?: FuelType | null };

export type StoredLocation = LocationShape & { id: string };
type StoredVehicle = { id: string; vin: string | null; vehicleClass: VehicleClass | null; fuelType: FuelType };

/** A place with coordinates: typed ones first, else the postal code's; county and city filled from it when blank. */
const placeOf = async (location: LocationShape, field: string): Promise<PricePlace> => {
  const country = (location.country || 'US').toUpperCase();
  const typed = location.lat != null && location.lng != null;
  const found = typed && location.county ? null : await geocodePostalCode(country, location.postalCode);
  const lat = typed ? location.lat : found?.lat;
  const lng = typed ? location.lng : found?.lng;
  if (lat == null || lng == null)
    throw badUserInput({
      [`input.${field}`]: [`Postal code ${location.postalCode} could not be located: enter the latitude and longitude.`],
    });
  return {
    lat,
    lng,
    city: location.city || found?.city || null,
    county: location.county || found?.county || null,
    stateProvince: location.stateProvince || found?.state || null,
    country,
  };
};

/**
 * The stored locations of `ids` in the tenant; `known`: what a run of pricings (an import's rows, which name the places
 * of their lanes again and again) has read already, filled with what this read adds.
 */
const storedLocations = async (db: Queryable, tenantId: string, ids: readonly string[], known?: Map<string, StoredLocation>) => {
  const missing = [...new Set(ids.filter((id) => isUuid(id) && !known?.has(id)))];
  // Only new places (a first order of a lane) or places read before: nothing to read.
  const { rows } =
    missing.length === 0
      ? { rows: [] }
      : await db.query<StoredLocation>(
          `SELECT id, city, county, state_province AS "stateProvince", postal_code AS "postalCode", country, lat, lng
           FROM locations WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL`,
          [tenantId, missing],
        );
  const found = new Map(known ? [...known].filter(([id]) => ids.includes(id)) : []);
  for (const row of rows) {
    found.set(row.id, row);
    known?.set(row.id, row);
  }
  return found;
};

/** Resolves every leg end (an existing location of the tenant, or a new one by index) to a priced place. */
export const loadPlaces = async (
  db: Queryable,
  tenantId: string,
  legs: readonly { originRef: LocationRefShape; destinationRef: LocationRefShape }[],
  locations: readonly LocationShape[],
  known?: Map<string, StoredLocation>,
): Promise<{ origin: PricePlace; destination: PricePlace }[]> => {
  const ids = legs.flatMap((leg) => [leg.originRef.locationId, leg.destinationRef.locationId]).filter((id): id is string => !!id);
  const stored = await storedLocations(db, tenantId, ids, known);
  const newPlaces = new Map<number, Promise<PricePlace>>();
  const resolve = (ref: LocationRefShape, path: string): Promise<PricePlace> => {
    if (ref.locationId) {
      const location = stored.get(ref.locationId);
      if (!location) throw badUserInput({ [`input.${path}.locationId`]: ['The selected location is invalid.'] });
      return placeOf(location, `${path}.locationId`);
    }
    const index = ref.index ?? -1;
    const location = locations[index];
    if (!location) throw badUserInput({ [`input.${path}.index`]: ['The location reference is not one of the locations.'] });
    if (!newPlaces.has(index)) newPlaces.set(index, placeOf(location, `locations.${index}.lat`));
    return newPlaces.get(index) as Promise<PricePlace>;
  };
  return Promise.all(
    legs.map(async (leg, i) => ({
      origin: await resolve(leg.originRef, `legs.${i}.originRef`),
      destination: await resolve(leg.destinationRef, `legs.${i}.destinationRef`),
    })),
  );
};

/** Class and fuel of each vehicle: what the form says, else the stored vehicle, else what its VIN decodes to. */
export const loadVehicles = async (
  db: Queryable,
  tenantId: string,
  vehicles: readonly VehicleShape[],
): Promise<{ vehicleClass: VehicleClass | null; fuelType: FuelType | null }[]> => {
  const ids = vehicles.map((v) => v.id).filter((id): id is string => !!id);
  // Only new vehicles (an import's rows, a form's typed ones): nothing to read.
  const { rows } =
    ids.length === 0
      ? { rows: [] }
      : await db.query<StoredVehicle>(
          `SELECT id, vin, vehicle_class AS "vehicleClass", fuel_type AS "fuelType"
           FROM vehicles WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL`,
          [tenantId, ids.filter(isUuid)],
        );
  const stored = new Map(rows.map((row) => [row.id, row]));
  return vehicles.map((vehicle, i) => {
    const existing = vehicle.id ? stored.get(vehicle.id) : undefined;
    if (vehicle.id && !existing) throw badUserInput({ [`input.vehicles.${i}.id`]: ['The selected vehicle is invalid.'] });
    const vin = vehicle.vin || existing?.vin;
    const decoded = vin ? decodeVin(vin, { maxYear: new Date().getFullYear() + 1 }) : null;
    const known = (fuel: FuelType | null | undefined) => (fuel && fuel !== 'UNKNOWN' ? fuel : null);
    return {
      vehicleClass: vehicle.vehicleClass ?? existing?.vehicleClass ?? decoded?.vehicleClass ?? null,
      fuelType: known(vehicle.fuelType) ?? known(existing?.fuelType) ?? known(decoded?.fuelType),
    };
  });
};
