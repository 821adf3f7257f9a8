import type { LatLng } from '../../src/domain/geo';
import type { LegInput, OrderInputValues } from '../../src/domain/schemas/orders';
import type { OrderSource } from '../../src/generated/resolvers';
import { auditAs } from '../audit';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import type { Actor } from './orders.access';
import { refKey } from './orders.checks';
import type { PlacedLocation } from './orders.parts';
import { publishChange } from '../graphql/liveRecords';

/** The coordinates of every location the legs name (existing ones from the database, new ones as placed). */
export const locationPoints = async (db: Queryable, input: OrderInputValues, placed: PlacedLocation[]) => {
  const points = new Map<string, LatLng>();
  placed.forEach((location, index) => {
    if (location.lat !== null && location.lng !== null) points.set(`new:${index}`, { lat: location.lat, lng: location.lng });
  });
  const ids = input.legs.flatMap((leg) => [leg.originRef.locationId, leg.destinationRef.locationId]).filter((id) => id !== null);
  const { rows } = await db.query<{ id: string; lat: number | null; lng: number | null }>(
    'SELECT id, lat, lng FROM locations WHERE id = ANY($1::uuid[])',
    [ids],
  );
  for (const row of rows) if (row.lat !== null && row.lng !== null) points.set(`id:${row.id}`, { lat: row.lat, lng: row.lng });
  return points;
};

type LegsSpec = {
  orderId: string;
  number: string;
  source: OrderSource;
  legs: readonly LegInput[];
  vehicleIds: string[];
  placed: PlacedLocation[];
  distance: (from: string, to: string) => number | null;
};

/**
 * Legs in input order (position 1..n, number `O-100042-2`), each vehicle's legs numbered by `sequence`; staff
 * legs start CREATED, the others UNACKNOWLEDGED. The order's ORIGIN/DESTINATION locations follow from them.
 */
export const insertLegs = async (ctx: GraphQLContext, actor: Actor, spec: LegsSpec) => {
  const status = spec.source === 'STAFF' ? 'CREATED' : 'UNACKNOWLEDGED';
  const locationId = (ref: LegInput['originRef']) => (ref.locationId === null ? spec.placed[ref.index].id : ref.locationId);
  const sequences = new Map<number, number>();
  for (const [i, leg] of spec.legs.entries()) {
    const sequence = (sequences.get(leg.vehicleRef) ?? 0) + 1;
    sequences.set(leg.vehicleRef, sequence);
    const values = {
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
    };
    const { rows } = await ctx.db.query<{ id: string }>(
      `INSERT INTO order_legs (tenant_id, order_id, number, position, sequence, vehicle_id, origin_id, destination_id,
         transport_method, status, requested_pickup_mode, requested_pickup_date, requested_delivery_mode,
         requested_delivery_date, distance, notes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [actor.tenantId, spec.orderId, ...Object.values(values)],
    );
    const legId = rows[0].id;
    await auditAs(ctx, actor, {
      entityKind: 'Order legs',
      entityId: legId,
      action: 'CREATED',
      event: 'leg.create',
      after: values,
    });
    await ctx.db.query(
      `INSERT INTO order_locations (tenant_id, order_id, location_id, role) VALUES ($1, $2, $3, 'ORIGIN'), ($1, $2, $4, 'DESTINATION')
       ON CONFLICT DO NOTHING`,
      [actor.tenantId, spec.orderId, values.originId, values.destinationId],
    );
    publishChange(ctx, 'orderLegChanged', actor.tenantId, legId);
  }
};

/** The order's GENERAL and SPECIAL_INSTRUCTIONS notes, when given. */
export const insertNotes = async (db: Queryable, tenantId: string, orderId: string, userId: string, notes: OrderInputValues['notes']) => {
  const kinds = [
    ['GENERAL', notes.general],
    ['SPECIAL_INSTRUCTIONS', notes.specialInstructions],
  ].filter(([, body]) => body);
  for (const [kind, body] of kinds)
    await db.query('INSERT INTO order_notes (tenant_id, order_id, kind, body, created_by) VALUES ($1, $2, $3, $4, $5)', [
      tenantId,
      orderId,
      kind,
      body,
      userId,
    ]);
};
