import * as z from 'zod';
import { locationInputSchema } from '../../src/domain/schemas/orders';
import type { GeocodeSource, LocationInput } from '../../src/generated/resolvers';
import { geocodePostalCode } from '../geo/geocode';
import type { GraphQLContext } from '../graphql/context';
import { conflict } from '../graphql/errors';
import type { LocationRow } from '../graphql/rows';
import { requireEditor } from './access';
import { requireLiveClient } from './clients';
import { LOCATION_SELECT, LOCATIONS } from './columns';
import { auditWrite, lockRow, softDelete, validateInput } from './records';

/**
 * Locations: create, edit, soft delete. Coordinates typed or picked on the form win (FORM); otherwise the offline
 * postal-code table gives them (POSTAL_CODE); Canadian and unknown codes without coordinates stay NONE.
 */

const COLUMNS = [
  'name',
  'type',
  'address1',
  'address2',
  'city',
  'county',
  'state_province',
  'postal_code',
  'country',
  'lat',
  'lng',
  'geocode_source',
  'contact_name',
  'contact_phone',
  'hours',
];

const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${field} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** The shared form schema, plus the site's contact and opening hours (not on the order form). */
const locationSchema = z.intersection(
  locationInputSchema,
  z.object({ contactName: optionalText('contact name', 255), contactPhone: optionalText('contact phone', 40), hours: optionalText('hours', 255) }),
);

const locationValues = async (input: LocationInput): Promise<unknown[]> => {
  const data = validateInput(locationSchema, input);
  let { lat, lng, county } = data;
  let source: GeocodeSource = 'FORM';
  if (lat === null || lng === null) {
    const place = await geocodePostalCode(data.country, data.postalCode);
    source = place ? 'POSTAL_CODE' : 'NONE';
    lat = place?.lat ?? null;
    lng = place?.lng ?? null;
    county ??= place?.county ?? null;
  }
  return [
    // The name is optional on the order form; the address then names the place.
    data.name ?? data.address1,
    data.type,
    data.address1,
    data.address2,
    data.city,
    county,
    data.stateProvince,
    data.postalCode,
    data.country,
    lat,
    lng,
    source,
    data.contactName,
    data.contactPhone,
    data.hours,
  ];
};

export const createLocation = async (ctx: GraphQLContext, input: LocationInput, clientId: string | null) => {
  const { user, tenantId } = requireEditor(ctx);
  const values = await locationValues(input);
  if (clientId) await requireLiveClient(ctx, tenantId, clientId, 'clientId');
  const { rows } = await ctx.db.query<LocationRow>(
    `INSERT INTO locations AS loc (tenant_id, client_id, ${COLUMNS.join(', ')})
     VALUES ($1, $2, ${COLUMNS.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING ${LOCATION_SELECT}`,
    [tenantId, clientId, ...values],
  );
  const location = rows[0];
  await auditWrite(ctx, tenantId, user.id, { entityKind: 'Locations', entityId: location.id, action: 'CREATED', event: 'location.create', after: location });
  return location;
};

export const updateLocation = async (ctx: GraphQLContext, id: string, version: number, input: LocationInput) => {
  const { user, tenantId } = requireEditor(ctx);
  const before = await lockRow<LocationRow>(ctx, tenantId, LOCATIONS, id, version);
  const values = await locationValues(input);
  const { rows } = await ctx.db.query<LocationRow>(
    `UPDATE locations loc SET ${COLUMNS.map((column, i) => `${column} = $${i + 4}`).join(', ')},
       version = loc.version + 1, updated_at = now()
     WHERE loc.tenant_id = $1 AND loc.id = $2 AND loc.version = $3 RETURNING ${LOCATION_SELECT}`,
    [tenantId, id, version, ...values],
  );
  if (rows.length === 0) throw conflict();
  await auditWrite(ctx, tenantId, user.id, { entityKind: 'Locations', entityId: id, action: 'UPDATED', event: 'location.update', before, after: rows[0] });
  return rows[0];
};

export const deleteLocation = async (ctx: GraphQLContext, id: string, version: number) => {
  const { user, tenantId } = requireEditor(ctx);
  const before = await lockRow<LocationRow>(ctx, tenantId, LOCATIONS, id, version);
  const after = await softDelete<LocationRow>(ctx, tenantId, LOCATIONS, id);
  await auditWrite(ctx, tenantId, user.id, { entityKind: 'Locations', entityId: id, action: 'DELETED', event: 'location.delete', before, after });
  return after;
};
