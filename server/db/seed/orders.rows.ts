import { LEG_STATUS_RANK, type OrderLegStatus } from '../../../src/machines/domain/status';
import { type BuiltLeg, type BuiltOrder, DAY } from './orders.build';
import { isoDay } from './orders.reference';
import type { Random } from './random';
import { routePlaces } from '../../orders/orders.public';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SPECIAL = [
  'Call the site 30 minutes before arrival.',
  'Keys are in the lock box, code given by phone.',
  'Low clearance at the delivery dock: use a flatbed.',
  'Deliver to the service entrance on the east side.',
  'Customer asks for a closed trailer.',
  'Photograph all four wheels at pickup: prior curb damage reported.',
];
const GENERAL = [
  'Client will send the release form by email.',
  'Part of the spring fleet rotation.',
  'Billing to the regional office.',
  'Gate pass required at the terminal.',
];

type RowContext = { tenantId: string; today: number; now: number; driverId: string | null; callCenterId: string | null };

// Who hands over and who takes each vehicle: picked by the leg's position (no draw from rnd, so the rest of the seed stays as it was).
const PEOPLE = ['Dana Whitfield', 'Luis Ortega', 'Priya Raman', 'Marcus Bell', 'Hannah Kowalski', 'Andre Dupont', 'Grace Liu'];
const legContact = (order: BuiltOrder, leg: BuiltLeg, end: number) => {
  const at = (Number(order.number.replace(/\D/g, '')) + leg.position * 2 + end) % PEOPLE.length;
  const name = PEOPLE[at];
  return {
    name,
    phone: `+1 404 555 01${String(at * 7 + end).padStart(2, '0')}`,
    email: end === 0 ? null : `${name.split(' ')[0].toLowerCase()}@example.com`,
  };
};

const rankOf = (s: OrderLegStatus) => (s === 'CANCELLED' ? -1 : LEG_STATUS_RANK[s]);

/** A seeded leg has confirmed dates once the call center confirmed it (a held leg as the status it was held from). */
export const legConfirmed = (plan: BuiltLeg['plan']): boolean => {
  const was = plan.status === 'ON_HOLD' && plan.heldFrom ? plan.heldFrom : plan.status;
  return rankOf(was) >= LEG_STATUS_RANK.CALL_CENTER_CONFIRMED || was === 'ABORTED';
};

const legRow = (rnd: Random, ctx: RowContext, order: BuiltOrder, leg: BuiltLeg) => {
  const { plan } = leg;
  // A held leg keeps the facts of the status it was held from.
  const was = plan.status === 'ON_HOLD' && plan.heldFrom ? plan.heldFrom : plan.status;
  const rank = rankOf(was);
  const confirmed = legConfirmed(plan);
  const assigned = rank >= LEG_STATUS_RANK.PENDING_PICKUP || was === 'ABORTED';
  const pickedUp = rank >= LEG_STATUS_RANK.IN_TRANSIT;
  const delivered = rank >= LEG_STATUS_RANK.DELIVERED;
  const at = (day: number, fromHour: number) => ctx.today + day * DAY + (fromHour + rnd.int(0, 7)) * HOUR + rnd.int(0, 3) * 15 * MINUTE;
  const pickupAt = at(leg.pickupDay, 12);
  const deliveryAt = at(leg.deliveryDay, 13);
  const past = (time: number) => Math.min(time, ctx.now - rnd.int(10, 120) * MINUTE);
  const pickupMode = rnd.weighted([
    ['ASAP', 3],
    ['ON', 3],
    ['AFTER', 2],
    ['BEFORE', 2],
  ]);
  const deliveryMode = rnd.weighted([
    ['ASAP', 4],
    ['BEFORE', 4],
    ['ON', 2],
  ]);
  const needsTnt = was === 'WAITING_ON_TAG_AND_TITLE' || leg.destination.type === 'REGISTRATION' || rnd.chance(0.06);
  const acknowledged = order.source !== 'STAFF' && plan.status !== 'UNACKNOWLEDGED';
  const driven = leg.method === 'DRIVEN' || leg.method === 'TOW';
  const updatedAt = Math.max(order.createdAt, Math.min(ctx.now, delivered ? deliveryAt : pickedUp ? pickupAt : order.createdAt + 4 * HOUR));
  return {
    id: leg.id,
    order_id: order.id,
    number: `${order.number}-${leg.position}`,
    position: leg.position,
    sequence: leg.sequence,
    vehicle_id: leg.vehicle.id,
    origin_id: leg.origin.id,
    destination_id: leg.destination.id,
    transport_method: leg.method,
    status: plan.status,
    held_from: plan.heldFrom,
    hold_reason: plan.holdReason,
    status_reason: plan.statusReason,
    requested_pickup_mode: pickupMode,
    requested_pickup_date: pickupMode === 'ASAP' ? null : isoDay(ctx.today + leg.pickupDay * DAY),
    requested_delivery_mode: deliveryMode,
    requested_delivery_date:
      deliveryMode === 'ASAP' ? null : isoDay(ctx.today + (leg.deliveryDay + (deliveryMode === 'BEFORE' ? 1 : 0)) * DAY),
    confirmed_pickup_at: confirmed ? new Date(pickupAt) : null,
    confirmed_delivery_at: confirmed ? new Date(deliveryAt) : null,
    driver_id: assigned && driven ? ctx.driverId : null,
    distance: leg.distance,
    client_paid: order.state === 'CLOSED' || ((was === 'INVOICED' || was === 'DRIVER_PAID') && rnd.chance(0.4)),
    driver_paid: was === 'DRIVER_PAID',
    pickup_report_submitted: pickedUp && leg.method !== 'CLIENT_IN',
    delivery_report_submitted: delivered && leg.method !== 'CLIENT_IN',
    needs_tag_and_title: needsTnt,
    tag_and_title_done: needsTnt && rank >= LEG_STATUS_RANK.CLEARED_FOR_DISPATCH,
    acknowledged_at: acknowledged ? new Date(order.createdAt + 2 * HOUR) : null,
    acknowledged_by: acknowledged ? ctx.callCenterId : null,
    picked_up_at: pickedUp ? new Date(past(pickupAt + rnd.int(0, 90) * MINUTE)) : null,
    delivered_at: delivered ? new Date(past(deliveryAt)) : null,
    notes: rnd.chance(0.08) ? 'Vehicle is parked in row C; ask for Luis at the gate.' : null,
    pickup_contact: legContact(order, leg, 0),
    delivery_contact: legContact(order, leg, 1),
    created_at: new Date(order.createdAt),
    updated_at: new Date(updatedAt),
  };
};

