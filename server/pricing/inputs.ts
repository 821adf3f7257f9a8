import type { DistanceUnit } from '../../src/domain/geo';
import type { FeeZone, FuelRate, PriceExtras, PriceInput, TariffRate } from '../../src/domain/pricing';
import type { TransportMethod } from '../../src/generated/enums';
import { type GraphQLContext, requireTenant } from '../graphql/context';
import { badUserInput, isUuid } from '../errors';
import { type LocationRefShape, type LocationShape, loadPlaces, loadVehicles, type VehicleShape } from './places';

/** The request as pricing reads it (the zod output of the quote form). */
export type PriceRequest = {
  clientId: string;
  customerId?: string | null;
  vehicles: readonly VehicleShape[];
  locations?: readonly LocationShape[] | null;
  legs: readonly {
    vehicleRef: number;
    originRef: LocationRefShape;
    destinationRef: LocationRefShape;
    transportMethod: TransportMethod;
    requestedPickup: { mode: string; date?: string | null };
  }[];
  extras?: {
    storageDays?: number | null;
    tagAndTitle?: boolean | null;
    firstServiceCharge?: boolean | null;
    discountPercent?: number | null;
  } | null;
};

/** PriceInput plus what loading found missing (an extra asked for without its billing item). */
export type LoadedPriceInput = PriceInput & { warnings: string[] };

type BillingItem = { type: string; amount: number; ratePercent: number | null; stateProvince: string | null };

const one = async <T extends Record<string, unknown>>(ctx: GraphQLContext, sql: string, params: unknown[]) =>
  (await ctx.db.query<T>(sql, params)).rows[0] as T | undefined;

const loadParties = async (ctx: GraphQLContext, tenantId: string, request: PriceRequest) => {
  const client = isUuid(request.clientId)
    ? await one<{ name: string }>(ctx, 'SELECT display_name AS name FROM clients WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL', [
        request.clientId,
        tenantId,
      ])
    : undefined;
  if (!client) throw badUserInput({ 'input.clientId': ['The selected client is invalid.'] });
  if (!request.customerId) return { clientName: client.name, customerName: null };
  const customer = isUuid(request.customerId)
    ? await one<{ name: string }>(
        ctx,
        'SELECT display_name AS name FROM customers WHERE id = $1 AND client_id = $2 AND tenant_id = $3 AND deleted_at IS NULL',
        [request.customerId, request.clientId, tenantId],
      )
    : undefined;
  if (!customer) throw badUserInput({ 'input.customerId': ['The selected customer is not a customer of this client.'] });
  return { clientName: client.name, customerName: customer.name };
};

/** The extras' amounts come from the tenant's billing items (retired ones left out); TAX by the state of the first destination. */
const extrasOf = (request: PriceRequest, items: BillingItem[], taxState: string | null, warnings: string[]): PriceExtras => {
  const ofType = (type: string) => items.find((item) => item.type === type);
  const asked = request.extras ?? {};
  const amountFor = (type: string, label: string, wanted: boolean | null | undefined) => {
    if (!wanted) return undefined;
    const item = ofType(type);
    if (!item) warnings.push(`${label} was asked for, but there is no ${type} billing item: it is not charged.`);
    return item?.amount;
  };
  const state = taxState?.trim().toUpperCase() ?? null;
  const tax =
    items.find((item) => item.type === 'TAX' && item.stateProvince?.trim().toUpperCase() === state) ??
    items.find((item) => item.type === 'TAX' && !item.stateProvince);
  return {
    storageDays: asked.storageDays ?? undefined,
    storageDailyRate: ofType('STORAGE')?.amount,
    tagAndTitle: amountFor('TAG_AND_TITLE', 'Tag and title', asked.tagAndTitle),
    firstServiceCharge: amountFor('FIRST_SERVICE_CHARGE', 'A first service charge', asked.firstServiceCharge),
    discountPercent: asked.discountPercent ?? undefined,
    taxRatePercent: tax?.ratePercent ?? undefined,
    hazmat: ofType('HAZMAT')?.amount,
  };
};

