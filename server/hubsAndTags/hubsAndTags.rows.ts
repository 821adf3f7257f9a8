import type { GeocodeSource } from '../../src/generated/enums';
import type { Locked } from '../records/writes';

// Hubs and tags as their SELECT lists produce them (camelCase), mapped by codegen.

/** A hub's own columns; its address is its HUB location's (HubPlaceRow, loaded by hub). */
export type HubRow = {
  id: string;
  tenantId: string;
  name: string;
  code: string;
  locationId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
};

export const HUB_SELECT = `h.id, h.tenant_id AS "tenantId", h.name, h.code, h.location_id AS "locationId", h.version,
  h.created_at AS "createdAt", h.updated_at AS "updatedAt", h.deleted_at AS "deletedAt"`;

/** The address, coordinates and hours of a hub's location. */
export type HubPlaceRow = {
  address1: string;
  address2: string | null;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
  lat: number | null;
  lng: number | null;
  geocodeSource: GeocodeSource;
  hours: string | null;
};

export const HUB_PLACE_SELECT = `hl.address1, hl.address2, hl.city, hl.state_province AS "stateProvince",
  hl.postal_code AS "postalCode", hl.country, hl.lat, hl.lng, hl.geocode_source AS "geocodeSource", hl.hours`;

/** A hub's location as the writes lock it. */
export type HubLocationRow = HubPlaceRow & { id: string; version: number; name: string };

export const HUBS: Locked = { table: 'hubs', alias: 'h', select: HUB_SELECT, what: 'Hub', kind: 'Hubs', noun: 'hub' };

export const HUB_LOCATIONS: Locked = {
  table: 'locations',
  alias: 'hl',
  select: `hl.id, hl.version, hl.name, ${HUB_PLACE_SELECT}`,
  what: 'Location',
  kind: 'Locations',
  noun: 'location',
};

/** A tag as the admin writes return it (Tag's mapper, orders.rows' TagRow, is its id, name and colour). */
export type TagAdminRow = { id: string; name: string; colour: string; version: number; deletedAt: Date | null };

export const TAGS: Locked = {
  table: 'tags',
  alias: 't',
  select: 't.id, t.name, t.colour, t.version, t.deleted_at AS "deletedAt"',
  what: 'Tag',
  kind: 'Tags',
  noun: 'tag',
};

/** What a tag is applied to: the join table and its record column, per record kind. */
export const TAGGED = {
  order: { table: 'order_tags', column: 'order_id' },
  leg: { table: 'leg_tags', column: 'order_leg_id' },
  client: { table: 'client_tags', column: 'client_id' },
} as const;

export type TaggedKind = keyof typeof TAGGED;
