import { one } from '../../tests/server/support/helpers';
import type { Queryable } from '../db/database';

/** The IFTA tests' places: a leg Chicago → Indianapolis runs through Illinois and Indiana. */
export const CHICAGO = { city: 'Chicago', state: 'IL', lat: 41.8781, lng: -87.6298 };
export const INDIANAPOLIS = { city: 'Indianapolis', state: 'IN', lat: 39.7684, lng: -86.1581 };

export type Place = typeof CHICAGO;

/** A COMMERCIAL location of the tenant at the place, named for its city (owner connection). */
export const placeAt = async (db: Queryable, tenant: string, p: Place) =>
  (
    await one<{ id: string }>(
      db,
      `INSERT INTO locations (tenant_id, name, type, address1, city, state_province, postal_code, lat, lng, geocode_source)
       VALUES ($1, $2, 'COMMERCIAL', '1 Main St', $2, $3, '00000', $4, $5, 'FORM') RETURNING id`,
      [tenant, p.city, p.state, p.lat, p.lng],
    )
  )?.id as string;

/** A qualified tractor (3 axles, 30,000 lb) of the tenant numbered `unitNumber`, driven by `driverId` when given. */
export const tractor = async (db: Queryable, tenant: string, unitNumber: string, fuelType = 'DIESEL', driverId: string | null = null) =>
  (
    await one<{ id: string }>(
      db,
      `INSERT INTO units (tenant_id, unit_number, kind, axles, gross_weight_lb, fuel_type, driver_id)
       VALUES ($1, $2, 'TRACTOR', 3, 30000, $3, $4) RETURNING id`,
      [tenant, unitNumber, fuelType, driverId],
    )
  )?.id as string;
