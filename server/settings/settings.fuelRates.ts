import { isCalendarDay } from '../../src/domain/dates';
import { type FuelSchedule, surchargeOf } from '../../src/domain/settings/fuel';
import { parseFuelSeries } from '../../src/domain/settings/fuelCsv';
import { currencyDigits, FUEL_SOURCE_MAX, fuelRateInputSchema } from '../../src/domain/settings/schemas';
import type { FuelRateOrderByColumn, QueryFuelRatesArgs } from '../../src/generated/resolvers';
import { auditAs } from '../audit';
import { badUserInput, checkVersion, isUuid } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { ListQuery } from '../graphql/listQuery';
import { buildOrderBy } from '../graphql/where';
import { auditWrite, insertRow, updateRow, validateInput } from '../records/writes';
import { requireSettingsAdmin } from './settings.access';
import { FUEL_RATE_SELECT, FUEL_RATES, type FuelRateRow } from './settings.rows';

/**
 * The tenant's weekly fuel index (docs/decisions.md#tenant-settings-and-fuel-rates-issue-29): a week stores the
 * published price per fuel unit and the surcharge per distance unit it gives by the tenant's schedule at the time of
 * writing, which is what pricing multiplies (server/pricing/inputs.ts reads fuel_rates.rate_per_distance).
 */

/** The tenant's surcharge schedule and its currency's minor digits (a published $3.759 is 375.9¢). */
const scheduleOf = async (ctx: GraphQLContext, tenantId: string): Promise<FuelSchedule & { digits: number }> => {
  const { rows } = await ctx.db.query<{ basePrice: number; economy: number; currency: string }>(
    `SELECT fuel_base_price::float8 AS "basePrice", fuel_economy::float8 AS economy, trim(currency) AS currency FROM tenants WHERE id = $1`,
    [tenantId],
  );
  return { basePrice: rows[0].basePrice, economy: rows[0].economy, digits: currencyDigits(rows[0].currency) };
};

const ORDER: Record<FuelRateOrderByColumn, string> = { EFFECTIVE_FROM: 'fr.effective_from', PRICE_PER_UNIT: 'fr.price_per_unit' };

/** A day argument: none is null, anything but a real YYYY-MM-DD is a field error. */
const dayArg = (value: string | null | undefined, field: string) => {
  if (value === null || value === undefined) return null;
  if (!isCalendarDay(value)) throw badUserInput({ [field]: ['Give a date as YYYY-MM-DD.'] });
  return value;
};

/** /admin/settings/fuel-rates: newest week first, 25 a page; from and to narrow the weeks. */
export const listFuelRates = (ctx: GraphQLContext, args: QueryFuelRatesArgs) => {
  const { tenantId } = requireSettingsAdmin(ctx);
  const from = dayArg(args.from, 'from');
  const to = dayArg(args.to, 'to');
  const q = new ListQuery(tenantId, ['fr.tenant_id = $1']);
  if (from) q.bind(from, (p) => `fr.effective_from >= ${p}::date`);
  if (to) q.bind(to, (p) => `fr.effective_from <= ${p}::date`);
  return q.page<FuelRateRow>(
    ctx.db,
    { select: FUEL_RATE_SELECT, from: 'fuel_rates fr', orderBy: buildOrderBy(args.orderBy, ORDER, 'fr.effective_from DESC', 'fr.id ASC') },
    args,
    25,
  );
};

