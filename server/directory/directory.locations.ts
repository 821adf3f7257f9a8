import { locationInputSchema } from '../../src/domain/schemas/orders';
import type { GeocodeSource, LocationInput } from '../../src/generated/resolvers';
import { geocodePostalCode } from '../geo/geocode';
import type { GraphQLContext } from '../graphql/context';
import type { LocationRow } from './directory.rows';
import { requireEditor } from './directory.access';
import { requireLiveClient } from './directory.clients';
import { LOCATIONS } from './directory.columns';
import { locationUpdatedNotices } from './directory.locationNotice';
import { deleteRow, insertRow, lockRow, updateRow, validateInput } from '../records/writes';

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

const locationValues = async (input: LocationInput): Promise<unknown[]> => {
  const data = validateInput(locationInputSchema, input);
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
  const who = requireEditor(ctx);
  const values = await locationValues(input);
  // An empty id is no client either: it is checked (and refused) as any other, never stored.
  if (clientId !== null) await requireLiveClient(ctx, who.tenantId, clientId, 'clientId');
  return insertRow<LocationRow>(ctx, who, LOCATIONS, ['client_id', ...COLUMNS], [clientId, ...values]);
};

export const updateLocation = async (ctx: GraphQLContext, id: string, version: number, input: LocationInput) => {
  const who = requireEditor(ctx);
  const before = await lockRow<LocationRow>(ctx, who.tenantId, LOCATIONS, id, version);
  const values = await locationValues(input);
  const after = await updateRow<LocationRow>(ctx, who, LOCATIONS, { id, version, before }, COLUMNS, values);
  await locationUpdatedNotices(ctx, who, after);
  return after;
};

export const deleteLocation = (ctx: GraphQLContext, id: string, version: number) =>
  deleteRow<LocationRow>(ctx, requireEditor(ctx), LOCATIONS, id, version);
