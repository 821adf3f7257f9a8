import { FUEL_TYPES, VEHICLE_CLASSES } from '../../src/domain/vin';
import { LocationTypeValues } from '../../src/generated/enums/LocationType';
import type { ClientColumn, CustomerColumn, LocationColumn, VehicleColumn } from '../../src/generated/resolvers';
import type { ColumnSpec } from '../graphql/where';
import { CLIENT_SELECT, CUSTOMER_SELECT, LOCATION_SELECT, VEHICLE_SELECT } from './directory.rows';

/** The list columns (filters and sorts) of clients, customers, vehicles and locations. */

export const LOCATION_TYPES = LocationTypeValues;

const text = (sql: string): ColumnSpec => ({ sql, type: 'text' });

export const CLIENT_WHERE: Record<ClientColumn, ColumnSpec> = {
  ID: { sql: 'c.id', type: 'uuid' },
  DISPLAY_NAME: text('c.display_name'),
  CODE: text('c.code'),
  CREATED_AT: { sql: 'c.created_at', type: 'timestamptz' },
};

export const CUSTOMER_WHERE: Record<CustomerColumn, ColumnSpec> = {
  ...CLIENT_WHERE,
  CLIENT_ID: { sql: 'c.client_id', type: 'uuid' },
};

export const VEHICLE_WHERE: Record<VehicleColumn, ColumnSpec> = {
  ID: { sql: 'v.id', type: 'uuid' },
  VIN: text('v.vin'),
  YEAR: { sql: 'v.year', type: 'int' },
  MAKE: text('v.make'),
  MODEL: text('v.model'),
  VEHICLE_CLASS: { sql: 'v.vehicle_class', type: 'text', values: VEHICLE_CLASSES },
  FUEL_TYPE: { sql: 'v.fuel_type', type: 'text', values: FUEL_TYPES },
  CLIENT_ID: { sql: 'v.client_id', type: 'uuid' },
  CREATED_AT: { sql: 'v.created_at', type: 'timestamptz' },
};

export const LOCATION_WHERE: Record<LocationColumn, ColumnSpec> = {
  ID: { sql: 'loc.id', type: 'uuid' },
  NAME: text('loc.name'),
  TYPE: { sql: 'loc.type', type: 'text', values: LOCATION_TYPES },
  CITY: text('loc.city'),
  STATE_PROVINCE: text('loc.state_province'),
  POSTAL_CODE: text('loc.postal_code'),
  CLIENT_ID: { sql: 'loc.client_id', type: 'uuid' },
  CREATED_AT: { sql: 'loc.created_at', type: 'timestamptz' },
};

/** A list sorts by the same columns it filters by. */
export const sortable = <C extends string>(columns: Record<C, ColumnSpec>) =>
  Object.fromEntries(Object.entries<ColumnSpec>(columns).map(([key, spec]) => [key, spec.sql])) as Record<C, string>;

/** The text a list's search box matches: the expressions of the trigram indexes of migration 002. */
export const VEHICLE_SEARCH = `(coalesce(v.vin, '') || ' ' || coalesce(v.make, '') || ' ' || coalesce(v.model, ''))`;
export const LOCATION_SEARCH = `(loc.name || ' ' || loc.address1 || ' ' || loc.city)`;

export const CLIENTS = { table: 'clients', alias: 'c', select: CLIENT_SELECT, what: 'Client', kind: 'Clients', noun: 'client' };
export const CUSTOMERS = { table: 'customers', alias: 'c', select: CUSTOMER_SELECT, what: 'Customer', kind: 'Customers', noun: 'customer' };
export const VEHICLES = { table: 'vehicles', alias: 'v', select: VEHICLE_SELECT, what: 'Vehicle', kind: 'Vehicles', noun: 'vehicle' };
export const LOCATIONS = {
  table: 'locations',
  alias: 'loc',
  select: LOCATION_SELECT,
  what: 'Location',
  kind: 'Locations',
  noun: 'location',
};
