import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireQuotes } from '../../server/quotes/quotes.expire';
import type { TestClient } from './support/client';
import { ok, type PortalQuoteView, type PortalWorld, portalQuote, portalRequest, RESPOND, startPortalServer } from './support/portal';
import type { TestServer } from './support/testServer';
import { liveFeed, portalSocket, type Sockets } from './support/portalLive';

let server: TestServer;
let world: PortalWorld;
let client: TestClient;
let customer: TestClient;
let rival: TestClient;
let dispatch: TestClient;
const sockets: Sockets = [];
beforeAll(async () => {
  ({ server, world, client, customer, rival, dispatch } = await startPortalServer());
});
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.close();
});

type LineItem = { type: string; description: string; amount: number };
type Quote = {
  id: string;
  status: string;
  version: number;
  validUntil: string;
  availableEvents: string[];
  order: { id: string; number: string } | null;
  lineItems: LineItem[];
};

const SELECTION = 'id status version validUntil availableEvents order { id number } lineItems { type description amount }';

/** A portal user's portalQuoteChanged, live once a probe event about one of its own quotes has arrived. */
const subscribe = (as: TestClient, probeQuoteId: string) =>
  liveFeed<Quote>(server, as, sockets, { field: 'portalQuoteChanged', selection: SELECTION, topic: 'quoteChanged', probeId: probeQuoteId });

const respond = async (as: TestClient, quote: PortalQuoteView, event: 'ACCEPT' | 'DECLINE', reason?: string) =>
  ok(await as.gql<{ portalRespondToQuote: PortalQuoteView }>(RESPOND, { id: quote.id, event, reason, version: quote.version }))
    .portalRespondToQuote;

const stored = async (id: string) => {
  const { rows } = await server.db.query<{ status: string; version: number; orderId: string | null }>(
    'SELECT status, version, order_id AS "orderId" FROM quotes WHERE id = $1',
    [id],
  );
  return rows[0];
};

const storedLineItems = async (id: string) => {
  const { rows } = await server.db.query<LineItem>(
    'SELECT type, description, amount::float8 AS amount FROM quote_line_items WHERE quote_id = $1 ORDER BY position',
    [id],
  );
  return rows;
};

const is = (id: string, status: string) => (quote: Quote) => quote.id === id && quote.status === status;

describe('portalQuoteChanged', () => {
  it("delivers a client user's quote as staff convert it to an order, and nothing of it to another client or customer", async () => {
    // Northwind's quote for its Airport customer: client@ sees it, the Downtown customer's user does not.
    const accepted = await respond(
      client,
      await portalQuote(client, portalRequest(world.northwind, { customerId: world.airport })),
      'ACCEPT',
    );
    const ofRival = await portalQuote(rival, portalRequest(world.rival));
    const ofDowntown = await portalQuote(customer, portalRequest(world.northwind, { customerId: world.downtown }));
    const clientSub = await subscribe(client, accepted.id);
    const rivalSub = await subscribe(rival, ofRival.id);
    const customerSub = await subscribe(customer, ofDowntown.id);

    const { convertQuoteToOrder: order } = ok(
      await dispatch.gql<{ convertQuoteToOrder: { id: string; number: string } }>(
        'mutation($id: ID!, $version: Int!) { convertQuoteToOrder(id: $id, version: $version) { id number } }',
        { id: accepted.id, version: accepted.version },
      ),
    );
    // Answers after the conversion: each subscriber has handled the conversion's event once its own answer arrives.
    await respond(customer, ofDowntown, 'DECLINE', 'Found another carrier.');
    await respond(rival, ofRival, 'DECLINE', 'Too dear.');

    expect(await stored(accepted.id)).toEqual({ status: 'CONFIRMED', version: accepted.version + 1, orderId: order.id });
    const confirmed = await clientSub.waitFor(is(accepted.id, 'CONFIRMED'));
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      version: accepted.version + 1,
      availableEvents: [],
      order: { id: order.id, number: order.number },
    });
    await clientSub.waitFor(is(ofDowntown.id, 'DECLINED'));
    await customerSub.waitFor(is(ofDowntown.id, 'DECLINED'));
    await rivalSub.waitFor(is(ofRival.id, 'DECLINED'));

    expect(clientSub.seen()).toEqual([accepted.id, ofDowntown.id].sort());
    expect(customerSub.seen()).toEqual([ofDowntown.id]);
    expect(rivalSub.seen()).toEqual([ofRival.id]);
    expect([clientSub.errors, customerSub.errors, rivalSub.errors]).toEqual([[], [], []]);
  });

  it('delivers the expiry job’s EXPIRED and a revision’s new line items, read afresh', async () => {
    const quote = await portalQuote(client, portalRequest(world.northwind));
    const priced = await storedLineItems(quote.id);
    expect(priced.length).toBeGreaterThan(0);
    // Line items the probe reads (and the subscription's loaders keep) that the revision replaces with fresh prices.
    await server.db.query("UPDATE quote_line_items SET amount = amount + 1, description = 'Old price' WHERE quote_id = $1", [quote.id]);
    const sub = await subscribe(client, quote.id);
    expect(sub.received[0].lineItems.map((item) => item.description)).toContain('Old price');

    await server.db.query('UPDATE quotes SET valid_until = current_date - 2 WHERE id = $1', [quote.id]);
    expect(await expireQuotes(server.db, server.events)).toBe(1);
    const expired = await sub.waitFor(is(quote.id, 'EXPIRED'));
    expect(expired).toMatchObject({ version: quote.version + 1, availableEvents: [] });

    ok(
      await dispatch.gql('mutation($id: ID!, $version: Int!) { transitionQuote(id: $id, event: REVISE, version: $version) { id } }', {
        id: quote.id,
        version: expired.version,
      }),
    );
    const revised = await sub.waitFor((q) => is(quote.id, 'PENDING')(q) && q.version === expired.version + 1);
    expect(revised.availableEvents).toEqual(['ACCEPT', 'DECLINE']);
    expect(revised.validUntil > expired.validUntil).toBe(true);
    expect(revised.lineItems).toEqual(await storedLineItems(quote.id));
    expect(revised.lineItems).toEqual(priced);
    expect(sub.errors).toEqual([]);
  });

  it('refuses the subscription to staff', async () => {
    const outcome = await new Promise<unknown>((resolve) => {
      portalSocket(server, dispatch, sockets).subscribe(
        { query: 'subscription { portalQuoteChanged { id } }' },
        { next: (value) => resolve(value), error: (error) => resolve(error), complete: () => resolve('complete') },
      );
    });
    expect(JSON.stringify(outcome)).toContain('FORBIDDEN');
  });
});
