import { type UnitInputValues, unitInputSchema } from '../../src/domain/schemas/carriers';
import type { UnitInput } from '../../src/generated/resolvers';
import { insertRow, lockRow, updateRow, validateInput } from '../records/writes';
import { badUserInput } from '../errors';
import { decodeVinFull } from '../vin/decode';
import type { GraphQLContext } from '../graphql/context';
import { requireCarrierEditor } from './carriers.access';
import { referenceErrors, requireReferences } from '../records/references';
import { UNIT_SELECT, type UnitRow } from './carriers.rows';

/**
 * The operator's power units: create and edit. IFTA qualification is computed when read (qualification.ifta.ts); the
 * VIN fills the year, make and model the form left empty.
 */

export const UNITS = { table: 'units', alias: 'u', select: UNIT_SELECT, what: 'Unit', kind: 'Units', noun: 'unit' };

const COLUMNS = [
  'unit_number',
  'kind',
  'vin',
  'year',
  'make',
  'model',
  'plate',
  'plate_state',
  'axles',
  'gross_weight_lb',
  'combined_weight_lb',
  'fuel_type',
  'driver_id',
];

/** The VIN decoded (offline vPIC, as the vehicle forms do) fills the year, make and model the input left empty. */
const decoded = async (data: UnitInputValues): Promise<UnitInputValues> => {
  if (!data.vin || (data.year !== null && data.make !== null && data.model !== null)) return data;
  const vin = await decodeVinFull(data.vin);
  return { ...data, year: data.year ?? vin.year, make: data.make ?? vin.make, model: data.model ?? vin.model };
};

const values = (u: UnitInputValues) => [
  u.unitNumber,
  u.kind,
  u.vin,
  u.year,
  u.make,
  u.model,
  u.plate,
  u.plateState,
  u.axles,
  u.grossWeightLb,
  u.combinedWeightLb,
  u.fuelType,
  u.driverId,
];

const TAKEN = { 'input.unitNumber': ['The unit number has already been taken.'] };

/** Unit numbers are unique per tenant; a race on one is decided by the unique index, and the loser hears the same. */
const checkNumber = async (ctx: GraphQLContext, tenantId: string, unitNumber: string, exceptId: string | null) => {
  const { rows } = await ctx.db.query(
    'SELECT 1 FROM units WHERE tenant_id = $1 AND unit_number = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)',
    [tenantId, unitNumber, exceptId],
  );
  if (rows.length > 0) throw badUserInput(TAKEN);
};
const taken = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505' ? badUserInput(TAKEN) : error;

export const createUnit = async (ctx: GraphQLContext, input: UnitInput): Promise<UnitRow> => {
  const who = requireCarrierEditor(ctx);
  const data = await decoded(validateInput(unitInputSchema, input));
  await requireReferences([referenceErrors(ctx, who.tenantId, 'drivers', [{ id: data.driverId, field: 'input.driverId' }])]);
  await checkNumber(ctx, who.tenantId, data.unitNumber, null);
  return insertRow<UnitRow>(ctx, who, UNITS, COLUMNS, values(data)).catch((error: unknown) => {
    throw taken(error);
  });
};

export const updateUnit = async (ctx: GraphQLContext, id: string, version: number, input: UnitInput): Promise<UnitRow> => {
  const who = requireCarrierEditor(ctx);
  const before = await lockRow<UnitRow>(ctx, who.tenantId, UNITS, id, version);
  const data = await decoded(validateInput(unitInputSchema, input));
  await requireReferences([referenceErrors(ctx, who.tenantId, 'drivers', [{ id: data.driverId, field: 'input.driverId' }])]);
  await checkNumber(ctx, who.tenantId, data.unitNumber, id);
  return updateRow<UnitRow>(ctx, who, UNITS, { id, version, before }, COLUMNS, values(data)).catch((error: unknown) => {
    throw taken(error);
  });
};