/** One week of the tenant by id, or null (another tenant's and a malformed id included). */
export const findFuelRate = async (ctx: GraphQLContext, id: string, lock = false): Promise<FuelRateRow | null> => {
  const { tenantId } = requireSettingsAdmin(ctx);
  if (!isUuid(id)) return null;
  const { rows } = await ctx.db.query<FuelRateRow>(
    `SELECT ${FUEL_RATE_SELECT} FROM fuel_rates fr WHERE fr.tenant_id = $1 AND fr.id = $2${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  );
  return rows[0] ?? null;
};

/** The week pricing applies on `date` (src/domain/pricing.ts fuelRateOn: the latest that starts on or before it). */
export const fuelRateOn = async (ctx: GraphQLContext, date: string): Promise<FuelRateRow | null> => {
  const { tenantId } = requireSettingsAdmin(ctx);
  const day = dayArg(date, 'date');
  const { rows } = await ctx.db.query<FuelRateRow>(
    `SELECT ${FUEL_RATE_SELECT} FROM fuel_rates fr WHERE fr.tenant_id = $1 AND fr.effective_from <= $2::date
     ORDER BY fr.effective_from DESC LIMIT 1`,
    [tenantId, day],
  );
  return rows[0] ?? null;
};

const TAKEN = { 'input.effectiveFrom': ['The index already has this week: edit it instead.'] };

/** A unique index's refusal (23505: the week is taken) as the form's field error; any other error as it was. */
const orTaken = (error: unknown): never => {
  throw typeof error === 'object' && error !== null && 'code' in error && error.code === '23505' ? badUserInput(TAKEN) : error;
};

const COLUMNS = ['effective_from', 'price_per_unit', 'rate_per_distance', 'source'] as const;

const weekValues = async (ctx: GraphQLContext, tenantId: string, input: unknown) => {
  const data = validateInput(fuelRateInputSchema, input);
  const schedule = await scheduleOf(ctx, tenantId);
  return [data.effectiveFrom, data.pricePerUnit, surchargeOf(data.pricePerUnit, schedule), data.source];
};

/** Adds a week (`fuelRate.create`); a week the tenant has is a field error. */
export const createFuelRate = async (ctx: GraphQLContext, input: unknown): Promise<FuelRateRow> => {
  const who = requireSettingsAdmin(ctx);
  const values = await weekValues(ctx, who.tenantId, input);
  return insertRow<FuelRateRow>(ctx, who, FUEL_RATES, COLUMNS, values).catch(orTaken);
};

/** The week to change, locked at the client's version: NOT_FOUND (another tenant's too), else CONFLICT when stale. */
const lockWeek = async (ctx: GraphQLContext, id: string, version: number) =>
  checkVersion(await findFuelRate(ctx, id, true), version, FUEL_RATES.what);

/** Edits a week at its version (`fuelRate.update`): its surcharge is worked out again by today's schedule. */
export const updateFuelRate = async (ctx: GraphQLContext, id: string, version: number, input: unknown): Promise<FuelRateRow> => {
  const who = requireSettingsAdmin(ctx);
  const before = await lockWeek(ctx, id, version);
  const values = await weekValues(ctx, who.tenantId, input);
  return updateRow<FuelRateRow>(ctx, who, FUEL_RATES, { id, version, before }, COLUMNS, values).catch(orTaken);
};

/** Removes a week (`fuelRate.delete`); what was priced with it keeps its lines. */
export const deleteFuelRate = async (ctx: GraphQLContext, id: string, version: number): Promise<FuelRateRow> => {
  const who = requireSettingsAdmin(ctx);
  const before = await lockWeek(ctx, id, version);
  await ctx.db.query('DELETE FROM fuel_rates WHERE tenant_id = $1 AND id = $2', [who.tenantId, id]);
  await auditWrite(ctx, who, FUEL_RATES, 'delete', id, { before });
  return before;
};

/** The CSV the browser sends as a String argument: a weekly series for decades is well under this. */
export const FUEL_CSV_MAX_CHARS = 300_000;

/** What an import of `csv` would write: each good week with its surcharge and whether the tenant has it, and the bad rows. */
const readImport = async (ctx: GraphQLContext, tenantId: string, csv: string) => {
  if (csv.length > FUEL_CSV_MAX_CHARS) throw badUserInput({ csv: ['The file is too large: import the series in parts.'] });
  const schedule = await scheduleOf(ctx, tenantId);
  const series = parseFuelSeries(csv, schedule.digits);
  const { rows: stored } = await ctx.db.query<{ day: string }>(
    `SELECT to_char(effective_from, 'YYYY-MM-DD') AS day FROM fuel_rates WHERE tenant_id = $1 AND effective_from = ANY($2::date[])`,
    [tenantId, series.rows.map((row) => row.effectiveFrom)],
  );
  const has = new Set(stored.map((row) => row.day));
  const rows = series.rows.map((row) => ({
    ...row,
    ratePerDistance: surchargeOf(row.pricePerUnit, schedule),
    updates: has.has(row.effectiveFrom),
  }));
  const updated = rows.filter((row) => row.updates).length;
  return { rows, errors: series.errors, created: rows.length - updated, updated };
};

/** Reads a published series without writing it: the rows it would write and the rows in error. */
export const previewFuelRateImport = (ctx: GraphQLContext, csv: string) => readImport(ctx, requireSettingsAdmin(ctx).tenantId, csv);

/**
 * Imports a series all or nothing: a row in error is BAD_USER_INPUT (`csv.line.<n>`) and nothing is written; else
 * every week in one statement, a week the tenant has updated to the file's price (version bumped), with one audit
 * row `fuelRate.import` naming the weeks created and updated, in the request's transaction.
 */
export const importFuelRates = async (ctx: GraphQLContext, csv: string, source: string | null | undefined) => {
  const who = requireSettingsAdmin(ctx);
  const label = source?.trim() || null;
  if (label && label.length > FUEL_SOURCE_MAX)
    throw badUserInput({ source: [`The source may not be greater than ${FUEL_SOURCE_MAX} characters.`] });
  const read = await readImport(ctx, who.tenantId, csv);
  if (read.errors.length > 0)
    throw badUserInput(Object.fromEntries(read.errors.map((error) => [`csv.line.${error.line}`, [error.message]])));
  await ctx.db.query(
    `INSERT INTO fuel_rates AS fr (tenant_id, effective_from, price_per_unit, rate_per_distance, source)
     SELECT $1, w.day, w.price, w.rate, $5 FROM unnest($2::date[], $3::numeric[], $4::numeric[]) AS w(day, price, rate)
     ON CONFLICT (tenant_id, effective_from) DO UPDATE SET price_per_unit = EXCLUDED.price_per_unit,
       rate_per_distance = EXCLUDED.rate_per_distance, source = EXCLUDED.source, version = fr.version + 1, updated_at = now()`,
    [
      who.tenantId,
      read.rows.map((row) => row.effectiveFrom),
      read.rows.map((row) => row.pricePerUnit),
      read.rows.map((row) => row.ratePerDistance),
      label,
    ],
  );
  const days = (updates: boolean) => read.rows.filter((row) => row.updates === updates).map((row) => row.effectiveFrom);
  await auditAs(ctx, who, {
    entityKind: FUEL_RATES.kind,
    entityId: who.tenantId,
    action: 'UPDATED',
    event: 'fuelRate.import',
    after: { source: label, created: days(false), updated: days(true) },
  });
  return read;
};
