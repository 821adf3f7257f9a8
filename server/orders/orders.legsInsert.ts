import type { LatLng } from '../../src/domain/geo';
import type { LegInput, OrderInputValues } from '../../src/domain/schemas/orders';
import type { OrderSource } from '../../src/generated/resolvers';
import { auditWrite } from '../records/writes';
import { LEG_AUDIT } from './orders.rows';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import type { Actor } from '../auth/actors';
import { refKey } from './orders.checks';
import type { PlacedLocation } from './orders.parts';
import { publishChange } from '../graphql/liveRecords';
import { notify } from '../notifications/notifications.public';

/** The coordinates of every location the legs name (existing ones from the database, new ones as placed). */
export const locationPoints = async (db: Queryable, input: OrderInputValues, placed: PlacedLocation[]) => {
  const points = new Map<string, LatLng>();
  placed.forEach((location, index) => {
    if (location.lat !== null && location.lng !== null) points.set(`new:${index}`, { lat: location.lat, lng: location.lng });
  });
  const ids = input.legs.flatMap((leg) => [leg.originRef.locationId, leg.destinationRef.locationId]).filter((id) => id !== null);
  if (ids.length === 0) return points;
  const { rows } = await db.query<{ id: string; lat: number | null; lng: number | null }>(
    'SELECT id, lat, lng FROM locations WHERE id = ANY($1::uuid[])',
    [ids],
  );
  for (const row of rows) if (row.lat !== null && row.lng !== null) points.set(`id:${row.id}`, { lat: row.lat, lng: row.lng });
  return points;
};

/** jsonb columns (the contacts) as JSON text; other values as they are. */
const asParam = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

export type LegsSpec = {
  orderId: string;
  number: string;
  source: OrderSource;
  legs: readonly LegInput[];
  vehicleIds: string[];
  placed: PlacedLocation[];
  distance: (from: string, to: string) => number | null;
};

/** The columns of the order's new legs (order_legs, in order after tenant and order), in input order. */
export const legValues = (spec: LegsSpec) => {
  const status = spec.source === 'STAFF' ? 'CREATED' : 'UNACKNOWLEDGED';
  const locationId = (ref: LegInput['originRef']) => (ref.locationId === null ? spec.placed[ref.index].id : ref.locationId);
  const sequences = new Map<number, number>();
  return spec.legs.map((leg, i) => {
    const sequence = (sequences.get(leg.vehicleRef) ?? 0) + 1;
    sequences.set(leg.vehicleRef, sequence);
    return {
      number: `${spec.number}-${i + 1}`,
      position: i + 1,
      sequence,
      vehicleId: spec.vehicleIds[leg.vehicleRef],
      originId: locationId(leg.originRef),
      destinationId: locationId(leg.destinationRef),
      transportMethod: leg.transportMethod,
      status,
      requestedPickupMode: leg.requestedPickup.mode,
      requestedPickupDate: leg.requestedPickup.date,
      requestedDeliveryMode: leg.requestedDelivery.mode,
      requestedDeliveryDate: leg.requestedDelivery.date,
      distance: spec.distance(refKey(leg.originRef), refKey(leg.destinationRef)),
      notes: leg.notes,
      pickupContact: leg.pickupContact,
      deliveryContact: leg.deliveryContact,
    };
  });
};

/**
 * Legs in input order (position 1..n, number `O-100042-2`), each vehicle's legs numbered by `sequence`; staff
 * legs start CREATED, the others UNACKNOWLEDGED. The order's places (ORIGIN, STOP, DESTINATION) follow from them.
 */
export const insertLegs = async (ctx: GraphQLContext, actor: Actor, spec: LegsSpec) => {
  const created: { id: string; number: string }[] = [];
  for (const values of legValues(spec)) {
    const { rows } = await ctx.db.query<{ id: string }>(
      `INSERT INTO order_legs (tenant_id, order_id, number, position, sequence, vehicle_id, origin_id, destination_id,
         transport_method, status, requested_pickup_mode, requested_pickup_date, requested_delivery_mode,
         requested_delivery_date, distance, notes, pickup_contact, delivery_contact)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18::jsonb) RETURNING id`,
      [actor.tenantId, spec.orderId, ...Object.values(values).map(asParam)],
    );
    const legId = rows[0].id;
    await auditWrite(ctx, actor, LEG_AUDIT, 'create', legId, { after: values });
    publishChange(ctx, 'orderLegChanged', actor.tenantId, legId);
    created.push({ id: legId, number: values.number });
  }
  await syncOrderLocations(ctx.db, spec.orderId);
  await legsCreatedNotice(ctx, actor, [{ orderId: spec.orderId, legs: created }]);
};

/**
 * The client's account manager (clients.account_manager_id) hears of every leg created for the client by someone else:
 * the managers of all the orders read in one statement.
 */
export const legsCreatedNotice = async (
  ctx: GraphQLContext,
  actor: Actor,
  orders: readonly { orderId: string; legs: readonly { id: string; number: string }[] }[],
) => {
  const { rows } = await ctx.db.query<{ orderId: string; managerId: string | null }>(
    `SELECT o.id AS "orderId", c.account_manager_id AS "managerId" FROM orders o JOIN clients c ON c.id = o.client_id
     WHERE o.id = ANY($1::uuid[])`,
    [orders.map((order) => order.orderId)],
  );
  const managers = new Map(rows.map((row) => [row.orderId, row.managerId]));
  for (const { orderId, legs } of orders) {
    const managerId = managers.get(orderId);
    if (!managerId || managerId === actor.user.id) continue;
    for (const leg of legs)
      await notify(ctx, [managerId], {
        type: 'ORDER_LEG_CREATED',
        title: `Leg ${leg.number} created`,
        body: `${actor.user.name} created leg ${leg.number}.`,
        data: { orderId, orderLegId: leg.id, number: leg.number },
        tenantId: actor.tenantId,
      });
  }
};

/** The order's places from its legs: each distinct stop once, in route order (migration 016's function). */
export const syncOrderLocations = async (db: Queryable, orderIds: string | readonly string[]) => {
  await db.query('SELECT app_order_locations_sync(id) FROM unnest($1::uuid[]) AS id', [
    typeof orderIds === 'string' ? [orderIds] : orderIds,
  ]);
};

/** The order's GENERAL and SPECIAL_INSTRUCTIONS notes that are given, as [kind, body]. */
export const orderNotes = (notes: OrderInputValues['notes']) =>
  (
    [
      ['GENERAL', notes.general],
      ['SPECIAL_INSTRUCTIONS', notes.specialInstructions],
    ] as const
  ).flatMap(([kind, body]) => (body ? [[kind, body] as const] : []));

/** The order's GENERAL and SPECIAL_INSTRUCTIONS notes, when given. */
export const insertNotes = async (db: Queryable, tenantId: string, orderId: string, userId: string, notes: OrderInputValues['notes']) => {
  const kinds = orderNotes(notes);
  for (const [kind, body] of kinds)
    await db.query('INSERT INTO order_notes (tenant_id, order_id, kind, body, created_by) VALUES ($1, $2, $3, $4, $5)', [
      tenantId,
      orderId,
      kind,
      body,
      userId,
    ]);
};
