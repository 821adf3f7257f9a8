import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { type OrderLegEvent, orderLegEventName, orderLegMachine } from '../../../src/machines/domain/orderLeg.machine';
import { COMPLETE_LEG, EVERY_LEG_EVENT } from '../../../src/testing/fixtures';
import type { OrderLegStatus } from '../../../src/machines/domain/status';
import type { TestClient } from './client';
import type { Queryable } from '../../../server/db/database';

/** A walk through a machine: the states it passes (the first is where it starts) and the events between them. */
export type Walk<E extends EventObject> = { states: AnyMachineSnapshot[]; events: E[] };

const keyOf = (state: AnyMachineSnapshot) => JSON.stringify({ value: state.value, context: { ...state.context, actor: null } });
export const signatureOf = (walk: Walk<EventObject>) => walk.events.map((event) => event.type).join('>');

/**
 * Walks that take every transition the machine accepts: its shortest paths, plus one extension for each accepted
 * transition no shortest path takes (a loop back, a repeated step), with the walks that are a prefix of another left
 * out (every step of every walk is still taken).
 */
export const walksOf = <E extends EventObject>(
  machine: AnyStateMachine,
  options: { events: E[]; input: unknown; fromState?: AnyMachineSnapshot },
) => {
  const paths = getShortestPaths(machine, options);
  const asWalk = (path: (typeof paths)[number]): Walk<E> => ({
    states: path.steps.map((step) => step.state),
    events: path.steps.slice(1).map((step) => step.event as E),
  });
  const walks = paths.map(asWalk);
  const shortest = new Map(paths.map((path) => [keyOf(path.state), path]));
  const takes = (walk: Walk<E>, state: AnyMachineSnapshot, type: string) =>
    walk.events.some((event, i) => event.type === type && keyOf(walk.states[i]) === keyOf(state));
  const transitions = adjacencyMapToArray(getAdjacencyMap(machine, options)).filter((t) => t.state.can(t.event));
  for (const { state, event, nextState } of transitions) {
    if (walks.some((walk) => takes(walk, state, event.type))) continue;
    const base = shortest.get(keyOf(state));
    if (!base) throw new Error(`no path to ${keyOf(state)}`);
    const walk = asWalk(base);
    walks.push({ states: [...walk.states, nextState], events: [...walk.events, event as E] });
  }
  const longer = (other: Walk<E>, walk: Walk<E>) =>
    other !== walk && (walk.events.length === 0 || signatureOf(other).startsWith(`${signatureOf(walk)}>`));
  const leaves = walks.filter((walk) => !walks.some((other) => longer(other, walk)));
  return {
    leaves,
    transitions: transitions.length,
    covered: transitions.every((t) => leaves.some((walk) => takes(walk, t.state, t.event.type))),
  };
};

/** Stores the facts the walks assume (COMPLETE_LEG: reports submitted, a tag and title due) on legs. */
export const storeLegWalkFacts = async (db: Queryable, legIds: string[]) => {
  await db.query(
    `UPDATE order_legs SET pickup_report_submitted = true, delivery_report_submitted = true, needs_tag_and_title = true
     WHERE id = ANY($1::uuid[])`,
    [legIds],
  );
  await storeStorageFacts(db, legIds);
};

/** The storage facility a walk's leg.toStorage names (made by storeLegWalkFacts in the legs' tenant). */
let walkStorageFacilityId: string | null = null;

/**
 * leg.toStorage and leg.fromStorage check the vehicle in and out of storage (server/storage/storage.legs.ts): a STORAGE
 * location of the legs' tenant to go to, and a standing CHECK_IN and CHECK_OUT report on each leg.
 */
