import { IFTA_QUARTER, iftaRateInputSchema } from '../../src/domain/ifta/iftaRates';
import type { Queryable } from '../db/database';
import { badUserInput } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { auditWrite, insertRow, lockRow, updateRow, validateInput, writeColumns } from '../records/writes';
import { requireIftaStaff } from './ifta.access';
import { IFTA_RATES, type IftaRateRow, RATE_SELECT } from './ifta.rows';

/**
 * The quarter's rates as the return uses them: per jurisdiction and fuel type the tenant's own row if it entered one,
 * else the published one (062_ifta.sql), ordered by jurisdiction.
 */
export const quarterRates = async (db: Queryable, quarter: string, fuelType?: string): Promise<IftaRateRow[]> => {
  const { rows } = await db.query<IftaRateRow>(
    `SELECT DISTINCT ON (r.jurisdiction, r.fuel_type) ${RATE_SELECT} FROM ifta_rates r
     WHERE r.quarter = $1 AND r.deleted_at IS NULL AND ($2::text IS NULL OR r.fuel_type = $2)
     ORDER BY r.jurisdiction, r.fuel_type, r.tenant_id NULLS LAST`,
    [quarter, fuelType ?? null],
  );
  return rows;
};

const COLUMNS = ['quarter', 'jurisdiction', 'fuel_type', 'rate', 'surcharge_rate', 'interest_rate', 'source'];

const taken = (error: unknown) => (error as { code?: string }).code === '23505';

export const iftaRates = (ctx: GraphQLContext, quarter: string) => {
  requireIftaStaff(ctx);
  if (!IFTA_QUARTER.test(quarter)) throw badUserInput({ quarter: ['A quarter is written 2025-Q3.'] });
  return quarterRates(ctx.db, quarter);
};

/** Saves a rate of the tenant's (a published one for the same quarter, jurisdiction and fuel is then overridden). */
export const createIftaRate = async (ctx: GraphQLContext, input: unknown) => {
  const who = requireIftaStaff(ctx);
  const value = validateInput(iftaRateInputSchema, input);
  const values = [value.quarter, value.jurisdiction, value.fuelType, value.rate, value.surchargeRate, value.interestRate, value.source];
  const { rows } = await ctx.db.query<{ id: string }>(
    `SELECT id FROM ifta_rates WHERE tenant_id = $1 AND quarter = $2 AND jurisdiction = $3 AND fuel_type = $4 AND deleted_at IS NULL`,
    [who.tenantId, value.quarter, value.jurisdiction, value.fuelType],
  );
  if (rows[0])
    throw badUserInput({ 'input.jurisdiction': ['This quarter already has your rate for this jurisdiction and fuel: edit it.'] });
  try {
    return await insertRow<IftaRateRow>(
      ctx,
      { tenantId: who.tenantId, user: who.user },
      IFTA_RATES,
      [...COLUMNS, 'created_by'],
      [...values, who.user.id],
    );
  } catch (error) {
    if (taken(error)) throw badUserInput({ 'input.jurisdiction': ['This quarter already has your rate for this jurisdiction and fuel.'] });
    throw error;
  }
};

export const updateIftaRate = async (ctx: GraphQLContext, id: string, version: number, input: unknown) => {
  const who = requireIftaStaff(ctx);
  const value = validateInput(iftaRateInputSchema, input);
  const before = await lockRow<IftaRateRow>(ctx, who.tenantId, IFTA_RATES, id, version);
  const values = [value.quarter, value.jurisdiction, value.fuelType, value.rate, value.surchargeRate, value.interestRate, value.source];
  try {
    return await updateRow<IftaRateRow>(ctx, who, IFTA_RATES, { id, version, before }, COLUMNS, values);
  } catch (error) {
    if (taken(error)) throw badUserInput({ 'input.jurisdiction': ['This quarter already has your rate for this jurisdiction and fuel.'] });
    throw error;
  }
};

/** Deletes the tenant's rate (the published one, if any, applies again). */
export const deleteIftaRate = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireIftaStaff(ctx);
  const before = await lockRow<IftaRateRow>(ctx, who.tenantId, IFTA_RATES, id, version);
  const after = await writeColumns<IftaRateRow>(ctx, who.tenantId, IFTA_RATES, before, { deleted_at: new Date() });
  await auditWrite(ctx, who, IFTA_RATES, 'delete', id, { before, after });
  return true;
};
