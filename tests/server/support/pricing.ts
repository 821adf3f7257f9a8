/** Known pricing tables and places for the tests of priced quotes and orders. */
import type { Queryable } from '../../../server/db/database';

export const BOSTON = { lat: 42.3601, lng: -71.0589 };
export const BROOKLYN = { lat: 40.6943, lng: -73.9918 };

/** East's pricing tables, replaced by known ones (the demo seed may carry its own). */
export const seedPricing = async (db: Queryable, east: string, northwind: string) => {
  for (const table of ['tariff_rates', 'fuel_rates', 'fee_zones', 'billing_items'])
    await db.query(`DELETE FROM ${table} WHERE tenant_id = $1`, [east]);
  await db.query(
    `INSERT INTO tariff_rates (tenant_id, client_id, transport_method, vehicle_class, rate_per_zone, minimum) VALUES
       ($1, NULL, 'TRUCKED', 'SEDAN', 12500, 20000), ($1, $2, 'TRUCKED', NULL, 10000, 15000), ($1, NULL, 'TOW', NULL, 9000, 60000)`,
    [east, northwind],
  );
  await db.query(
    `INSERT INTO fuel_rates (tenant_id, effective_from, rate_per_distance) VALUES ($1, '2020-01-01', 10), ($1, '2024-06-01', 12.5)`,
    [east],
  );
  await db.query(
    `INSERT INTO fee_zones (tenant_id, kind, level, state_province, county, city, amount) VALUES
       ($1, 'PICKUP', 'CITY', 'MA', NULL, 'Boston', 5000), ($1, 'PICKUP', 'STATE_PROVINCE', 'MA', NULL, NULL, 3000),
       ($1, 'DELIVERY', 'COUNTY', 'NY', 'Kings', NULL, 4000), ($1, 'DELIVERY', 'STATE_PROVINCE', 'NY', NULL, NULL, 2500)`,
    [east],
  );
  await db.query(
    `INSERT INTO billing_items (tenant_id, code, name, type, amount, rate_percent, state_province) VALUES
       ($1, 'TAX-NY', 'New York sales tax', 'TAX', 0, 8.875, 'NY'), ($1, 'TAX-MA', 'Massachusetts sales tax', 'TAX', 0, 6.25, 'MA'),
       ($1, 'TT', 'Tag and title', 'TAG_AND_TITLE', 9500, NULL, NULL), ($1, 'FSC', 'First service', 'FIRST_SERVICE_CHARGE', 2500, NULL, NULL),
       ($1, 'STO', 'Storage per day', 'STORAGE', 1500, NULL, NULL), ($1, 'HAZ', 'EV battery', 'HAZMAT', 10000, NULL, NULL)`,
    [east],
  );
};

/** A new location of the request, at known coordinates. */
export const location = (
  name: string,
  city: string,
  county: string,
  state: string,
  postalCode: string,
  at: { lat: number; lng: number },
) => ({
  name,
  type: 'COMMERCIAL',
  address1: `1 ${name} Way`,
  city,
  county,
  stateProvince: state,
  postalCode,
  country: 'US',
  ...at,
});
