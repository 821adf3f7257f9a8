import type * as z from 'zod';
import { vehicleInputSchema } from '../../src/domain/schemas/orders';
import { normalizeVin, validateVin } from '../../src/domain/vin';
import type { VehicleInput } from '../../src/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import type { VehicleRow } from './directory.rows';
import { decodeVinFull } from '../vin/decode';
import { requireEditor } from './directory.access';
import { VEHICLES } from './directory.columns';
import { deleteRow, insertRow, lockRow, updateRow, validateInput } from '../records/writes';

/** Vehicles: create, edit, soft delete. What the VIN says fills the fields the form left empty. */

/** The shared form schema; the plate's state (not on the order form) is kept upper-case, as on the plate. */
const vehicleSchema = vehicleInputSchema.transform((vehicle) => ({ ...vehicle, plateState: vehicle.plateState?.toUpperCase() ?? null }));

const blank = (value: string | null | undefined) => !value?.trim();

/** A valid VIN fills what the form left empty before the required-field checks run, as the form's decode button does. */
const withDecoded = async (input: VehicleInput): Promise<VehicleInput> => {
  const vin = input.vin ? normalizeVin(input.vin) : '';
  const complete =
    input.year && !blank(input.make) && !blank(input.model) && input.vehicleClass && input.fuelType && input.fuelType !== 'UNKNOWN';
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

const COLUMNS = [
  'vin',
  'year',
  'make',
  'model',
  'vehicle_class',
  'colour',
  'fuel_type',
  'transmission',
  'plate',
  'plate_state',
  'odometer',
  'keys',
];
const ordered = (v: VehicleValues) => [
  v.vin,
  v.year,
  v.make,
  v.model,
  v.vehicleClass,
  v.colour,
  v.fuelType,
  v.transmission,
  v.plate,
  v.plateState,
  v.odometer,
  v.keys,
];

export const createVehicle = async (ctx: GraphQLContext, input: VehicleInput) => {
  const who = requireEditor(ctx);
  const values = await vehicleValues(input);
  return insertRow<VehicleRow>(ctx, who, VEHICLES, COLUMNS, ordered(values));
};

export const updateVehicle = async (ctx: GraphQLContext, id: string, version: number, input: VehicleInput) => {
  const who = requireEditor(ctx);
  const before = await lockRow<VehicleRow>(ctx, who.tenantId, VEHICLES, id, version);
  const values = await vehicleValues(input);
  return updateRow<VehicleRow>(ctx, who, VEHICLES, { id, version, before }, COLUMNS, ordered(values));
};

export const deleteVehicle = (ctx: GraphQLContext, id: string, version: number) =>
  deleteRow<VehicleRow>(ctx, requireEditor(ctx), VEHICLES, id, version);