const storeStorageFacts = async (db: Queryable, legIds: string[]) => {
  if (legIds.length === 0) return;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO locations (tenant_id, name, type, address1, city, state_province, postal_code)
     SELECT tenant_id, 'Walk Storage Yard', 'STORAGE', '1 Yard Rd', 'Boston', 'MA', '02108' FROM order_legs WHERE id = $1 RETURNING id`,
    [legIds[0]],
  );
  walkStorageFacilityId = rows[0].id;
  await db.query(
    `INSERT INTO condition_reports (tenant_id, number, client_id, order_id, order_leg_id, vehicle_id, direction, status, captured_at, submitted_at,
       driver_signature, customer_not_available_reason)
     SELECT l.tenant_id, 'CR-' || (700000000000 + (SELECT count(*) FROM condition_reports) + row_number() OVER ()), gen_random_uuid(), l.order_id, l.id,
       l.vehicle_id, d.direction, 'SUBMITTED', now(), now(), '{"name": "Walk"}', 'Walk'
     FROM order_legs l CROSS JOIN (VALUES ('CHECK_IN'), ('CHECK_OUT')) AS d(direction) WHERE l.id = ANY($1::uuid[])`,
    [legIds],
  );
};

export const LEG_TRANSITION = `mutation($id: ID!, $event: OrderLegEvent!, $input: LegTransitionInput, $version: Int!) {
  transitionOrderLeg(id: $id, event: $event, input: $input, version: $version) { status version heldFrom } }`;

/** The GraphQL payload of a leg machine event. */
export const legPayload = (event: OrderLegEvent, driverId: string) => {
  switch (event.type) {
    case 'leg.hold':
      return { holdReason: event.reason };
    case 'leg.cancel':
    case 'leg.abort':
      return { reason: event.reason };
    case 'leg.confirm':
      return { confirmedPickupAt: event.confirmedPickupAt, confirmedDeliveryAt: event.confirmedDeliveryAt };
    case 'leg.assign':
      return { driverId };
    case 'leg.toStorage':
      return { storageFacilityId: walkStorageFacilityId };
    default:
      return null;
  }
};

const DETOURS: readonly string[] = ['ON_HOLD', 'CANCELLED', 'ABORTED'];

/** The fewest leg events from `from` to a status that `reached` accepts, without a hold, cancel or abort on the way. */
export const legEventsUntil = (from: OrderLegStatus, reached: (status: OrderLegStatus) => boolean): OrderLegEvent[] => {
  const fromState = orderLegMachine.resolveState({ value: from, context: COMPLETE_LEG });
  const paths = getShortestPaths(orderLegMachine, { events: EVERY_LEG_EVENT, input: COMPLETE_LEG, fromState })
    .filter((path) => reached(path.state.value as OrderLegStatus))
    .filter((path) => path.steps.every((step) => !DETOURS.includes(String(step.state.value))))
    .sort((a, b) => a.steps.length - b.steps.length);
  if (!paths[0]) throw new Error(`no leg path from ${from}`);
  return paths[0].steps.slice(1).map((step) => step.event as OrderLegEvent);
};

/** Sends leg events through GraphQL one by one; the first refusal throws with its errors. */
/** The leg's events an invoice or a settlement raises (server/invoices): the leg's own mutation refuses them. */
export const RECORD_RAISED: ReadonlySet<string> = new Set(['leg.invoice', 'leg.uninvoice', 'leg.driverPaid']);

/**
 * What an issued invoice (leg.invoice), a cancelled one (leg.uninvoice) or a paid settlement (leg.driverPaid) leaves
 * on the leg, stored as those records would store it; a walk uses it after checking the bare button is refused.
 */
export const raiseAsRecord = (db: Queryable, legId: string, type: string) =>
  db.query(
    type === 'leg.invoice'
      ? `UPDATE order_legs SET status = CASE WHEN driver_paid THEN 'DRIVER_PAID' ELSE 'INVOICED' END, version = version + 1 WHERE id = $1`
      : type === 'leg.uninvoice'
        ? `UPDATE order_legs SET status = 'DELIVERED', version = version + 1 WHERE id = $1`
        : `UPDATE order_legs SET driver_paid = true, status = CASE WHEN status = 'INVOICED' THEN 'DRIVER_PAID' ELSE status END,
           version = version + 1 WHERE id = $1`,
    [legId],
  );

export const sendLegEvents = async (client: TestClient, db: Queryable, legId: string, events: OrderLegEvent[], driverId: string) => {
  for (const event of events) {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM order_legs WHERE id = $1', [legId]);
    const result = await client.gql(LEG_TRANSITION, {
      id: legId,
      event: orderLegEventName(event.type),
      input: legPayload(event, driverId),
      version: rows[0].version,
    });
    if (RECORD_RAISED.has(event.type) && result.errors?.[0]?.extensions?.code === 'INVALID_TRANSITION')
      await raiseAsRecord(db, legId, event.type);
    else if (result.errors) throw new Error(`${event.type}: ${JSON.stringify(result.errors)}`);
  }
};
