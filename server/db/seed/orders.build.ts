import { randomUUID } from 'node:crypto';
import { roadDistance } from '../../../src/domain/geo';
import type { OrderSource, TransportMethod } from '../../../src/generated/enums';
import { OrderLegStatusValues } from '../../../src/generated/enums/OrderLegStatus';
import type { OrderStatus } from '../../../src/machines/domain/order.machine';
import { type LegPlan, planOrder, STATE_FOR_STATUS } from './orders.plan';
import type { Reference, SeededClient, SeededCustomer, SeededLocation } from './orders.reference';
import { type BuiltVehicle, chainDays, makeVehicle, methodFor, routeChain } from './orders.route';
import type { TenantPlan } from './orders.tenants';
import type { Random } from './random';

export type BuiltLeg = {
  id: string;
  position: number;
  sequence: number;
  vehicle: BuiltVehicle;
  origin: SeededLocation;
  destination: SeededLocation;
  method: TransportMethod;
  plan: LegPlan;
  pickupDay: number;
  deliveryDay: number;
  distance: number;
};
export type BuiltOrder = {
  id: string;
  number: string;
  state: OrderStatus;
  source: OrderSource;
  client: SeededClient;
  customer: SeededCustomer | null;
  referenceNumbers: string[];
  legs: BuiltLeg[];
  vehicles: BuiltVehicle[];
  createdAt: number;
  createdBy: string | null;
};

export const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The day an order's first leg under way picks up, relative to today, by the order's state. */
const ANCHORS: Record<OrderStatus, [number, number]> = {
  DRAFT: [-2, 14],
  CALL_CENTER: [-3, 14],
  DISPATCH: [0, 10],
  ACTIVE: [-3, 0],
  SETTLING: [-55, -6],
  CLOSED: [-80, -25],
  CANCELLED: [-75, 12],
};

const referenceNumbers = (rnd: Random, client: SeededClient): string[] =>
  Array.from(
    {
      length: rnd.weighted([
        [0, 2],
        [1, 6],
        [2, 2],
      ]),
    },
    (_, i) =>
      i === 0 && client.rental
        ? `RA-${rnd.int(100000, 999999)}`
        : i === 0
          ? `PO-${rnd.int(10000, 99999)}`
          : `${client.code}-${rnd.int(1000, 9999)}`,
  );

const LEG_COUNTS: [number, number][] = [
  [1, 30],
  [2, 30],
  [3, 25],
  [4, 15],
];

/**
 * The demo orders of one tenant, in creation order and numbered from `firstNumber`. The first eighteen carry one
 * leg status each, so every status is on screen whatever the dice say.
 */
export const buildOrders = (
  rnd: Random,
  plan: TenantPlan,
  ref: Reference,
  users: Map<string, string>,
  now: number,
  firstNumber: number,
): BuiltOrder[] => {
  const today = Math.floor(now / DAY) * DAY;
  const perDay = plan.unit === 'mi' ? 450 : 720;
  const staff = plan.staff.map((email) => users.get(email) ?? null);
  const portalUser = plan.portalUser ? (users.get(plan.portalUser) ?? null) : null;
  const clients = ref.clients;
  let serial = plan.unit === 'mi' ? 310_000 : 720_000;
  const orders = Array.from({ length: plan.orders }, (_, index): BuiltOrder => {
    const mustInclude = OrderLegStatusValues[index];
    const state = mustInclude ? STATE_FOR_STATUS[mustInclude] : undefined;
    const legCount = rnd.weighted(LEG_COUNTS);
    const order = planOrder(rnd, legCount, { state, mustInclude, portalSource: portalUser ? 'PORTAL' : 'EMAIL' });
    // Portal orders come from the portal user's client (Northwind Motors in the East).
    const client = order.source === 'PORTAL' ? clients[0] : rnd.pick(clients);
    const customer = client.customers.length > 0 && rnd.chance(0.7) ? rnd.pick(client.customers) : null;
    const anchor = rnd.chance(0.15) && ['DISPATCH', 'ACTIVE'].includes(order.state) ? 0 : rnd.int(...ANCHORS[order.state]);
    const id = randomUUID();
    const vehicles: BuiltVehicle[] = [];
    const legs: BuiltLeg[] = [];
    order.chains.forEach((chain, c) => {
      const stops = routeChain(rnd, ref.locations, client, customer, chain.length);
      const vehicle = makeVehicle(rnd, client.id, serial++, stops[0].state, stops[0].type === 'PORT');
      vehicles.push(vehicle);
      const distances = chain.map((_, i) => roadDistance(stops[i], stops[i + 1], plan.unit));
      const days = chainDays(
        distances.map((d) => Math.max(1, Math.ceil(d / perDay))),
        Math.max(0, order.frontier[c]),
        anchor + c,
        chain.map((l) => l.status),
      );
      chain.forEach((legPlan, i) => {
        legs.push({
          id: randomUUID(),
          position: legs.length + 1,
          sequence: i + 1,
          vehicle,
          origin: stops[i],
          destination: stops[i + 1],
          method: methodFor(rnd, vehicle.model),
          plan: legPlan,
          pickupDay: days.pickup[i],
          deliveryDay: days.delivery[i],
          distance: distances[i],
        });
      });
    });
    const firstDay = Math.min(...legs.map((l) => l.pickupDay));
    const createdAt = Math.min(
      today + (Math.min(firstDay, 0) - rnd.int(1, 6)) * DAY + rnd.int(12, 22) * HOUR + rnd.int(0, 59) * 60_000,
      now - HOUR,
    );
    const createdBy = order.source === 'PORTAL' ? portalUser : order.source === 'API' ? null : rnd.pick(staff);
    return {
      id,
      number: '',
      state: order.state,
      source: order.source,
      client,
      customer,
      referenceNumbers: referenceNumbers(rnd, client),
      legs,
      vehicles,
      createdAt,
      createdBy,
    };
  });
  orders.sort((a, b) => a.createdAt - b.createdAt);
  orders.forEach((o, i) => {
    o.number = `O-${firstNumber + i}`;
  });
  return orders;
};
