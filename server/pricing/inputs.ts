import type { DistanceUnit } from '../../src/domain/geo';
import { canAutoAdd } from '../../src/domain/partyPrices';
import type { FeeZone, FuelRate, PriceExtras, PriceInput, TariffRate } from '../../src/domain/pricing';
import type { LineItemType, TransportMethod } from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { type GraphQLContext, requireTenant } from '../graphql/context';
import { badUserInput, isUuid } from '../errors';
import { type LocationRefShape, type LocationShape, loadPlaces, loadVehicles, type StoredLocation, type VehicleShape } from './places';

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
    /** A leg's confirmed pickup day (YYYY-MM-DD) when it has one: it dates the rate and the fuel surcharge. */
    confirmedPickupDate?: string | null;
  }[];
  extras?: {
    storageDays?: number | null;
    tagAndTitle?: boolean | null;
    firstServiceCharge?: boolean | null;
    discountPercent?: number | null;
  } | null;
};

/**
 * What a run of pricings of one tenant shares (a spreadsheet import's rows: its settings, a client's name, rate card,
 * fuel rates, fee zones, billing items, tax exemption and the stored places its rows name), each read once a run, by
 * what it reads, rather than once an order. A run prices every row by the rate card as it stood when the run first read it.
 */
export type PriceReads = Map<string, Promise<unknown>>;

const shared = <T>(reads: PriceReads | undefined, key: readonly unknown[], read: () => Promise<T>): Promise<T> => {
  if (!reads) return read();
  const id = JSON.stringify(key);
  const found = reads.get(id) as Promise<T> | undefined;
  if (found) return found;
  const reading = read();
  reads.set(id, reading);
  return reading;
};

/** PriceInput plus what loading found missing (an extra asked for without its billing item). */
export type LoadedPriceInput = PriceInput & { warnings: string[] };

/**
 * A catalog billing item at the price that applies to the request's party: the customer's own, else its client's,
 * else the catalog's; `autoAdd` by the customer's choice, else the client's (docs/decisions.md#client-accounts-issue-29).
 */
type BillingItem = {
  type: LineItemType;
  name: string;
  amount: number;
  ratePercent: number | null;
  stateProvince: string | null;
  autoAdd: boolean;
  source: 'CUSTOMER' | 'CLIENT' | 'CATALOG';
};

/** The rates that may price a request of the party (its client's, the customer's, the defaults), every band and date. */
export const loadTariffs = async (db: Queryable, tenantId: string, clientId: string | null, customerId: string | null) =>
  (
    await db.query<TariffRate>(
      `SELECT id, client_id AS "clientId", customer_id AS "customerId", transport_method AS "transportMethod",
         vehicle_class AS "vehicleClass", rate_per_zone::float8 AS "ratePerZone", minimum::float8 AS minimum,
         distance_from::float8 AS "distanceFrom", distance_to::float8 AS "distanceTo",
         to_char(effective_from, 'YYYY-MM-DD') AS "effectiveFrom", to_char(effective_to, 'YYYY-MM-DD') AS "effectiveTo"
       FROM tariff_rates WHERE tenant_id = $1 AND deleted_at IS NULL
         AND (client_id IS NULL OR client_id = $2) AND (customer_id IS NULL OR customer_id = $3)`,
      [tenantId, clientId, customerId],
    )
  ).rows;

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
const extrasOf = (
  request: PriceRequest,
  items: BillingItem[],
  taxState: string | null,
  taxExempt: boolean,
  warnings: string[],
): PriceExtras => {
  const ofType = (type: string) => items.find((item) => item.type === type);
  const asked = request.extras ?? {};
  const amountFor = (type: string, label: string, wanted: boolean | null | undefined) => {
    if (!wanted) return undefined;
    const item = ofType(type);
    if (!item) warnings.push(`${label} was asked for, but there is no ${type} billing item: it is not charged.`);
    return item?.amount;
  };
  const whose = (item: BillingItem) =>
    item.source === 'CUSTOMER' ? "the customer's price" : item.source === 'CLIENT' ? "the client's price" : 'the catalog price';
  const added = items
    .filter((item) => item.autoAdd && canAutoAdd(item.type))
    .filter(
      (item) =>
        !(item.type === 'TAG_AND_TITLE' && asked.tagAndTitle) && !(item.type === 'FIRST_SERVICE_CHARGE' && asked.firstServiceCharge),
    )
    .map((item) => ({
      type: item.type,
      description: item.name,
      amount: Math.round(item.amount),
      explanation: `${item.name}, added to every quote of this ${item.source === 'CUSTOMER' ? 'customer' : 'client'} (${whose(item)})`,
    }));
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
    taxRatePercent: taxExempt ? undefined : (tax?.ratePercent ?? undefined),
    hazmat: ofType('HAZMAT')?.amount,
    added,
  };
};

