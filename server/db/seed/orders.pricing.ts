import { type PriceLegInput, type PricePlace, type PriceResult, priceQuote } from '../../../src/domain/pricing';
import type { TransportMethod } from '../../../src/generated/enums';
import { type BuiltOrder, DAY } from './orders.build';
import { isoDay, type Reference, type SeededLocation } from './orders.reference';
import type { BuiltVehicle } from './orders.route';
import type { TenantPlan } from './orders.tenants';
import { legConfirmed } from './orders.rows';
import type { SeedRow } from './rows';

export type SeedPriceLeg = {
  vehicleRef: number;
  origin: SeededLocation;
  destination: SeededLocation;
  method: TransportMethod;
  pickupDay: number;
  /** The leg's pickup was confirmed (on `pickupDay`): pricing dates its fuel surcharge by it. */
  confirmed?: boolean;
};
export type SeedExtras = { storageDays?: number; tagAndTitle?: boolean; firstServiceCharge?: boolean; discountPercent?: number };

const place = (l: SeededLocation, country: string): PricePlace => ({
  lat: l.lat,
  lng: l.lng,
  city: l.city,
  county: l.county,
  stateProvince: l.state,
  country,
});

/** A seeded request priced by the shared pricing code against the seeded tariffs, fuel rates and fee zones. */
export const seedPrice = (
  plan: TenantPlan,
  ref: Reference,
  request: {
    client: { id: string; name: string };
    customer: { id: string; name: string } | null;
    vehicles: BuiltVehicle[];
    legs: SeedPriceLeg[];
    extras: SeedExtras;
    createdAt: number;
    now: number;
  },
): PriceResult => {
  const today = Math.floor(request.now / DAY) * DAY;
  const { client, customer, vehicles, legs, extras } = request;
  const priceLegs: PriceLegInput[] = legs.map((l) => ({
    transportMethod: l.method,
    vehicleClass: vehicles[l.vehicleRef].model.vehicleClass,
    fuelType: vehicles[l.vehicleRef].model.fuelType,
    origin: place(l.origin, plan.country),
    destination: place(l.destination, plan.country),
    pickupDate: isoDay(Math.min(today, today + l.pickupDay * DAY)),
    confirmedPickupDate: l.confirmed ? isoDay(today + l.pickupDay * DAY) : null,
  }));
  return priceQuote({
    tenant: { currency: plan.currency, distanceUnit: plan.unit, zoneSize: plan.zoneSize, locale: plan.locale },
    clientId: client.id,
    customerId: customer?.id ?? null,
    clientName: client.name,
    customerName: customer?.name ?? null,
    legs: priceLegs,
    tariffs: ref.tariffs,
    fuelRates: ref.fuelRates,
    feeZones: ref.feeZones,
    today: isoDay(request.createdAt),
    extras: {
      storageDays: extras.storageDays,
      storageDailyRate: plan.fees.storageDaily,
      tagAndTitle: extras.tagAndTitle ? plan.fees.tagAndTitle : undefined,
      firstServiceCharge: extras.firstServiceCharge ? plan.fees.firstService : undefined,
      discountPercent: extras.discountPercent,
      taxRatePercent: new Map(plan.taxes).get(legs[0].destination.state),
      hazmat: plan.fees.hazmat,
    },
  });
};

/** A price's lines as rows of `table`, under `owner` (quote_id or order_id); `legId` names an order line's leg. */
export const lineRows = (
  tenantId: string,
  owner: SeedRow,
  price: PriceResult,
  legId: (legIndex: number | null) => string | null = () => null,
): SeedRow[] =>
  price.lineItems.map((line, position) => ({
    tenant_id: tenantId,
    ...owner,
    ...(owner.order_id ? { order_leg_id: legId(line.legIndex) } : {}),
    position: position + 1,
    type: line.type,
    leg_index: line.legIndex,
    description: line.description,
    quantity: line.quantity,
    unit_amount: line.unitAmount,
    amount: line.amount,
    explanation: line.explanation,
  }));

/**
 * The price each seeded order was placed with (issue 13): orders that came from a quote take its lines (`quoted`,
 * copied in SQL after the link), the others are priced as the staff form's preview prices them (no extras).
 */
export const buildOrderPrices = (plan: TenantPlan, ref: Reference, orders: BuiltOrder[], quoted: ReadonlySet<string>, now: number) => {
  const lines: SeedRow[] = [];
  const totals: SeedRow[] = [];
  for (const order of orders) {
    if (quoted.has(order.id)) continue;
    const price = seedPrice(plan, ref, {
      client: order.client,
      customer: order.customer,
      vehicles: order.vehicles,
      extras: {},
      createdAt: order.createdAt,
      now,
      legs: order.legs.map((l) => ({
        vehicleRef: order.vehicles.indexOf(l.vehicle),
        origin: l.origin,
        destination: l.destination,
        method: l.method,
        pickupDay: l.pickupDay,
        confirmed: legConfirmed(l.plan),
      })),
    });
    const legId = (legIndex: number | null) =>
      legIndex === null ? null : (order.legs.find((l) => l.position === legIndex + 1)?.id ?? null);
    lines.push(...lineRows(ref.tenantId, { order_id: order.id }, price, legId));
    totals.push({
      id: order.id,
      currency: price.currency,
      subtotal: price.subtotal,
      tax: price.tax,
      total: price.total,
      warnings: price.warnings,
      at: new Date(order.createdAt),
    });
  }
  return { lines, totals };
};
