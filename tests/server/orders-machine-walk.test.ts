import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { MAX_VEHICLES } from '../../src/domain/schemas/orders';
import {
  LEG_HOLD_REASONS,
  type OrderLegContext,
  type OrderLegEvent,
  orderLegEventName,
  orderLegEventTypes,
  orderLegMachine,
} from '../../src/machines/domain/orderLeg.machine';
import { signedIn, type TestClient } from './support/client';
import { one, userIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Every transition of the order-leg machine, walked through GraphQL as admin@ on fresh legs, checking the stored
 * status after each step. The walks are the machine's shortest paths from CREATED and from UNACKNOWLEDGED, plus one
 * extension for each accepted transition no shortest path takes (hold.release, the repeated steps), with the paths
 * that are a prefix of another left out: every step of every path is still walked.
 */
const input: OrderLegContext = {
  actor: { id: 'system', roles: [], system: true },
  transportMethod: 'DRIVEN',
  vehicleId: 'vehicle',
  originId: 'origin',
  destinationId: 'destination',
  hasDates: true,
  driverId: 'driver',
  truckingCompanyId: null,
  pickupReportSubmitted: true,
  deliveryReportSubmitted: true,
  // A tag and title is needed, so WAITING_ON_TAG_AND_TITLE is on the paths too.
  needsTagAndTitle: true,
  tagAndTitleDone: false,
  heldFrom: null,
};
const events: OrderLegEvent[] = orderLegEventTypes.map((type): OrderLegEvent => {
  if (type === 'leg.hold') return { type, reason: LEG_HOLD_REASONS[0] };
  if (type === 'leg.cancel' || type === 'leg.abort') return { type, reason: 'walk' };
  if (type === 'leg.confirm') return { type, confirmedPickupAt: '2030-05-01T09:00:00.000Z', confirmedDeliveryAt: '2030-05-03T17:00:00.000Z' };
  return { type } as OrderLegEvent;
});

type Walk = { start: 'CREATED' | 'UNACKNOWLEDGED'; states: AnyMachineSnapshot[]; events: OrderLegEvent[] };

const keyOf = (state: AnyMachineSnapshot) => JSON.stringify({ value: state.value, context: { ...state.context, actor: null } });
const signature = (walk: Walk) => `${walk.start}:${walk.events.map((event) => event.type).join('>')}`;

const walksFrom = (start: Walk['start']) => {
  const fromState = start === 'CREATED' ? undefined : orderLegMachine.resolveState({ value: start, context: input });
  const paths = getShortestPaths(orderLegMachine, { events, input, fromState });
  const asWalk = (path: (typeof paths)[number]): Walk => ({
    start,
    states: path.steps.map((step) => step.state),
    events: path.steps.slice(1).map((step) => step.event as OrderLegEvent),
  });
  const walks = paths.map(asWalk);
  const shortest = new Map(paths.map((path) => [keyOf(path.state), path]));
  const takes = (walk: Walk, state: AnyMachineSnapshot, type: string) =>
    walk.events.some((event, i) => event.type === type && keyOf(walk.states[i]) === keyOf(state));
  const transitions = adjacencyMapToArray(getAdjacencyMap(orderLegMachine, { events, input, fromState })).filter((t) => t.state.can(t.event));
  for (const { state, event, nextState } of transitions) {
    if (walks.some((walk) => takes(walk, state, event.type))) continue;
    const base = shortest.get(keyOf(state));
    if (!base) throw new Error(`no path to ${keyOf(state)}`);
    const walk = asWalk(base);
    walks.push({ start, states: [...walk.states, nextState], events: [...walk.events, event as OrderLegEvent] });
  }
  const leaves = walks.filter((walk) => !walks.some((other) => other !== walk && signature(other).startsWith(`${signature(walk)}>`)));
  return { leaves, transitions: transitions.length, covered: transitions.every((t) => leaves.some((walk) => takes(walk, t.state, t.event.type))) };
};

const graphs = [walksFrom('CREATED'), walksFrom('UNACKNOWLEDGED')];
const walks = graphs.flatMap((graph) => graph.leaves);

let server: TestServer;
let admin: TestClient;
let driverId: string;
let legIds: string[];

const TRANSITION = `mutation($id: ID!, $event: OrderLegEvent!, $input: LegTransitionInput, $version: Int!) {
  transitionOrderLeg(id: $id, event: $event, input: $input, version: $version) { status version heldFrom } }`;

/** The GraphQL payload of a machine event. */
const payload = (event: OrderLegEvent) => {
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
    default:
      return null;
  }
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  driverId = await userIdOf(server.db, 'driver@legwork.test');
  const client = await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE display_name = 'Northwind Motors'");
  const place = (name: string, lat: number, lng: number) => ({
    name, type: 'COMMERCIAL', address1: '1 Main St', city: name, stateProvince: 'MA', postalCode: '02110', lat, lng,
  });
  // Draft orders (which derive no order events from their legs), one vehicle and one leg per walk.
  legIds = [];
  for (let first = 0; first < walks.length; first += MAX_VEHICLES) {
    const batch = walks.slice(first, first + MAX_VEHICLES);
    const created = await admin.gql<{ createOrder: { id: string } }>('mutation($input: OrderInput!) { createOrder(input: $input) { id } }', {
      input: {
        clientId: client?.id,
        vehicles: batch.map(() => ({ make: 'Ford', model: 'Transit', year: 2022 })),
        locations: [place('Boston', 42.36, -71.05), place('Worcester', 42.26, -71.8)],
        legs: batch.map((_, i) => ({
          vehicleRef: i,
          originRef: { index: 0 },
          destinationRef: { index: 1 },
          transportMethod: 'DRIVEN',
          requestedPickup: { mode: 'ASAP' },
          requestedDelivery: { mode: 'ASAP' },
        })),
      },
    });
    if (!created.data) throw new Error(JSON.stringify(created.errors));
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM order_legs WHERE order_id = $1 ORDER BY position', [
      created.data.createOrder.id,
    ]);
    legIds.push(...rows.map((row) => row.id));
  }
  // The facts the walk's context assumes; condition reports and tag and title belong to other areas.
  await server.db.query(
    `UPDATE order_legs SET pickup_report_submitted = true, delivery_report_submitted = true, needs_tag_and_title = true,
       status = CASE WHEN id = ANY($2::uuid[]) THEN 'UNACKNOWLEDGED' ELSE status END
     WHERE id = ANY($1::uuid[])`,
    [legIds, legIds.filter((_, i) => walks[i].start === 'UNACKNOWLEDGED')],
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('order leg machine walked through GraphQL', () => {
  it('covers every accepted transition from both starting statuses', () => {
    for (const graph of graphs) {
      expect(graph.covered).toBe(true);
      expect(graph.transitions).toBeGreaterThan(40);
    }
  });

  it.each(walks.map((walk, i) => [signature(walk), i] as const))('%s', async (_, i) => {
    const id = legIds[i];
    let version = (await one<{ version: number }>(server.db, 'SELECT version FROM order_legs WHERE id = $1', [id]))?.version;
    for (const [n, event] of walks[i].events.entries()) {
      const expected = walks[i].states[n + 1];
      const result = await admin.gql<{ transitionOrderLeg: { status: string; version: number; heldFrom: string | null } }>(TRANSITION, {
        id,
        event: orderLegEventName(event.type),
        input: payload(event),
        version,
      });
      const label = `${event.type} → ${String(expected.value)}`;
      expect(result.errors, label).toBeUndefined();
      const stored = await one<{ status: string; heldFrom: string | null }>(
        server.db,
        'SELECT status, held_from AS "heldFrom" FROM order_legs WHERE id = $1',
        [id],
      );
      expect(stored, label).toEqual({ status: expected.value, heldFrom: expected.context.heldFrom });
      expect(result.data?.transitionOrderLeg, label).toMatchObject(stored as object);
      version = result.data?.transitionOrderLeg.version;
    }
  });

  it('audits each acknowledgement as ACKNOWLEDGED and records who acknowledged', async () => {
    const acknowledged = legIds.filter((_, i) => walks[i].events.some((event) => event.type === 'leg.acknowledge'));
    expect(acknowledged.length).toBeGreaterThan(10);
    const { rows } = await server.db.query<{ action: string; by: string | null }>(
      `SELECT a.action, l.acknowledged_by AS by FROM audit_logs a JOIN order_legs l ON l.id::text = a.entity_id::text
       WHERE a.event = 'leg.acknowledge' AND l.id = ANY($1::uuid[])`,
      [acknowledged],
    );
    const adminId = await userIdOf(server.db, 'admin@legwork.test');
    expect(rows).toEqual(acknowledged.map(() => ({ action: 'ACKNOWLEDGED', by: adminId })));
  });
});