/** Everything the pure priceQuote needs, read under the request's tenant: no write, no network. */
export const loadPriceInput = async (ctx: GraphQLContext, request: PriceRequest): Promise<LoadedPriceInput> => {
  const { tenantId } = requireTenant(ctx);
  request.legs.forEach((leg, i) => {
    if (!request.vehicles[leg.vehicleRef])
      throw badUserInput({ [`input.legs.${i}.vehicleRef`]: ['The vehicle reference is not one of the vehicles.'] });
  });
  const tenant = await one<{ currency: string; distanceUnit: DistanceUnit; zoneSize: number; locale: string; today: string }>(
    ctx,
    `SELECT currency, distance_unit AS "distanceUnit", zone_size AS "zoneSize", locale,
       to_char(app_today(), 'YYYY-MM-DD') AS today FROM tenants WHERE id = $1`,
    [tenantId],
  );
  if (!tenant) throw badUserInput({ input: ['No tenant selected.'] });
  const parties = await loadParties(ctx, tenantId, request);
  const vehicles = await loadVehicles(ctx.db, tenantId, request.vehicles);
  const places = await loadPlaces(ctx.db, tenantId, request.legs, request.locations ?? []);
  const states = [...new Set(places.flatMap((p) => [p.origin.stateProvince, p.destination.stateProvince]))]
    .filter((s): s is string => !!s)
    .map((s) => s.trim().toUpperCase());
  const [tariffs, fuelRates, feeZones, billing] = [
    await ctx.db.query<TariffRate>(
      `SELECT id, client_id AS "clientId", customer_id AS "customerId", transport_method AS "transportMethod",
         vehicle_class AS "vehicleClass", rate_per_zone::float8 AS "ratePerZone", minimum::float8 AS minimum
       FROM tariff_rates WHERE tenant_id = $1 AND deleted_at IS NULL
         AND (client_id IS NULL OR client_id = $2) AND (customer_id IS NULL OR customer_id = $3)`,
      [tenantId, request.clientId, request.customerId ?? null],
    ),
    await ctx.db.query<FuelRate>(
      `SELECT id, to_char(effective_from, 'YYYY-MM-DD') AS "effectiveFrom", rate_per_distance::float8 AS "ratePerDistance"
       FROM fuel_rates WHERE tenant_id = $1 ORDER BY effective_from`,
      [tenantId],
    ),
    await ctx.db.query<FeeZone>(
      `SELECT id, kind, level, country, state_province AS "stateProvince", county, city, amount::float8 AS amount
       FROM fee_zones WHERE tenant_id = $1 AND upper(state_province) = ANY($2::text[])`,
      [tenantId, states],
    ),
    await ctx.db.query<BillingItem>(
      `SELECT type, amount::float8 AS amount, rate_percent::float8 AS "ratePercent", state_province AS "stateProvince"
       FROM billing_items WHERE tenant_id = $1 AND deleted_at IS NULL AND retired_at IS NULL
         AND type IN ('TAX', 'TAG_AND_TITLE', 'FIRST_SERVICE_CHARGE', 'STORAGE', 'HAZMAT') ORDER BY code`,
      [tenantId],
    ),
  ];
  const warnings: string[] = [];
  const extras = extrasOf(request, billing.rows, places[0]?.destination.stateProvince ?? null, warnings);
  return {
    tenant: { currency: tenant.currency.trim(), distanceUnit: tenant.distanceUnit, zoneSize: tenant.zoneSize, locale: tenant.locale },
    clientId: request.clientId,
    customerId: request.customerId ?? null,
    ...parties,
    legs: request.legs.map((leg, i) => ({
      transportMethod: leg.transportMethod,
      vehicleClass: vehicles[leg.vehicleRef].vehicleClass,
      fuelType: vehicles[leg.vehicleRef].fuelType,
      origin: places[i].origin,
      destination: places[i].destination,
      pickupDate: leg.requestedPickup.mode !== 'ASAP' ? (leg.requestedPickup.date ?? null) : null,
    })),
    tariffs: tariffs.rows,
    fuelRates: fuelRates.rows,
    feeZones: feeZones.rows,
    extras,
    today: tenant.today,
    warnings,
  };
};
