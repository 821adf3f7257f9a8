import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireQuotes } from '../../server/quotes/quotes.expire';
import {
  type OrderEvent,
  orderEventName,
  orderEventTypes,
  orderMachine,
  SETTLED_ORDER_CONTEXT,
} from '../../src/machines/domain/order.machine';
import { type QuoteContext, type QuoteEvent, quoteEventName, quoteEventTypes, quoteMachine } from '../../src/machines/domain/quote.machine';
import {
  allLegsConfirmed,
  allLegsDone,
  allLegsSettled,
  anyLegPickedUp,
  type OrderLegStatus,
  SYSTEM_ACTOR,
} from '../../src/machines/domain/status';
import { signedIn, type TestClient } from './support/client';
import { one } from './support/helpers';
import { legEventsUntil, sendLegEvents, signatureOf, storeLegWalkFacts, walksOf } from './support/machineWalk';
import { freshDriverId } from './support/drivers';
import { startTestServer, type TestServer } from './support/testServer';
import { legInput } from './support/orderInputs';

/**
 * The order and quote machines walked through GraphQL, every accepted transition, checking the stored status after
 * each step (the leg machine has its own file). An order's `legs.*` events are the server's: the walk moves the
 * order's one leg through the leg machine's fewest events until the order should follow, and checks that it did.
 * Closing needs paid invoices, which the accounting area will record; until then the test marks the order paid.
 */
const orderGraph = walksOf<OrderEvent>(orderMachine, {
  events: orderEventTypes.map((type) => ({ type }) as OrderEvent),
  input: SETTLED_ORDER_CONTEXT,
});
const quoteGraph = walksOf<QuoteEvent>(quoteMachine, {
  events: quoteEventTypes.map((type) => ({ type }) as QuoteEvent),
  input: { actor: SYSTEM_ACTOR } satisfies QuoteContext,
});

let server: TestServer;
let admin: TestClient;
let clientId: string;

