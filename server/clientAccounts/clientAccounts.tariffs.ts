import type { DistanceUnit } from '../../src/domain/geo';
import { type PricePlace, priceQuote, type TariffRate } from '../../src/domain/pricing';
import { isCalendarDay } from '../../src/domain/dates';
import { tariffRateInputSchema, type TariffRateInputValues } from '../../src/domain/schemas/tariffRates';
import type { TariffSampleInput } from '../../src/generated/resolvers';
import { badUserInput, isUuid, notFound } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { loadTariffs } from '../pricing/inputs';
import { deleteRow, findRow, insertRow, lockRow, updateRow, validateInput } from '../records/writes';
import { requireAccountManager, requireAccountReader } from './clientAccounts.access';
import { type PartyArgs, resolveParty } from './clientAccounts.parties';
import { type Party, TARIFF_RATE_ORDER, TARIFF_RATES, type TariffRateRow } from './clientAccounts.rows';

/**
 * Tariff rates: the price tables pricing reads (server/pricing/inputs.ts), per party, transport method, vehicle class,
 * distance band and effective dates. Two rates of one party, method and class may not overlap in both band and dates,
 * so one rate at most applies to a leg of each kind. A change prices only what is quoted after it: quotes and orders
 * keep the lines they were agreed with (their line items are stored, nothing re-prices them).
 */

const COLUMNS = [
  'transport_method',
  'vehicle_class',
  'distance_from',
  'distance_to',
  'rate_per_zone',
  'minimum',
  'effective_from',
  'effective_to',
];
const values = (data: TariffRateInputValues) => [
  data.transportMethod,
  data.vehicleClass,
  data.distanceFrom,
  data.distanceTo,
  data.ratePerZone,
  data.minimum,
  data.effectiveFrom,
  data.effectiveTo,
];

/**
 * Refuses a rate whose band and dates overlap another live rate of the same party, method and class (a field error
 * naming it). The party's rates are serialised by a transaction lock, so two racing writes cannot both pass.
 */
const checkOverlap = async (ctx: GraphQLContext, tenantId: string, party: Party, data: TariffRateInputValues, exceptId: string | null) => {
  await ctx.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `tariff_rates:${tenantId}:${party.clientId ?? ''}:${party.customerId ?? ''}:${data.transportMethod}`,
  ]);
  const { rows } = await ctx.db.query<{ id: string; band: string }>(
    `SELECT tr.id, tr.distance_from::float8 || '–' || coalesce(tr.distance_to::float8::text, '…') AS band FROM tariff_rates tr
     WHERE tr.tenant_id = $1 AND tr.deleted_at IS NULL AND tr.client_id IS NOT DISTINCT FROM $2::uuid AND tr.customer_id IS NOT DISTINCT FROM $3::uuid
       AND tr.transport_method = $4 AND tr.vehicle_class IS NOT DISTINCT FROM $5::text AND ($10::uuid IS NULL OR tr.id <> $10::uuid)
       AND numrange(tr.distance_from, tr.distance_to, '[)') && numrange($6::numeric, $7::numeric, '[)')
       AND daterange(tr.effective_from, tr.effective_to, '[]') && daterange($8::date, $9::date, '[]')
     ORDER BY ${TARIFF_RATE_ORDER} LIMIT 1`,
    [
      tenantId,
      party.clientId,
      party.customerId,
      data.transportMethod,
      data.vehicleClass,
      data.distanceFrom,
      data.distanceTo,
      data.effectiveFrom,
      data.effectiveTo,
      exceptId,
    ],
  );
  if (rows[0])
    throw badUserInput({
      'input.distanceFrom': [
        `Another ${data.transportMethod} rate for ${data.vehicleClass ?? 'any class'} (band ${rows[0].band}) covers part of this band on some of these dates: end that one first (its "effective to" date) or choose another band.`,
      ],
    });
};

export const listDefaultTariffRates = async (ctx: GraphQLContext) => {
  const { tenantId } = requireAccountReader(ctx);
  const { rows } = await ctx.db.query<TariffRateRow>(
    `SELECT ${TARIFF_RATES.select} FROM tariff_rates tr
     WHERE tr.tenant_id = $1 AND tr.client_id IS NULL AND tr.customer_id IS NULL AND tr.deleted_at IS NULL ORDER BY ${TARIFF_RATE_ORDER}`,
    [tenantId],
  );
  return rows;
};

export const createTariffRate = async (ctx: GraphQLContext, args: PartyArgs, input: unknown) => {
  const who = requireAccountManager(ctx);
  const party = await resolveParty(ctx, who.tenantId, args, true);
  const data = validateInput(tariffRateInputSchema, input);
  await checkOverlap(ctx, who.tenantId, party, data, null);
  const row = await insertRow<TariffRateRow>(
    ctx,
    who,
    TARIFF_RATES,
    ['client_id', 'customer_id', ...COLUMNS],
    [party.clientId, party.customerId, ...values(data)],
  );
  return row;
};

