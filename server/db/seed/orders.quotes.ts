import { randomUUID } from 'node:crypto';
import type { QuoteStatus } from '../../../src/machines/domain/quote.machine';
import { type BuiltOrder, DAY } from './orders.build';
import { isoDay, type Reference } from './orders.reference';
import { type BuiltVehicle, makeVehicle, methodFor, routeChain } from './orders.route';
import type { TenantPlan } from './orders.tenants';
import { lineRows, type SeedExtras, type SeedPriceLeg, seedPrice } from './orders.pricing';
import type { Random } from './random';
import type { SeedRow } from './rows';

type QuoteLeg = SeedPriceLeg;
type Extras = SeedExtras;

const DECLINE_REASONS = [
  'Rate too high for the lane',
  'Client booked another carrier',
  'Vehicle sold, move no longer needed',
  'Dates do not work',
];

/** Statuses in a fixed mix, so each appears in each tenant. */
const statusesFor = (count: number): QuoteStatus[] =>
  Array.from({ length: count }, (_, i) => (['PENDING', 'CONFIRMED', 'EXPIRED', 'DECLINED', 'ACCEPTED', 'PENDING'] as const)[i % 6]);

/**
 * Quotes in every status, priced by the shared pricing code against the seeded tariffs, fuel rates and fee zones;
 * CONFIRMED ones are the quotes some orders came from (`links` sets orders.quote_id).
 */
export const buildQuotes = (
  rnd: Random,
  plan: TenantPlan,
  ref: Reference,
  orders: BuiltOrder[],
  users: Map<string, string>,
  now: number,
  firstNumber: number,
) => {
  const today = Math.floor(now / DAY) * DAY;
  const staff = plan.staff.map((email) => users.get(email) ?? null);
  const statuses = statusesFor(plan.quotes);
  const linked = rnd.sample(
    orders.filter((o) => o.source === 'STAFF' && o.state !== 'DRAFT' && o.state !== 'CANCELLED'),
    statuses.filter((s) => s === 'CONFIRMED').length,
  );
  const quotes: SeedRow[] = [];
  const lineItems: SeedRow[] = [];
  const links: { orderId: string; quoteId: string }[] = [];
  statuses.forEach((status, i) => {
    const order = status === 'CONFIRMED' ? (linked.shift() ?? null) : null;
    const client = order?.client ?? rnd.pick(ref.clients);
    const customer = order ? order.customer : client.customers.length > 0 && rnd.chance(0.6) ? rnd.pick(client.customers) : null;
    const ageDays = status === 'EXPIRED' ? rnd.int(35, 60) : status === 'DECLINED' ? rnd.int(3, 50) : rnd.int(0, 20);
    const createdAt = order ? order.createdAt - rnd.int(1, 4) * DAY : now - ageDays * DAY - rnd.int(1, 8) * 3_600_000;
    let vehicles: BuiltVehicle[];
    let legs: QuoteLeg[];
    if (order) {
      vehicles = order.vehicles;
      legs = order.legs.map((l) => ({
        vehicleRef: vehicles.indexOf(l.vehicle),
        origin: l.origin,
        destination: l.destination,
        method: l.method,
        pickupDay: l.pickupDay,
      }));
    } else {
      vehicles = Array.from(
        {
          length: rnd.weighted([
            [1, 7],
            [2, 3],
          ]),
        },
        () => makeVehicle(rnd, client.id, rnd.int(0, 999_999), plan.country === 'US' ? 'MD' : 'ON', rnd.chance(0.4)),
      );
      const startDay = Math.round((createdAt - today) / DAY) + rnd.int(3, 14);
      legs = vehicles.flatMap((v, vehicleRef) => {
        const stops = routeChain(
          rnd,
          ref.locations,
          client,
          customer,
          rnd.weighted([
            [1, 6],
            [2, 4],
          ]),
        );
        return stops.slice(1).map((destination, s) => ({
          vehicleRef,
          origin: stops[s],
          destination,
          method: methodFor(rnd, v.model),
          pickupDay: startDay + s * 3,
        }));
      });
    }
    const extras: Extras = {
      ...(rnd.chance(0.2) ? { storageDays: rnd.int(3, 10) } : {}),
      ...(rnd.chance(0.15) ? { tagAndTitle: true } : {}),
      ...(rnd.chance(0.1) ? { firstServiceCharge: true } : {}),
      ...(rnd.chance(0.1) ? { discountPercent: 5 } : {}),
    };
    const price = seedPrice(plan, ref, { client, customer, vehicles, legs, extras, createdAt, now });
    const id = randomUUID();
    const validUntil = isoDay(createdAt + 30 * DAY);
    const request = {
      clientId: client.id,
      customerId: customer?.id ?? null,
      referenceNumbers: order?.referenceNumbers ?? [],
      vehicles: vehicles.map((v) => ({
        ...(order ? { id: v.id } : {}),
        vin: v.vin,
        year: v.year,
        make: v.model.make,
        model: v.model.model,
        vehicleClass: v.model.vehicleClass,
        colour: v.colour,
        fuelType: v.model.fuelType,
        transmission: v.model.transmission,
      })),
      locations: [],
      legs: legs.map((l) => ({
        vehicleRef: l.vehicleRef,
        originRef: { locationId: l.origin.id },
        destinationRef: { locationId: l.destination.id },
        transportMethod: l.method,
        requestedPickup: { mode: 'ON', date: isoDay(today + l.pickupDay * DAY) },
        requestedDelivery: { mode: 'ASAP', date: null },
      })),
      validUntil,
      extras,
    };
    const source = order
      ? 'STAFF'
      : rnd.weighted([
          ['STAFF', 70],
          [plan.portalUser ? 'PORTAL' : 'EMAIL', 15],
          ['EMAIL', 15],
        ]);
    quotes.push({
      tenant_id: ref.tenantId,
      id,
      number: `Q-${firstNumber + i}`,
      client_id: client.id,
      customer_id: customer?.id ?? null,
      status,
      revision: status === 'PENDING' && rnd.chance(0.2) ? 2 : 1,
      valid_until: validUntil,
      request,
      currency: plan.currency,
      subtotal: price.subtotal,
      tax: price.tax,
      total: price.total,
      decline_reason: status === 'DECLINED' ? rnd.pick(DECLINE_REASONS) : null,
      order_id: order?.id ?? null,
      source,
      created_by: source === 'PORTAL' && plan.portalUser ? (users.get(plan.portalUser) ?? null) : rnd.pick(staff),
      created_at: new Date(createdAt),
      updated_at: new Date(order ? order.createdAt : Math.min(now, createdAt + rnd.int(1, 48) * 3_600_000)),
    });
    lineItems.push(...lineRows(ref.tenantId, { quote_id: id }, price));
    if (order) links.push({ orderId: order.id, quoteId: id });
  });
  return { quotes, lineItems, links };
};
