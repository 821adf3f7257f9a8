import { type HubInputData, hubInputSchema } from '../../src/domain/hubsAndTags/schemas';
import type { GeocodeSource, HubOrderByColumn, QueryHubListArgs } from '../../src/generated/resolvers';
import { requireStaff } from '../auth/actors';
import type { Queryable } from '../db/database';
import { appError, badUserInput, isUuid } from '../errors';
import { geocodePostalCode } from '../geo/geocode';
import type { GraphQLContext } from '../graphql/context';
import { ListQuery } from '../graphql/listQuery';
import { buildOrderBy } from '../graphql/where';
import { auditWrite, deleteRow, insertRow, lockLive, lockRow, updateRow, validateInput, writeColumns } from '../records/writes';
import { requireHubTagAdmin } from './hubsAndTags.access';
import { HUB_LOCATIONS, HUB_SELECT, HUBS, type HubLocationRow, type HubRow } from './hubsAndTags.rows';

/**
 * Hubs: the list and one hub (staff), create, edit and retire (ADMIN). A hub's address is its HUB location's row,
 * geocoded offline from the postal code unless the form gives coordinates; the hub row's version is bumped by every
 * edit, address included, so dispatch's facts cache (its stamp sums the hubs' xmin) sees the change.
 */

const HUB_ORDER: Record<HubOrderByColumn, string> = { NAME: 'lower(h.name)', CODE: 'h.code' };

/** /admin/hubs: live hubs by name, searched (every word) over name, code and city; 25 a page. */
export const listHubs = (db: Queryable, tenantId: string, args: QueryHubListArgs) =>
  ListQuery.live('h', tenantId)
    .search(args.search, ["(h.name || ' ' || h.code || ' ' || coalesce(hl.city, ''))"])
    .page<HubRow>(
      db,
      {
        select: HUB_SELECT,
        from: 'hubs h LEFT JOIN locations hl ON hl.tenant_id = h.tenant_id AND hl.id = h.location_id',
        orderBy: buildOrderBy(args.orderBy, HUB_ORDER, 'lower(h.name) ASC', 'h.id ASC'),
      },
      args,
      25,
    );

/** Every live hub of the tenant by name (the pickers of a driver's home hub). */
export const allHubs = async (ctx: GraphQLContext) => {
  const { tenantId } = requireStaff(ctx);
  const { rows } = await ctx.db.query<HubRow>(
    `SELECT ${HUB_SELECT} FROM hubs h WHERE h.tenant_id = $1 AND h.deleted_at IS NULL ORDER BY lower(h.name), h.code`,
    [tenantId],
  );
  return rows;
};

/** One live hub of the tenant, or null (another tenant's, a retired one and a malformed id included). */
export const findHub = async (ctx: GraphQLContext, id: string) => {
  const { tenantId } = requireStaff(ctx);
  if (!isUuid(id)) return null;
  const { rows } = await ctx.db.query<HubRow>(
    `SELECT ${HUB_SELECT} FROM hubs h WHERE h.tenant_id = $1 AND h.id = $2 AND h.deleted_at IS NULL`,
    [tenantId, id],
  );
  return rows[0] ?? null;
};

const LOCATION_COLUMNS = [
  'name',
  'type',
  'address1',
  'address2',
  'city',
  'state_province',
  'postal_code',
  'country',
  'lat',
  'lng',
  'geocode_source',
  'hours',
] as const;

/** The location's columns: typed coordinates win (FORM), else the offline postal-code table's (POSTAL_CODE), else NONE. */
const locationColumns = async ({ name, location }: HubInputData): Promise<Record<(typeof LOCATION_COLUMNS)[number], unknown>> => {
  let { lat, lng } = location;
  let source: GeocodeSource = 'FORM';
  if (lat === null || lng === null) {
    const place = await geocodePostalCode(location.country, location.postalCode);
    source = place ? 'POSTAL_CODE' : 'NONE';
    lat = place?.lat ?? null;
    lng = place?.lng ?? null;
  }
  return {
    name,
    type: 'HUB',
    address1: location.address1,
    address2: location.address2,
    city: location.city,
    state_province: location.stateProvince,
    postal_code: location.postalCode,
    country: location.country,
    lat,
    lng,
    geocode_source: source,
    hours: location.hours,
  };
};

const CODE_TAKEN = { 'input.code': ['A hub with this code already exists.'] };

/** A unique index's refusal (23505: the code is taken) as the form's field error; any other error as it was. */
const orCodeTaken = (error: unknown): never => {
  throw typeof error === 'object' && error !== null && 'code' in error && error.code === '23505' ? badUserInput(CODE_TAKEN) : error;
};

export const createHub = async (ctx: GraphQLContext, input: unknown) => {
  const who = requireHubTagAdmin(ctx);
  const data = validateInput(hubInputSchema, input);
  const columns = await locationColumns(data);
  const place = await insertRow<HubLocationRow>(
    ctx,
    who,
    HUB_LOCATIONS,
    LOCATION_COLUMNS,
    LOCATION_COLUMNS.map((c) => columns[c]),
  );
  return insertRow<HubRow>(ctx, who, HUBS, ['name', 'code', 'location_id'], [data.name, data.code, place.id]).catch(orCodeTaken);
};

/** Edits the hub at the client's version (CONFLICT when stale) and its location (a hub saved without one gets one). */
export const updateHub = async (ctx: GraphQLContext, id: string, version: number, input: unknown) => {
  const who = requireHubTagAdmin(ctx);
  const before = await lockRow<HubRow>(ctx, who.tenantId, HUBS, id, version);
  const data = validateInput(hubInputSchema, input);
  const columns = await locationColumns(data);
  let locationId = before.locationId;
  if (locationId) {
    const was = await lockLive<HubLocationRow>(ctx, who.tenantId, HUB_LOCATIONS, locationId);
    const after = await writeColumns<HubLocationRow>(ctx, who.tenantId, HUB_LOCATIONS, was, columns);
    await auditWrite(ctx, who, HUB_LOCATIONS, 'update', locationId, { before: was, after });
  } else {
    const values = LOCATION_COLUMNS.map((c) => columns[c]);
    locationId = (await insertRow<HubLocationRow>(ctx, who, HUB_LOCATIONS, LOCATION_COLUMNS, values)).id;
  }
  return updateRow<HubRow>(
    ctx,
    who,
    HUBS,
    { id, version, before },
    ['name', 'code', 'location_id'],
    [data.name, data.code, locationId],
  ).catch(orCodeTaken);
};

/**
 * Retires (soft-deletes) a hub: gone from the pickers and the list, kept on the records that name it. Refused while
 * live drivers are homed there: INVALID_TRANSITION with reason RECORD, as a used catalog item's delete is, the message
 * naming how many, `usedBy` counting them.
 */
export const retireHub = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireHubTagAdmin(ctx);
  const before = await lockRow<HubRow>(ctx, who.tenantId, HUBS, id, version);
  const { rows } = await ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM drivers d WHERE d.tenant_id = $1 AND d.home_hub_id = $2 AND d.deleted_at IS NULL',
    [who.tenantId, id],
  );
  const drivers = rows[0]?.n ?? 0;
  if (drivers > 0)
    throw appError(
      'INVALID_TRANSITION',
      `Hub ${before.code} is the home hub of ${drivers} ${drivers === 1 ? 'driver' : 'drivers'}: give them another home hub first.`,
      { event: 'hub.retire', status: 'ACTIVE', reason: 'RECORD', usedBy: [{ what: 'drivers', count: drivers }] },
    );
  return deleteRow<HubRow>(ctx, who, HUBS, id, version);
};
