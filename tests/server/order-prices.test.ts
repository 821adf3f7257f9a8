import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { auditRows, count, one, tenantIdOf, userIdOf } from './support/helpers';
import { legInput } from './support/orderInputs';
import { ok, portalRequest, portalSession } from './support/portal';
import { BOSTON, BROOKLYN, location, seedPricing } from './support/pricing';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Issue 13, "money disappears after ordering": an order keeps the priced lines it was placed with; staff see them
 * with their source on the order and each leg's share on the leg; the portal sees what the client agreed to.
 */
let server: TestServer;
let east: string;
let northwind: string;
let dispatch: TestClient;
let portal: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  northwind = (await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE code = 'NWM' AND tenant_id = $1", [east]))?.id as string;
  await seedPricing(server.db, east, northwind);
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  portal = await portalSession(server.url, 'client@legwork.test');
});
afterAll(() => server?.close());

type Line = { type: string; legIndex: number | null; amount: number; explanation: string };
type Totals = { subtotal: number; tax: number; total: number; currency: string };

/** Two sedans trucked Boston → Brooklyn: two legs, each priced on its own. */
const orderInput = () => ({
  clientId: northwind,
  referenceNumbers: ['PO-PRICE'],
  vehicles: [
    { year: 2022, make: 'Toyota', model: 'Camry', vehicleClass: 'SEDAN' },
    { year: 2021, make: 'Honda', model: 'Accord', vehicleClass: 'SEDAN' },
  ],
  locations: [
    location('Northwind Downtown', 'Boston', 'Suffolk', 'MA', '02108', BOSTON),
    location('Brooklyn Buyer', 'Brooklyn', 'Kings', 'NY', '11201', BROOKLYN),
  ],
  legs: [legInput(0, 0, 1, 'TRUCKED'), legInput(1, 0, 1, 'TRUCKED')],
});

const LINES = 'lineItems { type legIndex amount explanation }';
const PRICE_FIELDS = `source quoteRevision quote { number } pricedAt ${LINES} subtotal tax total currency warnings`;
const ORDER = `id number price { ${PRICE_FIELDS} } legs { id position price { ${LINES} amount currency orderTotal } }`;

type OrderView = {
  id: string;
  number: string;
  price:
    | (Totals & { source: string; quoteRevision: number | null; quote: { number: string } | null; lineItems: Line[]; warnings: string[] })
    | null;
  legs: { id: string; position: number; price: { lineItems: Line[]; amount: number; currency: string; orderTotal: number } | null }[];
};

const readOrder = async (id: string) =>
  ok(await dispatch.gql<{ order: OrderView }>(`query($id: ID!) { order(id: $id) { ${ORDER} } }`, { id })).order;

const previewOf = async (input: Record<string, unknown>) =>
  ok(
    await dispatch.gql<{ priceQuote: Totals & { lineItems: Line[] } }>(
      `query($input: QuoteInput!) { priceQuote(input: $input) { ${LINES} subtotal tax total currency } }`,
      { input },
    ),
  ).priceQuote;