/** The rows of the built orders: vehicles, orders, legs and what hangs off an order (locations, notes, tags). */
export const orderRows = (rnd: Random, ctx: RowContext, orders: BuiltOrder[], tagIds: string[]) => {
  const tenant = { tenant_id: ctx.tenantId };
  const legs = orders.flatMap((o) => o.legs.map((l) => ({ ...tenant, ...legRow(rnd, ctx, o, l) })));
  const updatedAt = new Map<unknown, number>();
  for (const l of legs) updatedAt.set(l.order_id, Math.max(updatedAt.get(l.order_id) ?? 0, (l.updated_at as Date).getTime()));
  const vehicles = orders.flatMap((o) =>
    o.vehicles.map((v) => ({
      ...tenant,
      id: v.id,
      client_id: v.clientId,
      vin: v.vin,
      year: v.year,
      make: v.model.make,
      model: v.model.model,
      vehicle_class: v.model.vehicleClass,
      colour: v.colour,
      fuel_type: v.model.fuelType,
      transmission: v.model.transmission,
      plate: v.plate,
      plate_state: v.plateState,
      odometer: v.odometer,
      keys: v.keys,
      created_at: new Date(o.createdAt),
    })),
  );
  // Two drafts sit in the trash (for the trashed filter); at least one stays live.
  const trashed = new Set(
    orders
      .filter((o) => o.state === 'DRAFT')
      .slice(0, -1)
      .slice(0, 2),
  );
  const orderRowsOut = orders.map((o) => {
    const statuses = o.legs.map((l) => l.plan.status);
    const billed = statuses.some((s) => s === 'INVOICED' || s === 'DRIVER_PAID');
    return {
      ...tenant,
      id: o.id,
      number: o.number,
      client_id: o.client.id,
      customer_id: o.customer?.id ?? null,
      state: o.state,
      reference_numbers: o.referenceNumbers,
      leg_statuses: statuses,
      leg_count: statuses.length,
      payment_status: o.state === 'CLOSED' ? 'PAID' : o.state === 'SETTLING' && billed ? rnd.pick(['UNPAID', 'PARTIALLY_PAID']) : null,
      source: o.source,
      created_by: o.createdBy,
      search_text: [o.number, ...o.referenceNumbers, o.client.name, ...o.vehicles.map((v) => v.vin)].join(' '),
      created_at: new Date(o.createdAt),
      updated_at: new Date(updatedAt.get(o.id) ?? o.createdAt),
      deleted_at: trashed.has(o) ? new Date(o.createdAt + DAY) : null,
    };
  });
  // Every place each order's legs stop at, once, in route order (the hub of a two-leg chain included).
  const places = orders.flatMap((o) =>
    routePlaces(o.legs.map((l) => ({ position: l.position, originId: l.origin.id, destinationId: l.destination.id }))).map((p) => ({
      ...tenant,
      order_id: o.id,
      location_id: p.locationId,
      role: p.role,
      position: p.position,
    })),
  );
  const notes = orders.flatMap((o) =>
    [
      ...(rnd.chance(0.25) ? [{ kind: 'SPECIAL_INSTRUCTIONS', body: rnd.pick(SPECIAL) }] : []),
      ...(rnd.chance(0.15) ? [{ kind: 'GENERAL', body: rnd.pick(GENERAL) }] : []),
    ].map((n) => ({ ...tenant, order_id: o.id, ...n, created_by: o.createdBy, created_at: new Date(o.createdAt + 5 * MINUTE) })),
  );
  const tags = orders.flatMap((o) =>
    rnd.chance(0.3) ? rnd.sample(tagIds, rnd.int(1, 2)).map((tag) => ({ ...tenant, order_id: o.id, tag_id: tag })) : [],
  );
  return { vehicles, orders: orderRowsOut, legs, orderLocations: places, notes, tags };
};
