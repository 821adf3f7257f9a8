import * as z from 'zod';
import { vehicleInputSchema } from '../../src/domain/schemas/orders';
import { normalizeVin, validateVin } from '../../src/domain/vin';
import type { VehicleInput } from '../../src/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import { conflict } from '../graphql/errors';
import type { VehicleRow } from '../graphql/rows';
import { decodeVinFull } from '../vin/decode';
import { requireEditor } from './access';
import { VEHICLE_SELECT, VEHICLES } from './columns';
import { auditWrite, lockRow, softDelete, validateInput } from './records';

/** Vehicles: create, edit, soft delete. What the VIN says fills the fields the form left empty. */

/** The shared form schema, plus the plate's state (not on the order form). */
const vehicleSchema = z.intersection(
  vehicleInputSchema,
  z.object({
    plateState: z
      .string()
      .trim()
      .max(20, 'The plate state may not be greater than 20 characters.')
      .nullish()
      .transform((value) => (value ? value.toUpperCase() : null)),
  }),
);

const blank = (value: string | null | undefined) => !value?.trim();

/** A valid VIN fills what the form left empty before the required-field checks run, as the form's decode button does. */
const withDecoded = async (input: VehicleInput): Promise<VehicleInput> => {
  const vin = input.vin ? normalizeVin(input.vin) : '';
  const complete = input.year && !blank(input.make) && !blank(input.model) && input.vehicleClass && input.fuelType && input.fuelType !== 'UNKNOWN';
  if (complete || !vin || !validateVin(vin).ok) return input;
  const decoded = await decodeVinFull(vin);
  return {
    ...input,
    year: input.year ?? decoded.year,
    make: blank(input.make) ? decoded.make : input.make,
    model: blank(input.model) ? decoded.model : input.model,
    vehicleClass: input.vehicleClass ?? decoded.vehicleClass,
    fuelType: input.fuelType && input.fuelType !== 'UNKNOWN' ? input.fuelType : decoded.fuelType,
  };
};

type VehicleValues = z.output<typeof vehicleSchema>;

const vehicleValues = async (input: VehicleInput): Promise<VehicleValues> => validateInput(vehicleSchema, await withDecoded(input));

const COLUMNS = ['vin', 'year', 'make', 'model', 'vehicle_class', 'colour', 'fuel_type', 'transmission', 'plate', 'plate_state', 'odometer', 'keys'];
const ordered = (v: VehicleValues) => [v.vin, v.year, v.make, v.model, v.vehicleClass, v.colour, v.fuelType, v.transmission, v.plate, v.plateState, v.odometer, v.keys];

export const createVehicle = async (ctx: GraphQLContext, input: VehicleInput) => {
  const { user, tenantId } = requireEditor(ctx);
  const values = await vehicleValues(input);
  const { rows } = await ctx.db.query<VehicleRow>(
    `INSERT INTO vehicles AS v (tenant_id, ${COLUMNS.join(', ')})
     VALUES ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING ${VEHICLE_SELECT}`,
    [tenantId, ...ordered(values)],
  );
  const vehicle = rows[0];
  await auditWrite(ctx, tenantId, user.id, { entityKind: 'Vehicles', entityId: vehicle.id, action: 'CREATED', event: 'vehicle.create', after: vehicle });
  return vehicle;
};

export const updateVehicle = async (ctx: GraphQLContext, id: string, version: number, input: VehicleInput) => {
  const { user, tenantId } = requireEditor(ctx);
  const before = await lockRow<VehicleRow>(ctx, tenantId, VEHICLES, id, version);
  const values = await vehicleValues(input);
  const { rows } = await ctx.db.query<VehicleRow>(
    `UPDATE vehicles v SET ${COLUMNS.map((column, i) => `${column} = $${i + 4}`).join(', ')},
       version = v.version + 1, updated_at = now()
     WHERE v.tenant_id = $1 AND v.id = $2 AND v.version = $3 RETURNING ${VEHICLE_SELECT}`,
    [tenantId, id, version, ...ordered(values)],
  );
  if (rows.length === 0) throw conflict();
  await auditWrite(ctx, tenantId, user.id, { entityKind: 'Vehicles', entityId: id, action: 'UPDATED', event: 'vehicle.update', before, after: rows[0] });
  return rows[0];
};

export const deleteVehicle = async (ctx: GraphQLContext, id: string, version: number) => {
  const { user, tenantId } = requireEditor(ctx);
  const before = await lockRow<VehicleRow>(ctx, tenantId, VEHICLES, id, version);
  const after = await softDelete<VehicleRow>(ctx, tenantId, VEHICLES, id);
  await auditWrite(ctx, tenantId, user.id, { entityKind: 'Vehicles', entityId: id, action: 'DELETED', event: 'vehicle.delete', before, after });
  return after;
};
