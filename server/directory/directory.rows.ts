import type {
  ContactType,
  FuelType,
  GeocodeSource,
  LocationType,
  Transmission,
  VehicleClass,
  VehicleColour,
} from '../../src/generated/enums';

/**
 * SELECT lists that produce the rows below (camelCase aliases), with their table aliases: clients and
 * customers `c`, vehicles `v`, locations `loc`. Every area reads these records through them (order pages, the portal).
 */
export const CLIENT_SELECT = `c.id, c.tenant_id AS "tenantId", c.display_name AS "displayName", c.code,
  c.billing_name AS "billingName", c.billing_email AS "billingEmail", c.billing_phone AS "billingPhone",
  c.version, c.created_at AS "createdAt", c.deleted_at AS "deletedAt"`;

export const CUSTOMER_SELECT = `c.id, c.tenant_id AS "tenantId", c.client_id AS "clientId", c.display_name AS "displayName",
  c.code, c.version, c.created_at AS "createdAt", c.deleted_at AS "deletedAt"`;

/** A client's identity without its billing contact (the lists and relations that do not show it). */
export const CLIENT_IDENTITY_SELECT = `c.id, c.tenant_id AS "tenantId", c.display_name AS "displayName", c.code, c.deleted_at AS "deletedAt",
  c.version, c.created_at AS "createdAt"`;

export const VEHICLE_SELECT = `v.id, v.tenant_id AS "tenantId", v.client_id AS "clientId", v.vin, v.year, v.make, v.model,
  v.vehicle_class AS "vehicleClass", v.colour, v.fuel_type AS "fuelType", v.transmission, v.plate, v.plate_state AS "plateState",
  v.odometer, v.keys, v.version, v.created_at AS "createdAt", v.updated_at AS "updatedAt", v.deleted_at AS "deletedAt"`;

export const LOCATION_SELECT = `loc.id, loc.tenant_id AS "tenantId", loc.client_id AS "clientId", loc.customer_id AS "customerId",
  loc.name, loc.type, loc.address1, loc.address2, loc.city, loc.county, loc.state_province AS "stateProvince",
  loc.postal_code AS "postalCode", loc.country, loc.lat, loc.lng, loc.geocode_source AS "geocodeSource",
  loc.contact_name AS "contactName", loc.contact_phone AS "contactPhone", loc.hours, loc.version,
  loc.created_at AS "createdAt", loc.deleted_at AS "deletedAt"`;

// Rows of the directory (clients, customers, locations, vehicles) as its SQL selects them, mapped by codegen.

export type ClientRow = {
  id: string;
  tenantId: string;
  displayName: string;
  code: string | null;
  billingName?: string | null;
  billingEmail?: string | null;
  billingPhone?: string | null;
  version?: number;
  createdAt?: Date;
  deletedAt: Date | null;
};

export type CustomerRow = ClientRow & { clientId: string };

export type LocationRow = {
  id: string;
  tenantId: string;
  clientId: string | null;
  customerId: string | null;
  name: string;
  type: LocationType;
  address1: string;
  address2: string | null;
  city: string;
  county: string | null;
  stateProvince: string;
  postalCode: string;
  country: string;
  lat: number | null;
  lng: number | null;
  geocodeSource: GeocodeSource;
  contactName: string | null;
  contactPhone: string | null;
  hours: string | null;
  version: number;
  createdAt: Date;
  deletedAt: Date | null;
};

export type VehicleRow = {
  id: string;
  tenantId: string;
  clientId: string | null;
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  vehicleClass: VehicleClass | null;
  colour: VehicleColour | null;
  fuelType: FuelType;
  transmission: Transmission;
  plate: string | null;
  plateState: string | null;
  odometer: number | null;
  keys: number | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
};

export type ClientContactRow = {
  id: string;
  tenantId: string;
  clientId: string | null;
  customerId: string | null;
  type: ContactType;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  email: string | null;
  phone: string | null;
  phoneExt: string | null;
  mobilePhone: string | null;
  fax: string | null;
  version: number;
};

/** A contact of a client or a customer (`ct`: contacts). */
export const CONTACT_SELECT = `ct.id, ct.tenant_id AS "tenantId", ct.client_id AS "clientId", ct.customer_id AS "customerId", ct.type,
  ct.first_name AS "firstName", ct.last_name AS "lastName", ct.title, ct.email, ct.phone, ct.phone_ext AS "phoneExt",
  ct.mobile_phone AS "mobilePhone", ct.fax, ct.version`;

/** Contacts in the order a person reads them: PRIMARY, ALTERNATE, EMERGENCY, then oldest first. */
export const CONTACT_ORDER = "CASE ct.type WHEN 'PRIMARY' THEN 0 WHEN 'ALTERNATE' THEN 1 ELSE 2 END, ct.created_at, ct.id";
