import { randomUUID } from 'node:crypto';
import type { Queryable } from '../database';
import { DAY } from './orders.build';
import type { TenantPlan } from './orders.tenants';
import { insertRows, type SeedRow } from './rows';

/**
 * The demo's driveaway travel in one tenant: for a few driven legs with a driver, the flight out to the pickup and
 * the flight or rental car home, linked to the leg (server/travel writes the same rows and audit rows). The demo
 * driver login (Dale Driver in East) gets one of them, so a driver sees their own itinerary. One flight is cancelled.
 * No receipts: every booking waits for one (NOT_SUBMITTED).
 */

type Route = { from: string; fromZone: string; to: string; toZone: string; airline: string; code: string; hours: number; cost: number };

const ROUTES: readonly Route[] = [
  {
    from: 'PHL',
    fromZone: 'America/New_York',
    to: 'DEN',
    toZone: 'America/Denver',
    airline: 'American Airlines',
    code: 'AA',
    hours: 4.4,
    cost: 31_950,
  },
  {
    from: 'BOS',
    fromZone: 'America/New_York',
    to: 'ORD',
    toZone: 'America/Chicago',
    airline: 'United Airlines',
    code: 'UA',
    hours: 2.8,
    cost: 21_480,
  },
  {
    from: 'ATL',
    fromZone: 'America/New_York',
    to: 'DFW',
    toZone: 'America/Chicago',
    airline: 'Delta Air Lines',
    code: 'DL',
    hours: 2.6,
    cost: 18_900,
  },
  {
    from: 'JFK',
    fromZone: 'America/New_York',
    to: 'LAX',
    toZone: 'America/Los_Angeles',
    airline: 'JetBlue',
    code: 'B6',
    hours: 6.3,
    cost: 42_700,
  },
  {
    from: 'CLT',
    fromZone: 'America/New_York',
    to: 'PHX',
    toZone: 'America/Phoenix',
    airline: 'Southwest Airlines',
    code: 'WN',
    hours: 4.7,
    cost: 27_300,
  },
];
const RENTAL_COMPANIES = ['Enterprise', 'Hertz', 'Avis', 'National'] as const;
const HOUR = 3_600_000;

export const seedTravel = async (
  tx: Queryable,
  tenantId: string,
  plan: TenantPlan,
  input: { legs: SeedRow[]; users: Map<string, string>; now: number },
) => {
  const east = plan.name === 'Legwork East';
  const dispatcher = input.users.get(east ? 'dispatch@legwork.test' : 'admin@legwork.test') ?? null;
  const { rows: linked } = await tx.query<{ id: string }>(
    'SELECT id FROM drivers WHERE tenant_id = $1 AND user_id IS NOT NULL AND deleted_at IS NULL',
    [tenantId],
  );
  const driven = input.legs.filter((l) => l.transport_method === 'DRIVEN' && l.driver_id && !l.deleted_at);
  // The demo driver's legs first, then one leg each of other drivers.
  const demoLegs = driven.filter((l) => linked.some((d) => d.id === l.driver_id)).slice(0, 1);
  const seen = new Set(demoLegs.map((l) => String(l.driver_id)));
  const others: SeedRow[] = [];
  for (const leg of driven) {
    if (others.length === 4) break;
    if (seen.has(String(leg.driver_id))) continue;
    seen.add(String(leg.driver_id));
    others.push(leg);
  }
  const legs = [...demoLegs, ...others];
  const flights: SeedRow[] = [];
  const flightLegs: SeedRow[] = [];
  const rentals: SeedRow[] = [];
  const rentalLegs: SeedRow[] = [];
  const audits: SeedRow[] = [];
  const today = Math.floor(input.now / DAY) * DAY;
  for (const [i, leg] of legs.entries()) {
    const route = ROUTES[i % ROUTES.length];
    const departs = new Date(today + (i - 2) * DAY + (13 + i) * HOUR);
    const arrives = new Date(departs.getTime() + route.hours * HOUR);
    const created = new Date(departs.getTime() - 3 * DAY);
    const flightId = randomUUID();
    const cancelled = i === legs.length - 1 && legs.length > 2;
    const flight = {
      tenant_id: tenantId,
      id: flightId,
      driver_id: leg.driver_id,
      purpose: 'TO_PICKUP',
      airline: route.airline,
      flight_number: `${route.code}${1000 + ((i * 373) % 8000)}`,
      from_airport: route.from,
      to_airport: route.to,
      departs_at: departs.toISOString(),
      departure_time_zone: route.fromZone,
      arrives_at: arrives.toISOString(),
      arrival_time_zone: route.toZone,
      confirmation_code: `LW${(48_213 + i * 7919).toString(36).toUpperCase()}`,
      cost: route.cost,
      created_by: dispatcher,
      cancelled_at: cancelled ? new Date(created.getTime() + DAY).toISOString() : null,
      cancelled_by: cancelled ? dispatcher : null,
      cancel_reason: cancelled ? 'Pickup moved to the next day; rebooked.' : null,
      version: cancelled ? 2 : 1,
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
    };
    flights.push(flight);
    flightLegs.push({ tenant_id: tenantId, flight_id: flightId, order_leg_id: leg.id });
    audits.push({
      tenant_id: tenantId,
      user_id: dispatcher,
      entity_kind: 'Driver flights',
      entity_id: flightId,
      action: 'CREATED',
      event: 'driverFlight.create',
      before: null,
      after: { airline: flight.airline, flightNumber: flight.flight_number, cost: flight.cost },
      created_at: created.toISOString(),
    });
    if (cancelled)
      audits.push({
        tenant_id: tenantId,
        user_id: dispatcher,
        entity_kind: 'Driver flights',
        entity_id: flightId,
        action: 'UPDATED',
        event: 'driverFlight.cancel',
        before: { cancelledAt: null },
        after: { cancelledAt: flight.cancelled_at, cancelReason: flight.cancel_reason },
        created_at: flight.cancelled_at,
      });
    // Every other driver drives a rental car home from the delivery.
    if (i % 2 === 0) {
      const rentalId = randomUUID();
      const pickup = new Date(departs.getTime() + 2 * DAY);
      const company = RENTAL_COMPANIES[i % RENTAL_COMPANIES.length];
      rentals.push({
        tenant_id: tenantId,
        id: rentalId,
        driver_id: leg.driver_id,
        purpose: 'RETURN_HOME',
        company,
        pickup_place: `${company}, ${route.to} airport`,
        pickup_at: pickup.toISOString(),
        pickup_time_zone: route.toZone,
        return_place: `${company}, ${route.from} airport`,
        return_at: new Date(pickup.getTime() + 2 * DAY).toISOString(),
        return_time_zone: route.fromZone,
        confirmation_code: `R${(91_357 + i * 4271).toString(36).toUpperCase()}`,
        cost: 18_600 + i * 2_150,
        created_by: dispatcher,
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
      });
      rentalLegs.push({ tenant_id: tenantId, rental_id: rentalId, order_leg_id: leg.id });
      audits.push({
        tenant_id: tenantId,
        user_id: dispatcher,
        entity_kind: 'Driver rentals',
        entity_id: rentalId,
        action: 'CREATED',
        event: 'driverRental.create',
        before: null,
        after: { company, cost: 18_600 + i * 2_150 },
        created_at: created.toISOString(),
      });
    }
  }
  await insertRows(tx, 'driver_flights', flights);
  await insertRows(tx, 'driver_flight_legs', flightLegs);
  await insertRows(tx, 'driver_rentals', rentals);
  await insertRows(tx, 'driver_rental_legs', rentalLegs);
  await insertRows(tx, 'audit_logs', audits);
};
