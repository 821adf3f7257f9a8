import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VEHICLES } from '../../src/domain/schemas/orders';
import { type OrderLegEvent, orderLegEventName, orderLegMachine } from '../../src/machines/domain/orderLeg.machine';
import { signedIn, type TestClient } from './support/client';
import { one, userIdOf } from './support/helpers';
import { COMPLETE_LEG, EVERY_LEG_EVENT } from '../../src/testing/fixtures';
import { LEG_TRANSITION, legPayload, RECORD_RAISED, raiseAsRecord, signatureOf, storeLegWalkFacts, walksOf } from './support/machineWalk';
import { freshDriverId } from './support/drivers';
import { startTestServer, type TestServer } from './support/testServer';
import { legInput } from './support/orderInputs';

/**
 * Every transition of the order-leg machine, walked through GraphQL as admin@ on fresh legs, checking the stored
 * status after each step. The walks are the machine's shortest paths from CREATED and from UNACKNOWLEDGED, plus one
 * extension for each accepted transition no shortest path takes (hold.release, the repeated steps), with the paths
 * that are a prefix of another left out: every step of every path is still walked.
 */
type Start = 'CREATED' | 'UNACKNOWLEDGED';

const walksFrom = (start: Start) => {
  const fromState = start === 'CREATED' ? undefined : orderLegMachine.resolveState({ value: start, context: COMPLETE_LEG });
  const graph = walksOf<OrderLegEvent>(orderLegMachine, { events: EVERY_LEG_EVENT, input: COMPLETE_LEG, fromState });
  return { ...graph, leaves: graph.leaves.map((walk) => ({ ...walk, start })) };
};
const signature = (walk: { start: Start; events: OrderLegEvent[] }) => `${walk.start}:${signatureOf({ states: [], events: walk.events })}`;

const graphs = [walksFrom('CREATED'), walksFrom('UNACKNOWLEDGED')];
const walks = graphs.flatMap((graph) => graph.leaves);

let server: TestServer;
let admin: TestClient;
let legIds: string[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  const client = await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE display_name = 'Northwind Motors'");
  const place = (name: string, lat: number, lng: number) => ({
    name,
    type: 'COMMERCIAL',
    address1: '1 Main St',
    city: name,
    stateProvince: 'MA',
    postalCode: '02110',
    lat,
    lng,
  });
  // Draft orders (which derive no order events from their legs), one vehicle and one leg per walk.
  legIds = [];
  for (let first = 0; first < walks.length; first += MAX_VEHICLES) {
    const batch = walks.slice(first, first + MAX_VEHICLES);
    const created = await admin.gql<{ createOrder: { id: string } }>(
      'mutation($input: OrderInput!) { createOrder(input: $input) { id } }',
      {
        input: {
          clientId: client?.id,
          vehicles: batch.map(() => ({ make: 'Ford', model: 'Transit', year: 2022 })),
          locations: [place('Boston', 42.36, -71.05), place('Worcester', 42.26, -71.8)],
          legs: batch.map((_, i) => legInput(i, 0, 1, 'DRIVEN')),
        },
      },
    );
    if (!created.data) throw new Error(JSON.stringify(created.errors));
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM order_legs WHERE order_id = $1 ORDER BY position', [
      created.data.createOrder.id,
    ]);
    legIds.push(...rows.map((row) => row.id));
  }
  // The facts the walk's context assumes; condition reports and tag and title belong to other areas.
  await storeLegWalkFacts(server.db, legIds);
  await server.db.query("UPDATE order_legs SET status = 'UNACKNOWLEDGED' WHERE id = ANY($1::uuid[])", [
    legIds.filter((_, i) => walks[i].start === 'UNACKNOWLEDGED'),
  ]);
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
    // A driver of its own per walk: one driver on every walk's leg at once would be on overlapping legs.
    const driverId = await freshDriverId(server.db);
    let version = (await one<{ version: number }>(server.db, 'SELECT version FROM order_legs WHERE id = $1', [id]))?.version;
    for (const [n, event] of walks[i].events.entries()) {
      const expected = walks[i].states[n + 1];
      const result = await admin.gql<{ transitionOrderLeg: { status: string; version: number; heldFrom: string | null } }>(LEG_TRANSITION, {
        id,
        event: orderLegEventName(event.type),
        input: legPayload(event, driverId),
        version,
      });
      const label = `${event.type} → ${String(expected.value)}`;
      if (RECORD_RAISED.has(event.type)) {
        // No bare button: the leg's invoice or settlement raises it (server/invoices), stored here as they would.
        expect(
          result.errors?.map((error) => error.extensions?.code),
          label,
        ).toEqual(['INVALID_TRANSITION']);
        await raiseAsRecord(server.db, id, event.type);
        const raised = await one<{ status: string; version: number }>(server.db, 'SELECT status, version FROM order_legs WHERE id = $1', [
          id,
        ]);
        expect(raised?.status, label).toBe(expected.value);
        version = raised?.version;
        continue;
      }
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