const place = (name: string, lat: number, lng: number) => ({
  name,
  type: 'COMMERCIAL',
  address1: '1 Main St',
  city: name,
  stateProvince: 'MA',
  postalCode: '02110',
  country: 'US',
  lat,
  lng,
});
const route = { locations: [place('Boston', 42.36, -71.05), place('Worcester', 42.26, -71.8)] };
const oneLeg = {
  vehicles: [{ make: 'Ford', model: 'Transit', year: 2022 }],
  legs: [legInput(0, 0, 1, 'DRIVEN')],
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  clientId = (await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE display_name = 'Northwind Motors'"))?.id as string;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const ORDER_TRANSITION = `mutation($id: ID!, $event: OrderEvent!, $version: Int!) {
  transitionOrder(id: $id, event: $event, version: $version) { state version } }`;

const storedOrder = (id: string) =>
  one<{ state: string; version: number; legId: string; legStatus: OrderLegStatus }>(
    server.db,
    `SELECT o.state, o.version, l.id AS "legId", l.status AS "legStatus" FROM orders o JOIN order_legs l ON l.order_id = o.id WHERE o.id = $1`,
    [id],
  );

/** What the leg must reach for the server to send the order each `legs.*` event, and before closing. */
const LEG_GOAL: Partial<Record<OrderEvent['type'], (status: OrderLegStatus) => boolean>> = {
  'legs.allConfirmed': (status) => allLegsConfirmed([status]),
  'legs.firstPickedUp': (status) => anyLegPickedUp([status]),
  'legs.allDone': (status) => allLegsDone([status]),
  'order.close': (status) => allLegsSettled([status]),
};

describe('order machine walked through GraphQL', () => {
  it('covers every accepted transition', () => {
    expect(orderGraph.covered).toBe(true);
    expect(orderGraph.transitions).toBe(8);
  });

  it.each(orderGraph.leaves.map((walk, i) => [signatureOf(walk), i] as const))('%s', async (_, i) => {
    const walk = orderGraph.leaves[i];
    const created = await admin.gql<{ createOrder: { id: string } }>(
      'mutation($input: OrderInput!) { createOrder(input: $input) { id } }',
      {
        input: { clientId, ...route, ...oneLeg },
      },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.createOrder.id as string;
    const start = await storedOrder(id);
    expect(start?.state).toBe('DRAFT');
    await storeLegWalkFacts(server.db, [start?.legId as string]);
    for (const [n, event] of walk.events.entries()) {
      const expected = String(walk.states[n + 1].value);
      const label = `${event.type} → ${expected}`;
      const before = await storedOrder(id);
      if (!before) throw new Error('order gone');
      const goal = LEG_GOAL[event.type];
      if (goal && !goal(before.legStatus))
        await sendLegEvents(admin, server.db, before.legId, legEventsUntil(before.legStatus, goal), await freshDriverId(server.db));
      const name = orderEventName(event.type);
      if (event.type === 'order.close') {
        // Not settled while unpaid: the machine refuses, nothing changes.
        const unpaid = await admin.gql(ORDER_TRANSITION, { id, event: name, version: (await storedOrder(id))?.version });
        expect(unpaid.errors?.[0]?.extensions, label).toMatchObject({ code: 'INVALID_TRANSITION', reason: 'RECORD' });
        await server.db.query("UPDATE orders SET payment_status = 'PAID' WHERE id = $1", [id]);
      }
      if (name) {
        const result = await admin.gql<{ transitionOrder: { state: string } }>(ORDER_TRANSITION, {
          id,
          event: name,
          version: (await storedOrder(id))?.version,
        });
        expect(result.errors, label).toBeUndefined();
        expect(result.data?.transitionOrder.state, label).toBe(expected);
      }
      expect((await storedOrder(id))?.state, label).toBe(expected);
    }
  });
});

const QUOTE_FIELDS = 'id status version';
const QUOTE_TRANSITION = `mutation($id: ID!, $event: QuoteEvent!, $input: QuoteTransitionInput, $version: Int!) {
  transitionQuote(id: $id, event: $event, input: $input, version: $version) { ${QUOTE_FIELDS} } }`;

const storedQuote = (id: string) =>
  one<{ status: string; version: number; orderId: string | null }>(
    server.db,
    'SELECT status, version, order_id AS "orderId" FROM quotes WHERE id = $1',
    [id],
  );

describe('quote machine walked through GraphQL', () => {
  it('covers every accepted transition', () => {
    expect(quoteGraph.covered).toBe(true);
    expect(quoteGraph.transitions).toBe(6);
  });

  it.each(quoteGraph.leaves.map((walk, i) => [signatureOf(walk), i] as const))('%s', async (_, i) => {
    const walk = quoteGraph.leaves[i];
    const created = await admin.gql<{ createQuote: { id: string; status: string } }>(
      `mutation($input: QuoteInput!) { createQuote(input: $input) { ${QUOTE_FIELDS} } }`,
      { input: { clientId, ...route, ...oneLeg } },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.createQuote.id as string;
    expect((await storedQuote(id))?.status).toBe('PENDING');
    for (const [n, event] of walk.events.entries()) {
      const expected = String(walk.states[n + 1].value);
      const label = `${event.type} → ${expected}`;
      if (event.type === 'quote.expire') {
        // Expiry is the hourly job's, at validUntil.
        await server.db.query('UPDATE quotes SET valid_until = current_date - 2 WHERE id = $1', [id]);
        expect(await expireQuotes(server.db), label).toBeGreaterThanOrEqual(1);
      } else {
        const input = event.type === 'quote.decline' ? { reason: 'Walked' } : null;
        const result = await admin.gql<{ transitionQuote: { status: string } }>(QUOTE_TRANSITION, {
          id,
          event: quoteEventName(event.type),
          input,
          version: (await storedQuote(id))?.version,
        });
        expect(result.errors, label).toBeUndefined();
        expect(result.data?.transitionQuote.status, label).toBe(expected);
      }
      const stored = await storedQuote(id);
      expect(stored?.status, label).toBe(expected);
      // Confirming a quote makes its order in the same step.
      if (expected === 'CONFIRMED') expect(stored?.orderId, label).toEqual(expect.any(String));
    }
  });
});
