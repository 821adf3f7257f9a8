import { decodeVin } from '../../src/domain/vin';
import type { LocationInput, VehicleInput } from '../../src/domain/schemas/orders';
import { audit, auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import { geocodePostalCode } from '../geo/geocode';
import type { Actor } from '../auth/actors';

export type PlacedLocation = { id: string; lat: number | null; lng: number | null };

/** The audit kind of a vehicle or a location an order creates (one row each, or one statement for a batch's). */
export const createdAudit = (entityKind: 'Vehicles' | 'Locations') =>
  ({ entityKind, action: 'CREATED', event: entityKind === 'Vehicles' ? 'vehicle.create' : 'location.create' }) as const;

const auditCreated = (ctx: GraphQLContext, actor: Actor, entityKind: 'Vehicles' | 'Locations', entityId: string, after: unknown) =>
  audit(ctx.db, { tenantId: actor.tenantId, userId: actor.user.id, ...createdAudit(entityKind), entityId, after, ip: ctx.ip });

/** The columns of a new vehicle of the order's client (vehicles, in order after tenant and client): the offline VIN decoder fills what the form left empty. */
export const newVehicleValues = (input: VehicleInput) => {
  const decoded = input.vin ? decodeVin(input.vin) : null;
  return {
    vin: input.vin,
    year: input.year ?? decoded?.year ?? null,
    make: input.make ?? decoded?.make ?? null,
    model: input.model ?? decoded?.model ?? null,
    vehicleClass: input.vehicleClass ?? decoded?.vehicleClass ?? null,
    colour: input.colour,
    fuelType: input.fuelType !== 'UNKNOWN' ? input.fuelType : (decoded?.fuelType ?? 'UNKNOWN'),
    transmission: input.transmission,
    plate: input.plate,
    plateState: input.plateState,
    odometer: input.odometer,
    keys: input.keys,
  };
};

/** A new vehicle of the order's client, with its audit row. */
const insertVehicle = async (ctx: GraphQLContext, actor: Actor, clientId: string, input: VehicleInput) => {
  const values = newVehicleValues(input);
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO vehicles (tenant_id, client_id, vin, year, make, model, vehicle_class, colour, fuel_type, transmission, plate,
       plate_state, odometer, keys) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [actor.tenantId, clientId, ...Object.values(values)],
  );
  await auditCreated(ctx, actor, 'Vehicles', rows[0].id, values);
  return rows[0].id;
};

/** An existing vehicle (checked to exist by the caller); the fields the input gives update it (UNKNOWN gives nothing). */
const updateVehicle = async (ctx: GraphQLContext, actor: Actor, id: string, input: VehicleInput) => {
  const given = {
    vin: input.vin,
    year: input.year,
    make: input.make,
    model: input.model,
    vehicle_class: input.vehicleClass,
    colour: input.colour,
    fuel_type: input.fuelType === 'UNKNOWN' ? null : input.fuelType,
    transmission: input.transmission === 'UNKNOWN' ? null : input.transmission,
    plate: input.plate,
    plate_state: input.plateState,
    odometer: input.odometer,
    keys: input.keys,
  };
  const changed = Object.entries(given).filter(([, value]) => value !== null);
  if (changed.length === 0) return id;
  await ctx.db.query(
    `UPDATE vehicles SET ${changed.map(([column], i) => `${column} = $${i + 2}`).join(', ')}, version = version + 1,
       updated_at = now() WHERE id = $1`,
    [id, ...changed.map(([, value]) => value)],
  );
  await auditAs(ctx, actor, {
    entityKind: 'Vehicles',
    entityId: id,
    action: 'UPDATED',
    event: 'vehicle.update',
    after: Object.fromEntries(changed),
  });
  return id;
};

export const placeVehicles = async (ctx: GraphQLContext, actor: Actor, clientId: string, vehicles: readonly VehicleInput[]) => {
  const ids: string[] = [];
  for (const vehicle of vehicles)
    ids.push(vehicle.id ? await updateVehicle(ctx, actor, vehicle.id, vehicle) : await insertVehicle(ctx, actor, clientId, vehicle));
  return ids;
};

/** The columns of a new location (locations, in order after tenant, client and customer): typed coordinates win (FORM), else the offline postal-code table. */
export const newLocationValues = async (input: LocationInput) => {
  const typed = input.lat !== null && input.lng !== null ? { lat: input.lat, lng: input.lng } : null;
  const found = typed ? null : await geocodePostalCode(input.country, input.postalCode);
  const point = typed ?? found;
  return {
    name: input.name,
    type: input.type,
    address1: input.address1,
    address2: input.address2,
    city: input.city,
    county: input.county ?? found?.county ?? null,
    stateProvince: input.stateProvince,
    postalCode: input.postalCode,
    country: input.country,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    geocodeSource: typed ? 'FORM' : found ? 'POSTAL_CODE' : 'NONE',
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    hours: input.hours,
  };
};

/** New locations of the order's client: typed coordinates win (FORM), else the offline postal-code table. */
export const placeLocations = async (
  ctx: GraphQLContext,
  actor: Actor,
  owner: { clientId: string; customerId: string | null },
  locations: readonly LocationInput[],
): Promise<PlacedLocation[]> => {
  const placed: PlacedLocation[] = [];
  for (const input of locations) {
    const values = await newLocationValues(input);
    const { rows } = await ctx.db.query<{ id: string }>(
      `INSERT INTO locations (tenant_id, client_id, customer_id, name, type, address1, address2, city, county, state_province,
         postal_code, country, lat, lng, geocode_source, contact_name, contact_phone, hours)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
      [actor.tenantId, owner.clientId, owner.customerId, ...Object.values(values)],
    );
    await auditCreated(ctx, actor, 'Locations', rows[0].id, values);
    placed.push({ id: rows[0].id, lat: values.lat, lng: values.lng });
  }
  return placed;
};