/** Everything the pure priceQuote needs, read under the request's tenant: no write, no network. */
export const loadPriceInput = async (ctx: GraphQLContext, request: PriceRequest, reads?: PriceReads): Promise<LoadedPriceInput> => {
  const { tenantId } = requireTenant(ctx);
  request.legs.forEach((leg, i) => {
    if (!request.vehicles[leg.vehicleRef])
      throw badUserInput({ [`input.legs.${i}.vehicleRef`]: ['The vehicle reference is not one of the vehicles.'] });
  });
  const tenant = await shared(reads, ['tenant', tenantId], () =>
    one<{ currency: string; distanceUnit: DistanceUnit; zoneSize: number; locale: string; today: string }>(
      ctx,
      `SELECT currency, distance_unit AS "distanceUnit", zone_size AS "zoneSize", locale,
         to_char(app_today(), 'YYYY-MM-DD') AS today FROM tenants WHERE id = $1`,
      [tenantId],
    ),
  );
  if (!tenant) throw badUserInput({ input: ['No tenant selected.'] });
  const party = [request.clientId, request.customerId ?? null];
  const parties = await shared(reads, ['parties', ...party], () => loadParties(ctx, tenantId, request));
  const vehicles = await loadVehicles(ctx.db, tenantId, request.vehicles);
  // The run's stored places, each read once (an import's rows name the places of their lanes again and again).
  const known = reads ? await shared(reads, ['locations'], async () => new Map<string, StoredLocation>()) : undefined;
  const places = await loadPlaces(ctx.db, tenantId, request.legs, request.locations ?? [], known);
  const states = [...new Set(places.flatMap((p) => [p.origin.stateProvince, p.destination.stateProvince]))]
    .filter((s): s is string => !!s)
    .map((s) => s.trim().toUpperCase());
  const [tariffs, fuelRates, feeZones, billing, exemption] = [
    await shared(reads, ['tariffs', ...party], () => loadTariffs(ctx.db, tenantId, request.clientId, request.customerId ?? null)),
    await shared(reads, ['fuelRates'], () =>
      ctx.db.query<FuelRate>(
        `SELECT id, to_char(effective_from, 'YYYY-MM-DD') AS "effectiveFrom", rate_per_distance::float8 AS "ratePerDistance"
         FROM fuel_rates WHERE tenant_id = $1 ORDER BY effective_from`,
        [tenantId],
      ),
    ),
    await shared(reads, ['feeZones', ...[...states].sort()], () =>
      ctx.db.query<FeeZone>(
        `SELECT id, kind, level, country, state_province AS "stateProvince", county, city, amount::float8 AS amount
         FROM fee_zones WHERE tenant_id = $1 AND upper(state_province) = ANY($2::text[])`,
        [tenantId, states],
      ),
    ),
    await shared(reads, ['billing', ...party], () =>
      ctx.db.query<BillingItem>(
        `SELECT bi.type, bi.name, coalesce(cu.amount, cl.amount, bi.amount)::float8 AS amount, bi.rate_percent::float8 AS "ratePercent",
           bi.state_province AS "stateProvince", coalesce(cu.auto_add, cl.auto_add, false) AS "autoAdd",
           CASE WHEN cu.amount IS NOT NULL THEN 'CUSTOMER' WHEN cl.amount IS NOT NULL THEN 'CLIENT' ELSE 'CATALOG' END AS source
         FROM billing_items bi
           LEFT JOIN party_billing_items cl ON cl.tenant_id = bi.tenant_id AND cl.billing_item_id = bi.id AND cl.client_id = $2 AND cl.deleted_at IS NULL
           LEFT JOIN party_billing_items cu ON cu.tenant_id = bi.tenant_id AND cu.billing_item_id = bi.id AND cu.customer_id = $3 AND cu.deleted_at IS NULL
         WHERE bi.tenant_id = $1 AND bi.deleted_at IS NULL AND bi.retired_at IS NULL
           AND (bi.type IN ('TAX', 'TAG_AND_TITLE', 'FIRST_SERVICE_CHARGE', 'STORAGE', 'HAZMAT') OR coalesce(cu.auto_add, cl.auto_add, false))
         ORDER BY bi.code`,
        [tenantId, request.clientId, request.customerId ?? null],
      ),
    ),
    await shared(reads, ['exemption', request.clientId], () =>
      one<{ certificate: string; until: string | null }>(
        ctx,
        `SELECT tax_exempt_certificate AS certificate, to_char(tax_exempt_until, 'YYYY-MM-DD') AS until FROM clients
         WHERE tenant_id = $1 AND id = $2 AND tax_exempt AND (tax_exempt_until IS NULL OR tax_exempt_until >= app_today())`,
        [tenantId, request.clientId],
      ),
    ),
  ];
  const warnings: string[] = [];
  if (exemption)
    warnings.push(
      `The client is tax exempt (certificate ${exemption.certificate}${exemption.until ? `, until ${exemption.until}` : ''}): no tax is charged.`,
    );
  const extras = extrasOf(request, billing.rows, places[0]?.destination.stateProvince ?? null, !!exemption, warnings);
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
      confirmedPickupDate: leg.confirmedPickupDate ?? null,
    })),
    tariffs,
    fuelRates: fuelRates.rows,
    feeZones: feeZones.rows,
    extras,
    today: tenant.today,
    warnings,
  };
};