export const updateTariffRate = async (ctx: GraphQLContext, id: string, version: number, input: unknown) => {
  const who = requireAccountManager(ctx);
  const before = await lockRow<TariffRateRow>(ctx, who.tenantId, TARIFF_RATES, id, version);
  const data = validateInput(tariffRateInputSchema, input);
  await checkOverlap(ctx, who.tenantId, before, data, id);
  return updateRow<TariffRateRow>(ctx, who, TARIFF_RATES, { id, version, before }, COLUMNS, values(data));
};

export const deleteTariffRate = (ctx: GraphQLContext, id: string, version: number) =>
  deleteRow<TariffRateRow>(ctx, requireAccountManager(ctx), TARIFF_RATES, id, version);

/** The sample leg's ends: no place, so no pickup or delivery fee zone applies and the rate and fuel are all it shows. */
const NOWHERE: PricePlace = { lat: 0, lng: 0, city: null, county: null, stateProvince: null, country: 'US' };

const MAX_SAMPLE_DISTANCE = 100_000;

/**
 * A sample leg priced twice, with the party's rates as stored and as they would be with the form's rate (replacing
 * the edited one, or added, or — without a rate — the edited one removed). Reads only: nothing is stored or audited.
 */
export const tariffSample = async (ctx: GraphQLContext, input: TariffSampleInput) => {
  const { tenantId } = requireAccountReader(ctx);
  const errors: Record<string, string[]> = {};
  if (!(Number.isFinite(input.distance) && input.distance > 0 && input.distance <= MAX_SAMPLE_DISTANCE))
    errors['input.distance'] = [`The sample distance must be more than 0 and at most ${MAX_SAMPLE_DISTANCE.toLocaleString('en-US')}.`];
  if (input.pickupDate && !isCalendarDay(input.pickupDate))
    errors['input.pickupDate'] = ['The pickup date must be a valid date (YYYY-MM-DD).'];
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const draft = input.rate ? validateInput(tariffRateInputSchema, input.rate, 'input.rate') : null;

  let party: Party;
  let edited: TariffRateRow | null = null;
  if (input.rateId) {
    edited = isUuid(input.rateId) ? await findRow<TariffRateRow & { deletedAt?: Date }>(ctx, tenantId, TARIFF_RATES, input.rateId) : null;
    if (!edited) throw notFound(TARIFF_RATES.what);
    party = edited;
  } else party = await resolveParty(ctx, tenantId, input, true);
  const clientId = party.clientId ?? (party.customerId ? await customersClient(ctx, tenantId, party.customerId) : null);

  const tenant = (
    await ctx.db.query<{ currency: string; distanceUnit: DistanceUnit; zoneSize: number; locale: string; today: string }>(
      `SELECT currency, distance_unit AS "distanceUnit", zone_size AS "zoneSize", locale, to_char(app_today(), 'YYYY-MM-DD') AS today
       FROM tenants WHERE id = $1`,
      [tenantId],
    )
  ).rows[0];
  const stored = await loadTariffs(ctx.db, tenantId, clientId, party.customerId);
  const withDraft: TariffRate[] = stored.filter((rate) => rate.id !== edited?.id);
  if (draft) withDraft.push({ id: edited?.id ?? 'draft', clientId: party.clientId, customerId: party.customerId, ...draft });

  const pickupDate = input.pickupDate ?? (draft?.effectiveFrom && draft.effectiveFrom > tenant.today ? draft.effectiveFrom : tenant.today);
  const transportMethod = input.transportMethod ?? draft?.transportMethod ?? edited?.transportMethod ?? 'DRIVEN';
  const vehicleClass = input.vehicleClass ?? draft?.vehicleClass ?? edited?.vehicleClass ?? null;
  const fuelRates = (
    await ctx.db.query<{ id: string; effectiveFrom: string; ratePerDistance: number }>(
      `SELECT id, to_char(effective_from, 'YYYY-MM-DD') AS "effectiveFrom", rate_per_distance::float8 AS "ratePerDistance"
       FROM fuel_rates WHERE tenant_id = $1 ORDER BY effective_from`,
      [tenantId],
    )
  ).rows;
  const price = (tariffs: TariffRate[]) =>
    priceQuote({
      tenant: { currency: tenant.currency.trim(), distanceUnit: tenant.distanceUnit, zoneSize: tenant.zoneSize, locale: tenant.locale },
      clientId,
      customerId: party.customerId,
      legs: [
        { transportMethod, vehicleClass, fuelType: null, origin: NOWHERE, destination: NOWHERE, pickupDate, distance: input.distance },
      ],
      tariffs,
      fuelRates,
      feeZones: [],
      today: tenant.today,
    });
  return { distance: input.distance, pickupDate, before: price(stored), after: price(withDraft) };
};

const customersClient = async (ctx: GraphQLContext, tenantId: string, customerId: string) =>
  (
    await ctx.db.query<{ clientId: string }>('SELECT client_id AS "clientId" FROM customers WHERE tenant_id = $1 AND id = $2', [
      tenantId,
      customerId,
    ])
  ).rows[0]?.clientId ?? null;