describe('an order keeps its price', () => {
  it('a staff order is priced by the rate card exactly as its preview was, lines, totals and each leg’s share', async () => {
    const input = orderInput();
    const preview = await previewOf(input);
    const created = ok(
      await dispatch.gql<{ createOrder: OrderView }>(`mutation($input: OrderInput!) { createOrder(input: $input) { ${ORDER} } }`, {
        input,
      }),
    ).createOrder;
    const order = await readOrder(created.id);
    expect(order.price).toMatchObject({ source: 'RATE_CARD', quote: null, quoteRevision: null, warnings: [] });
    expect(order.price?.lineItems).toEqual(preview.lineItems);
    expect({ subtotal: order.price?.subtotal, tax: order.price?.tax, total: order.price?.total, currency: order.price?.currency }).toEqual({
      subtotal: preview.subtotal,
      tax: preview.tax,
      total: preview.total,
      currency: 'USD',
    });
    expect(preview.total).toBeGreaterThan(0);
    // Each leg carries its own lines (legIndex = position − 1) and their sum; the order-wide lines stay with the order.
    for (const leg of order.legs) {
      const own = preview.lineItems.filter((line) => line.legIndex === leg.position - 1);
      expect(own.length).toBeGreaterThan(0);
      expect(leg.price).toEqual({
        lineItems: own,
        amount: own.reduce((sum, line) => sum + line.amount, 0),
        currency: 'USD',
        orderTotal: preview.total,
      });
    }
    // Stored with the order and named in its audit row, in the same transaction.
    expect(await count(server.db, `order_line_items WHERE order_id = '${order.id}'`)).toBe(preview.lineItems.length);
    const dispatcher = await userIdOf(server.db, 'dispatch@legwork.test');
    const [audit] = (await auditRows(server.db, 'order.create', dispatcher)).filter((row) => row.entityId === order.id);
    expect(audit.after).toMatchObject({ price: { source: 'RATE_CARD', total: preview.total, currency: 'USD' } });
  });

  it('a converted quote brings its own lines and names the quote and revision', async () => {
    const input = { ...orderInput(), extras: { firstServiceCharge: true } };
    const quote = ok(
      await dispatch.gql<{ createQuote: { id: string; number: string; version: number; total: number; lineItems: Line[] } }>(
        `mutation($input: QuoteInput!) { createQuote(input: $input) { id number version total ${LINES} } }`,
        { input },
      ),
    ).createQuote;
    const accepted = ok(
      await dispatch.gql<{ transitionQuote: { version: number } }>(
        'mutation($id: ID!, $version: Int!) { transitionQuote(id: $id, event: ACCEPT, version: $version) { version } }',
        { id: quote.id, version: quote.version },
      ),
    ).transitionQuote;
    const converted = ok(
      await dispatch.gql<{ convertQuoteToOrder: { id: string } }>(
        'mutation($id: ID!, $version: Int!) { convertQuoteToOrder(id: $id, version: $version) { id } }',
        {
          id: quote.id,
          version: accepted.version,
        },
      ),
    ).convertQuoteToOrder;
    const order = await readOrder(converted.id);
    expect(order.price).toMatchObject({ source: 'QUOTE', quote: { number: quote.number }, quoteRevision: 1, total: quote.total });
    expect(order.price?.lineItems).toEqual(quote.lineItems);
    expect(order.price?.lineItems.some((line) => line.type === 'FIRST_SERVICE_CHARGE' && line.legIndex === null)).toBe(true);
    expect(order.legs[1].price?.lineItems.every((line) => line.legIndex === 1)).toBe(true);
  });

  it('an order placed before prices were kept says it has none', async () => {
    const created = ok(
      await dispatch.gql<{ createOrder: OrderView }>(`mutation($input: OrderInput!) { createOrder(input: $input) { ${ORDER} } }`, {
        input: orderInput(),
      }),
    ).createOrder;
    await server.db.query('DELETE FROM order_line_items WHERE order_id = $1', [created.id]);
    await server.db.query(
      `UPDATE orders SET price_source = NULL, price_currency = NULL, price_subtotal = NULL, price_tax = NULL, price_total = NULL,
         priced_at = NULL WHERE id = $1`,
      [created.id],
    );
    const order = await readOrder(created.id);
    expect(order.price).toBeNull();
    expect(order.legs.map((leg) => leg.price)).toEqual([null, null]);
  });

  it('the portal sees the price its client agreed to (with the extras it asked for), without internal warnings', async () => {
    const input = portalRequest(northwind, { extras: { tagAndTitle: true, storageDays: 2 } });
    const preview = ok(
      await portal.gql<{ portalPriceQuote: Totals & { lineItems: Line[] } }>(
        `query($input: QuoteInput!) { portalPriceQuote(input: $input) { ${LINES} subtotal tax total currency } }`,
        { input },
      ),
    ).portalPriceQuote;
    const placed = ok(
      await portal.gql<{
        portalCreateOrder: { id: string; price: (Totals & { source: string; quoteNumber: string | null; lineItems: Line[] }) | null };
      }>(
        `mutation($input: QuoteInput!, $key: String!) { portalCreateOrder(input: $input, idempotencyKey: $key) {
           id price { source quoteNumber ${LINES} subtotal tax total currency } } }`,
        { input, key: crypto.randomUUID() },
      ),
    ).portalCreateOrder;
    expect(placed.price).toMatchObject({ source: 'RATE_CARD', quoteNumber: null, total: preview.total, currency: preview.currency });
    expect(placed.price?.lineItems).toEqual(preview.lineItems);
    expect(placed.price?.lineItems.some((line) => line.type === 'TAG_AND_TITLE')).toBe(true);
    // The portal's price type has no warnings field at all.
    const asked = await portal.gql(`query($id: ID!) { portalOrder(id: $id) { price { warnings } } }`, { id: placed.id });
    expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "warnings"/);
  });

  it('the demo seed prices its orders the same way: quoted ones carry their quote’s lines, the others the rate card’s', async () => {
    const unpriced = await count(
      server.db,
      "orders o JOIN tenants t ON t.id = o.tenant_id WHERE t.name = 'Legwork East' AND o.price_source IS NULL AND NOT ('PO-PRICE' = ANY (o.reference_numbers))",
    );
    expect(unpriced).toBe(0);
    const quoted = await one<{ id: string; quoteTotal: number; lines: number; quoteLines: number }>(
      server.db,
      `SELECT o.id, q.total::float8 AS "quoteTotal",
         (SELECT count(*)::int FROM order_line_items li WHERE li.order_id = o.id) AS lines,
         (SELECT count(*)::int FROM quote_line_items li WHERE li.quote_id = q.id) AS "quoteLines"
       FROM orders o JOIN quotes q ON q.id = o.quote_id JOIN tenants t ON t.id = o.tenant_id
       WHERE t.name = 'Legwork East' ORDER BY o.number LIMIT 1`,
    );
    if (!quoted) throw new Error('no seeded order from a quote');
    const order = await readOrder(quoted.id);
    expect(order.price).toMatchObject({ source: 'QUOTE', total: quoted.quoteTotal });
    expect(order.price?.lineItems).toHaveLength(quoted.quoteLines);
    const direct = await one<{ id: string }>(
      server.db,
      "SELECT o.id FROM orders o JOIN tenants t ON t.id = o.tenant_id WHERE t.name = 'Legwork East' AND o.quote_id IS NULL ORDER BY o.number LIMIT 1",
    );
    const priced = await readOrder(direct?.id as string);
    expect(priced.price?.source).toBe('RATE_CARD');
    expect(priced.price?.total).toBe(priced.price?.lineItems.reduce((sum, line) => sum + line.amount, 0));
  });
});
