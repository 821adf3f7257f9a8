import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireQuotes } from '../../server/quotes/quotes.expire';
import { roadDistance } from '../../src/domain/geo';
import { signedIn, type TestClient } from './support/client';
import { auditRows, count, expectError, one, tenantIdOf, userIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';
import { subscribeTenantTopic } from './support/ws';
import { legInput } from './support/orderInputs';
import { BOSTON, BROOKLYN, location, seedPricing } from './support/pricing';

let server: TestServer;
let east: string;
let north: string;
let northwind: string;
let downtown: string;
let dispatch: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
  northwind = (await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE code = 'NWM' AND tenant_id = $1", [east]))?.id as string;
  downtown = (await one<{ id: string }>(server.db, "SELECT id FROM customers WHERE code = 'NWM-DT'"))?.id as string;
  await seedPricing(server.db, east, northwind);
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
});
const sockets: { dispose(): void | Promise<void> }[] = [];
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.close();
});

/** One electric sedan trucked Boston → Brooklyn, with every extra. */
const quoteInput = (overrides: Record<string, unknown> = {}) => ({
  clientId: northwind,
  customerId: downtown,
  referenceNumbers: ['PO-77'],
  vehicles: [{ year: 2023, make: 'Tesla', model: 'Model 3', vehicleClass: 'SEDAN', fuelType: 'ELECTRIC' }],
  locations: [
    location('Northwind Downtown', 'Boston', 'Suffolk', 'MA', '02108', BOSTON),
    location('Brooklyn Buyer', 'Brooklyn', 'Kings', 'NY', '11201', BROOKLYN),
  ],
  legs: [legInput(0, 0, 1, 'TRUCKED')],
  extras: { storageDays: 3, tagAndTitle: true, firstServiceCharge: true, discountPercent: 10 },
  ...overrides,
});

type Line = { type: string; legIndex: number | null; quantity: number; unitAmount: number; amount: number; explanation: string };
type Price = { lineItems: Line[]; subtotal: number; tax: number; total: number; currency: string; distances: number[]; warnings: string[] };

const PRICE = `query($input: QuoteInput!) { priceQuote(input: $input) {
  lineItems { type legIndex description quantity unitAmount amount explanation } subtotal tax total currency distances warnings } }`;
const QUOTE_FIELDS = `id number status revision validUntil subtotal tax total currency declineReason source version request
  availableEvents createdByName client { id displayName } customer { id displayName } order { id number quote { id } }
  lineItems { type legIndex amount explanation } activity { action event userName }`;
const CREATE = `mutation($input: QuoteInput!, $key: String) { createQuote(input: $input, idempotencyKey: $key) { ${QUOTE_FIELDS} } }`;
const TRANSITION = `mutation($id: ID!, $event: QuoteEvent!, $input: QuoteTransitionInput, $version: Int!) {
  transitionQuote(id: $id, event: $event, input: $input, version: $version) { ${QUOTE_FIELDS} } }`;
const CONVERT = `mutation($id: ID!, $version: Int!) { convertQuoteToOrder(id: $id, version: $version) {
  id number state source quote { id status } legs { position transportMethod status } } }`;
const QUOTE = `query($id: ID!) { quote(id: $id) { ${QUOTE_FIELDS} } }`;

type QuoteView = {
  id: string;
  number: string;
  status: string;
  revision: number;
  validUntil: string;
  subtotal: number;
  tax: number;
  total: number;
  declineReason: string | null;
  version: number;
  request: Record<string, unknown>;
  availableEvents: string[];
  order: { id: string; number: string } | null;
  lineItems: Line[];
  activity: { action: string; event: string; userName: string | null }[];
};

const create = async (client: TestClient = dispatch, input: Record<string, unknown> = quoteInput(), key?: string) => {
  const result = await client.gql<{ createQuote: QuoteView }>(CREATE, { input, key });
  expect(result.errors).toBeUndefined();
  return result.data?.createQuote as QuoteView;
};

const transition = (client: TestClient, quote: { id: string; version: number }, event: string, input?: Record<string, unknown>) =>
  client.gql<{ transitionQuote: QuoteView }>(TRANSITION, { id: quote.id, event, input, version: quote.version });

const stored = (id: string) =>
  one<{ status: string; version: number; revision: number; declineReason: string | null; orderId: string | null; total: number }>(
    server.db,
    `SELECT status, version, revision, decline_reason AS "declineReason", order_id AS "orderId", total::int AS total FROM quotes WHERE id = $1`,
    [id],
  );

/** The tenant's today (Legwork East's zone, as the server counts a quote's validity) plus `days`; UTC's differs in the evening. */
const todayPlus = async (days: number) =>
  (
    await one<{ d: string }>(
      server.db,
      `SELECT to_char((now() AT TIME ZONE t.time_zone)::date + $1::int, 'YYYY-MM-DD') AS d FROM tenants t WHERE t.name = 'Legwork East'`,
      [days],
    )
  )?.d;

describe('priceQuote', () => {
  it('prices every line from the tenant tables and explains each number', async () => {
    const result = await dispatch.gql<{ priceQuote: Price }>(PRICE, { input: quoteInput() });
    expect(result.errors).toBeUndefined();
    const price = result.data?.priceQuote as Price;
    const distance = roadDistance(BOSTON, BROOKLYN, 'mi');
    const zones = Math.ceil(distance / 50);
    const fuel = Math.round(distance * 12.5);
    const beforeDiscount = zones * 10000 + fuel + 5000 + 4000 + 10000 + 3 * 1500 + 9500 + 2500;
    const discount = -Math.round(beforeDiscount * 0.1);
    const subtotal = beforeDiscount + discount;
    const tax = Math.round((subtotal * 8.875) / 100);
    expect(price.distances).toEqual([distance]);
    expect(
      price.lineItems.map(({ type, legIndex, quantity, unitAmount, amount }) => ({ type, legIndex, quantity, unitAmount, amount })),
    ).toEqual([
      { type: 'RATE', legIndex: 0, quantity: zones, unitAmount: 10000, amount: zones * 10000 },
      { type: 'FUEL', legIndex: 0, quantity: distance, unitAmount: 12.5, amount: fuel },
      { type: 'PICKUP', legIndex: 0, quantity: 1, unitAmount: 5000, amount: 5000 },
      { type: 'DELIVERY', legIndex: 0, quantity: 1, unitAmount: 4000, amount: 4000 },
      { type: 'HAZMAT', legIndex: 0, quantity: 1, unitAmount: 10000, amount: 10000 },
      { type: 'STORAGE', legIndex: null, quantity: 3, unitAmount: 1500, amount: 4500 },
      { type: 'TAG_AND_TITLE', legIndex: null, quantity: 1, unitAmount: 9500, amount: 9500 },
      { type: 'FIRST_SERVICE_CHARGE', legIndex: null, quantity: 1, unitAmount: 2500, amount: 2500 },
      { type: 'DISCOUNT', legIndex: null, quantity: 1, unitAmount: discount, amount: discount },
      { type: 'TAX', legIndex: null, quantity: 1, unitAmount: tax, amount: tax },
    ]);
    expect({ subtotal: price.subtotal, tax: price.tax, total: price.total, currency: price.currency, warnings: price.warnings }).toEqual({
      subtotal,
      tax,
      total: subtotal + tax,
      currency: 'USD',
      warnings: [],
    });
    const explained = Object.fromEntries(price.lineItems.map((line) => [line.type, line.explanation]));
    expect(explained.RATE).toContain(`${zones} zones × $100.00`);
    expect(explained.RATE).toContain('Northwind Motors tariff');
    expect(explained.RATE).toContain('50-mi zones');
    expect(explained.FUEL).toContain('fuel rate from 2024-06-01');
    expect(explained.PICKUP).toContain('the city of Boston');
    expect(explained.PICKUP).toContain('$50.00');
    expect(explained.DELIVERY).toContain('Kings County');
    expect(explained.STORAGE).toContain('3 days × $15.00');
    expect(explained.DISCOUNT).toContain('10%');
    expect(explained.TAX).toContain('8.875%');
  });

  it('uses the fuel rate in force on the pickup date and the tariff minimum', async () => {
    const input = quoteInput({
      extras: {},
      vehicles: [{ year: 2019, make: 'Ford', model: 'F-150', vehicleClass: 'FULL_SIZE' }],
      legs: [
        {
          ...quoteInput().legs[0],
          transportMethod: 'TOW',
          requestedPickup: { mode: 'ON', date: '2024-01-15' },
          requestedDelivery: { mode: 'ASAP' },
        },
      ],
    });
    const price = (await dispatch.gql<{ priceQuote: Price }>(PRICE, { input })).data?.priceQuote as Price;
    const distance = roadDistance(BOSTON, BROOKLYN, 'mi');
    const [rate, fuel] = price.lineItems;
    expect(rate).toMatchObject({ type: 'RATE', amount: 60000 });
    expect(rate.explanation).toContain('below the $600.00 minimum');
    expect(fuel).toMatchObject({ type: 'FUEL', unitAmount: 10, amount: Math.round(distance * 10) });
    expect(fuel.explanation).toContain('fuel rate from 2020-01-01');
    expect(fuel.explanation).toContain('2024-01-15');
  });

  it('warns about a missing tariff instead of failing, and saves nothing', async () => {
    const before = await count(server.db, 'quotes');
    const input = quoteInput({ extras: {}, legs: [{ ...quoteInput().legs[0], transportMethod: 'DRIVEN' }] });
    const result = await dispatch.gql<{ priceQuote: Price }>(PRICE, { input });
    expect(result.errors).toBeUndefined();
    const price = result.data?.priceQuote as Price;
    expect(price.warnings).toEqual([expect.stringContaining('No tariff for DRIVEN, SEDAN')]);
    expect(price.lineItems[0]).toMatchObject({ type: 'RATE', amount: 0 });
    expect(await count(server.db, 'quotes')).toBe(before);
  });

  it('geocodes a ZIP code when the form gives no coordinates', async () => {
    const [boston, brooklyn] = quoteInput().locations;
    const input = quoteInput({
      locations: [
        { ...boston, lat: null, lng: null },
        { ...brooklyn, lat: null, lng: null },
      ],
    });
    const price = (await dispatch.gql<{ priceQuote: Price }>(PRICE, { input })).data?.priceQuote as Price;
    expect(price.distances[0]).toBeGreaterThan(150);
    expect(price.distances[0]).toBeLessThan(300);
  });

  it('answers bad input with BAD_USER_INPUT and field errors', async () => {
    const bad = quoteInput({
      vehicles: [{ vin: '1HGCM82633A00435X' }],
      legs: [{ ...quoteInput().legs[0], originRef: { index: 7 } }],
      extras: { discountPercent: 120 },
    });
    const error = expectError(await dispatch.gql(PRICE, { input: bad }), 'BAD_USER_INPUT');
    expect(error.extensions.errors).toEqual({
      'input.vehicles.0.vin': [expect.stringContaining('check digit')],
      'input.legs.0.originRef': ['The selected location is invalid.'],
      'input.extras.discountPercent': ['The discount must be between 0 and 100.'],
    });
    const unknownClient = quoteInput({ clientId: '7d1f2c3e-0000-4000-8000-000000000000', customerId: null });
    expect(expectError(await dispatch.gql(PRICE, { input: unknownClient }), 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.clientId': ['The selected client is invalid.'],
    });
    const noCoordinates = quoteInput({
      locations: [quoteInput().locations[0], { ...quoteInput().locations[1], country: 'CA', postalCode: 'M5V 2T6', lat: null, lng: null }],
    });
    expect(
      Object.keys(expectError(await dispatch.gql(PRICE, { input: noCoordinates }), 'BAD_USER_INPUT').extensions.errors as object),
    ).toEqual(['input.locations.1.lat']);
  });

  it('is for operator staff only', async () => {
    const client = await signedIn(server.url, 'client@legwork.test');
    expectError(await client.gql(PRICE, { input: quoteInput() }), 'FORBIDDEN');
  });
});

describe('createQuote', () => {
  it('stores the priced quote, its line items and an audit row', async () => {
    const priced = (await dispatch.gql<{ priceQuote: Price }>(PRICE, { input: quoteInput() })).data?.priceQuote as Price;
    const quote = await create();
    expect(quote).toMatchObject({
      number: expect.stringMatching(/^Q-\d{6}$/),
      status: 'PENDING',
      revision: 1,
      validUntil: await todayPlus(14),
      subtotal: priced.subtotal,
      tax: priced.tax,
      total: priced.total,
      currency: 'USD',
      declineReason: null,
      source: 'STAFF',
      version: 1,
      createdByName: 'Dispatch Demo',
      client: { id: northwind, displayName: 'Northwind Motors' },
      customer: { id: downtown, displayName: 'Northwind Motors Downtown' },
      order: null,
      availableEvents: ['ACCEPT', 'DECLINE'],
      activity: [{ action: 'CREATED', event: 'quote.create', userName: 'Dispatch Demo' }],
    });
    expect(quote.lineItems.map((line) => [line.type, line.amount])).toEqual(priced.lineItems.map((line) => [line.type, line.amount]));
    expect(quote.request).toMatchObject({ clientId: northwind, referenceNumbers: ['PO-77'], legs: [{ transportMethod: 'TRUCKED' }] });
    const row = await one<{ tenantId: string; total: number; createdBy: string; validUntil: string }>(
      server.db,
      `SELECT tenant_id AS "tenantId", total::int AS total, created_by AS "createdBy", to_char(valid_until, 'YYYY-MM-DD') AS "validUntil"
       FROM quotes WHERE id = $1`,
      [quote.id],
    );
    expect(row).toEqual({
      tenantId: east,
      total: priced.total,
      createdBy: await userIdOf(server.db, 'dispatch@legwork.test'),
      validUntil: quote.validUntil,
    });
    const lines = await server.db.query<{ position: number; type: string; unitAmount: number; amount: number }>(
      `SELECT position, type, unit_amount::float8 AS "unitAmount", amount::int AS amount FROM quote_line_items WHERE quote_id = $1 ORDER BY position`,
      [quote.id],
    );
    expect(lines.rows).toEqual(
      priced.lineItems.map((line, i) => ({ position: i + 1, type: line.type, unitAmount: line.unitAmount, amount: line.amount })),
    );
    expect(await auditRows(server.db, 'quote.create')).toContainEqual(
      expect.objectContaining({
        tenantId: east,
        entityKind: 'Quotes',
        entityId: quote.id,
        action: 'CREATED',
        after: expect.objectContaining({ number: quote.number, status: 'PENDING' }),
      }),
    );
  });

  it('numbers quotes in sequence and keeps a given validUntil', async () => {
    const first = await create();
    const second = await create(dispatch, quoteInput({ validUntil: '2099-12-31' }));
    expect(Number(second.number.slice(2))).toBe(Number(first.number.slice(2)) + 1);
    expect(second.validUntil).toBe('2099-12-31');
    const past = await dispatch.gql(CREATE, { input: quoteInput({ validUntil: '2020-01-01' }) });
    expect(expectError(past, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.validUntil': ['The valid-until date must be today or later.'],
    });
  });

  it('returns the same quote for a repeated idempotency key', async () => {
    const before = await count(server.db, 'quotes');
    const first = await create(dispatch, quoteInput(), 'quote-key-1');
    const again = await create(dispatch, quoteInput(), 'quote-key-1');
    expect(again.id).toBe(first.id);
    expect(await count(server.db, 'quotes')).toBe(before + 1);
  });

  it('refuses read-only staff and bad input, writing nothing', async () => {
    const before = await count(server.db, 'quotes');
    const member = await signedIn(server.url, 'member@legwork.test');
    expectError(await member.gql(CREATE, { input: quoteInput() }), 'FORBIDDEN');
    const bad = await dispatch.gql(CREATE, { input: quoteInput({ vehicles: [], legs: [] }) });
    expect(expectError(bad, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.vehicles': ['Add at least one vehicle.'],
      'input.legs': ['Add at least one leg.'],
    });
    expect(await count(server.db, 'quotes')).toBe(before);
  });
});

describe('transitionQuote', () => {
  const notificationsOf = async (email: string) =>
    (
      await server.db.query<{ title: string; body: string }>(
        "SELECT title, body FROM notifications WHERE user_id = $1 AND type = 'QUOTE' ORDER BY created_at",
        [await userIdOf(server.db, email)],
      )
    ).rows;

  it('accepts a pending quote, notifies its creator and audits it', async () => {
    const quote = await create();
    const callCenter = await signedIn(server.url, 'call-center@legwork.test');
    const result = await transition(callCenter, quote, 'ACCEPT');
    expect(result.errors).toBeUndefined();
    expect(result.data?.transitionQuote).toMatchObject({ status: 'ACCEPTED', version: 2, availableEvents: ['CONFIRM'] });
    expect(await stored(quote.id)).toMatchObject({ status: 'ACCEPTED', version: 2 });
    expect(await notificationsOf('dispatch@legwork.test')).toContainEqual({
      title: `Quote ${quote.number} accepted`,
      body: `Call Center Demo accepted quote ${quote.number}.`,
    });
    const audits = (await auditRows(server.db, 'quote.accept')).filter((row) => row.entityId === quote.id);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'UPDATED',
        before: expect.objectContaining({ status: 'PENDING' }),
        after: expect.objectContaining({ status: 'ACCEPTED' }),
      }),
    ]);
  });

  it('declines with a reason, then revises at current prices as a new revision', async () => {
    const quote = await create();
    const relations = await signedIn(server.url, 'client-relations@legwork.test');
    const declined = await transition(relations, quote, 'DECLINE', { reason: 'Too expensive' });
    expect(declined.data?.transitionQuote).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Too expensive',
      availableEvents: ['REVISE'],
    });
    expect(await notificationsOf('dispatch@legwork.test')).toContainEqual({
      title: `Quote ${quote.number} declined`,
      body: `Client Relations Demo declined quote ${quote.number}: Too expensive`,
    });
    // The client tariff drops before the revision: the new revision carries the new price.
    await server.db.query('UPDATE tariff_rates SET rate_per_zone = 9000 WHERE client_id = $1', [northwind]);
    try {
      const revised = await transition(relations, declined.data?.transitionQuote as QuoteView, 'REVISE');
      expect(revised.errors).toBeUndefined();
      const after = revised.data?.transitionQuote as QuoteView;
      expect(after).toMatchObject({ status: 'PENDING', revision: 2, declineReason: null, version: 3, validUntil: await todayPlus(14) });
      const rate = after.lineItems.find((line) => line.type === 'RATE');
      expect(rate?.explanation).toContain('× $90.00');
      expect(after.total).toBeLessThan(quote.total);
      expect(await count(server.db, 'quote_line_items WHERE quote_id = $1', [quote.id])).toBe(quote.lineItems.length);
      expect(after.activity.map((a) => a.event)).toEqual(['quote.create', 'quote.decline', 'quote.revise']);
    } finally {
      await server.db.query('UPDATE tariff_rates SET rate_per_zone = 10000 WHERE client_id = $1', [northwind]);
    }
  });

  it('refuses what the machine refuses with INVALID_TRANSITION and writes nothing', async () => {
    const quote = await create();
    const member = await signedIn(server.url, 'member@legwork.test');
    const memberView = (await member.gql<{ quote: QuoteView }>(QUOTE, { id: quote.id })).data?.quote;
    expect(memberView?.availableEvents).toEqual([]);
    expectError(await transition(member, quote, 'ACCEPT'), 'INVALID_TRANSITION');
    const admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
    expectError(await transition(admin, quote, 'EXPIRE'), 'INVALID_TRANSITION');
    expectError(await transition(admin, quote, 'REVISE'), 'INVALID_TRANSITION');
    expect(await stored(quote.id)).toMatchObject({ status: 'PENDING', version: 1 });
    const accepted = (await transition(admin, quote, 'ACCEPT')).data?.transitionQuote as QuoteView;
    expectError(await transition(admin, accepted, 'DECLINE'), 'INVALID_TRANSITION');
    expectError(await transition(admin, accepted, 'ACCEPT'), 'INVALID_TRANSITION');
    expect(await stored(quote.id)).toMatchObject({ status: 'ACCEPTED', version: 2 });
    const client = await signedIn(server.url, 'client@legwork.test');
    expectError(await transition(client, accepted, 'CONFIRM'), 'FORBIDDEN');
  });

  it('checks the version first: a stale one is CONFLICT', async () => {
    const quote = await create();
    await transition(dispatch, quote, 'ACCEPT');
    expectError(await transition(dispatch, quote, 'DECLINE'), 'CONFLICT');
    expectError(await transition(dispatch, quote, 'EXPIRE'), 'CONFLICT');
    expect(await stored(quote.id)).toMatchObject({ status: 'ACCEPTED', version: 2 });
  });

  it('refuses to accept a quote past its validUntil even before the job has run', async () => {
    const quote = await create();
    await server.db.query('UPDATE quotes SET valid_until = current_date - 2 WHERE id = $1', [quote.id]);
    expect(expectError(await transition(dispatch, quote, 'ACCEPT'), 'INVALID_TRANSITION').message).toContain('expired');
  });
});

describe('convertQuoteToOrder', () => {
  it('turns an accepted quote into a DRAFT order with its legs, in one step', async () => {
    const quote = await create();
    expect(expectError(await dispatch.gql(CONVERT, { id: quote.id, version: 1 }), 'INVALID_TRANSITION').message).toContain(
      'only an accepted quote',
    );
    const accepted = (await transition(dispatch, quote, 'ACCEPT')).data?.transitionQuote as QuoteView;
    const member = await signedIn(server.url, 'member@legwork.test');
    expectError(await member.gql(CONVERT, { id: quote.id, version: accepted.version }), 'INVALID_TRANSITION');
    const result = await dispatch.gql<{
      convertQuoteToOrder: { id: string; number: string; state: string; quote: { id: string; status: string }; legs: unknown[] };
    }>(CONVERT, { id: quote.id, version: accepted.version });
    expect(result.errors).toBeUndefined();
    const order = result.data?.convertQuoteToOrder;
    expect(order).toMatchObject({
      number: expect.stringMatching(/^O-\d+$/),
      state: 'DRAFT',
      source: 'STAFF',
      quote: { id: quote.id, status: 'CONFIRMED' },
      legs: [{ position: 1, transportMethod: 'TRUCKED', status: 'CREATED' }],
    });
    expect(await stored(quote.id)).toMatchObject({ status: 'CONFIRMED', orderId: order?.id, version: 3 });
    const view = (await dispatch.gql<{ quote: QuoteView }>(QUOTE, { id: quote.id })).data?.quote;
    expect(view).toMatchObject({ status: 'CONFIRMED', availableEvents: [], order: { id: order?.id, number: order?.number } });
    expect(await auditRows(server.db, 'quote.confirm')).toContainEqual(
      expect.objectContaining({ entityKind: 'Quotes', entityId: quote.id }),
    );
    expect(await auditRows(server.db, 'order.create')).toContainEqual(
      expect.objectContaining({ entityKind: 'Orders', entityId: order?.id, after: expect.objectContaining({ quoteId: quote.id }) }),
    );
    expectError(await dispatch.gql(CONVERT, { id: quote.id, version: accepted.version }), 'CONFLICT');
    expectError(await dispatch.gql(CONVERT, { id: quote.id, version: 3 }), 'INVALID_TRANSITION');
  });

  it('confirms through transitionQuote(CONFIRM) the same way', async () => {
    const quote = await create();
    const accepted = (await transition(dispatch, quote, 'ACCEPT')).data?.transitionQuote as QuoteView;
    const confirmed = await transition(dispatch, accepted, 'CONFIRM');
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.transitionQuote).toMatchObject({ status: 'CONFIRMED', order: { id: expect.any(String) } });
  });
});

const LIST = `query($first: Int, $where: QuoteWhere, $orderBy: [QuoteOrderBy!], $status: [QuoteStatus!], $search: String, $trashed: Trashed) {
  quotes(first: $first, where: $where, orderBy: $orderBy, status: $status, search: $search, trashed: $trashed) {
    data { id number status total } paginatorInfo { total count } } }`;
type List = {
  quotes: { data: { id: string; number: string; status: string; total: number }[]; paginatorInfo: { total: number; count: number } };
};

describe('seeded quotes', () => {
  it('revise an expired one and convert an accepted one from their stored requests', async () => {
    const seeded = async (status: string) =>
      one<{ id: string; version: number }>(
        server.db,
        'SELECT id, version FROM quotes WHERE tenant_id = $1 AND status = $2 AND deleted_at IS NULL ORDER BY number LIMIT 1',
        [east, status],
      );
    const expired = await seeded('EXPIRED');
    const accepted = await seeded('ACCEPTED');
    if (!expired || !accepted) throw new Error('the demo seed has no EXPIRED or ACCEPTED East quote');
    const revised = await transition(dispatch, expired, 'REVISE');
    expect(revised.errors).toBeUndefined();
    expect(revised.data?.transitionQuote).toMatchObject({ status: 'PENDING', validUntil: await todayPlus(14) });
    const converted = await dispatch.gql<{ convertQuoteToOrder: { quote: { status: string }; legs: unknown[] } }>(CONVERT, accepted);
    expect(converted.errors).toBeUndefined();
    expect(converted.data?.convertQuoteToOrder.quote.status).toBe('CONFIRMED');
    expect(converted.data?.convertQuoteToOrder.legs.length).toBeGreaterThan(0);
  });
});

describe('quotes list and detail', () => {
  it('filters by status, where, search and trashed, and sorts', async () => {
    const cheap = await create(dispatch, quoteInput({ extras: {} }));
    const dear = await create();
    await transition(dispatch, dear, 'DECLINE', { reason: 'No' });
    const mine = { column: 'ID', operator: 'IN', value: [cheap.id, dear.id] };
    const page = async (variables: Record<string, unknown>) => {
      const result = await dispatch.gql<List>(LIST, { first: 100, ...variables });
      expect(result.errors).toBeUndefined();
      return result.data?.quotes.data.map((q) => q.number) ?? [];
    };
    expect(await page({ where: mine, status: ['DECLINED'] })).toEqual([dear.number]);
    expect(await page({ where: { AND: [mine, { column: 'TOTAL', operator: 'LT', value: dear.total }] } })).toEqual([cheap.number]);
    expect(await page({ where: mine, orderBy: [{ column: 'TOTAL', order: 'DESC' }] })).toEqual([dear.number, cheap.number]);
    expect(await page({ where: mine, orderBy: [{ column: 'TOTAL', order: 'ASC' }] })).toEqual([cheap.number, dear.number]);
    expect(await page({ search: cheap.number })).toEqual([cheap.number]);
    expect(await page({ where: mine, search: 'northwind' })).toHaveLength(2);
    expect(await page({ where: mine, search: 'harbor' })).toEqual([]);
    await server.db.query('UPDATE quotes SET deleted_at = now() WHERE id = $1', [cheap.id]);
    expect(await page({ where: mine })).toEqual([dear.number]);
    expect(await page({ where: mine, trashed: 'ONLY' })).toEqual([cheap.number]);
    const bad = await dispatch.gql(LIST, { where: { column: 'STATUS', value: 'LOST' } });
    expect(expectError(bad, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'where.value': [expect.stringContaining('Must be one of')] });
  });

  it('shows comments and answers an unknown or malformed id with NOT_FOUND', async () => {
    const quote = await create();
    await server.db.query(
      "INSERT INTO comments (tenant_id, entity_kind, entity_id, body, author_id) VALUES ($1, 'Quotes', $2, 'Call them Monday', $3)",
      [east, quote.id, await userIdOf(server.db, 'dispatch@legwork.test')],
    );
    const result = await dispatch.gql<{ quote: { comments: { body: string; authorName: string }[] } }>(
      'query($id: ID!) { quote(id: $id) { comments { body authorName } } }',
      { id: quote.id },
    );
    expect(result.data?.quote.comments).toEqual([{ body: 'Call them Monday', authorName: 'Dispatch Demo' }]);
    for (const id of ['7d1f2c3e-0000-4000-8000-000000000000', 'not-a-uuid'])
      expect(expectError(await dispatch.gql(QUOTE, { id }), 'NOT_FOUND').message).toBe('Quote not found.');
    expectError(await transition(dispatch, { id: 'not-a-uuid', version: 1 }, 'ACCEPT'), 'NOT_FOUND');
  });
});

describe('tenant isolation', () => {
  it('never shows or changes East quotes for a North user', async () => {
    const quote = await create();
    const nora = await signedIn(server.url, 'north-dispatch@legwork.test');
    expect(nora.tenant).toBe(north);
    expectError(await nora.gql(QUOTE, { id: quote.id }), 'NOT_FOUND');
    expectError(await transition(nora, quote, 'ACCEPT'), 'NOT_FOUND');
    expectError(await nora.gql(CONVERT, { id: quote.id, version: 1 }), 'NOT_FOUND');
    const list = await nora.gql<List>(LIST, { first: 100, where: { column: 'ID', operator: 'EQ', value: quote.id } });
    expect(list.data?.quotes.paginatorInfo.total).toBe(0);
    const all = await nora.gql<List>(LIST, { first: 100, search: 'Northwind' });
    expect(all.data?.quotes.data).toEqual([]);
    expect(expectError(await nora.gql(PRICE, { input: quoteInput() }), 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.clientId': ['The selected client is invalid.'],
    });
    expect(await stored(quote.id)).toMatchObject({ status: 'PENDING', version: 1 });
  });
});

describe('expireQuotes', () => {
  it('moves overdue PENDING quotes to EXPIRED with an audit row by no user, and revise brings one back', async () => {
    const overdue = await create();
    const current = await create();
    await server.db.query('UPDATE quotes SET valid_until = current_date - 2 WHERE id = $1', [overdue.id]);
    expect(await expireQuotes(server.db)).toBeGreaterThanOrEqual(1);
    expect(await stored(overdue.id)).toMatchObject({ status: 'EXPIRED', version: 2 });
    expect(await stored(current.id)).toMatchObject({ status: 'PENDING', version: 1 });
    expect((await auditRows(server.db, 'quote.expire')).filter((row) => row.entityId === overdue.id)).toEqual([
      expect.objectContaining({ userId: null, tenantId: east, entityKind: 'Quotes', action: 'UPDATED', after: { status: 'EXPIRED' } }),
    ]);
    expect(await expireQuotes(server.db)).toBe(0);
    const revised = await transition(dispatch, { id: overdue.id, version: 2 }, 'REVISE');
    expect(revised.data?.transitionQuote).toMatchObject({ status: 'PENDING', revision: 2, validUntil: await todayPlus(14) });
  });
});

type Changed = { id: string; status: string; revision: number };

/** A client's quoteChanged subscription over graphql-ws, live once a probe event for `probeId` arrives. */
const subscribeQuotes = (client: TestClient, probeId: string) =>
  subscribeTenantTopic<Changed>({ url: server.url, events: server.events, sockets }, client, 'quoteChanged', 'id status revision', probeId);

describe('quoteChanged', () => {
  it('tells a second East client of a status change, and a North client nothing', async () => {
    const quote = await create();
    const nora = await signedIn(server.url, 'north-dispatch@legwork.test');
    const maple = (await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE code = 'MFL'"))?.id;
    const toronto = { ...location('Maple Yard', 'Toronto', '', 'ON', 'M5V 2T6', { lat: 43.6426, lng: -79.3871 }), country: 'CA' };
    const ottawa = { ...location('Ottawa Lot', 'Ottawa', '', 'ON', 'K1P 1J1', { lat: 45.4215, lng: -75.6972 }), country: 'CA' };
    const northQuote = await create(nora, quoteInput({ clientId: maple, customerId: null, locations: [toronto, ottawa], extras: {} }));
    const eastSubscriber = await subscribeQuotes(await signedIn(server.url, 'call-center@legwork.test'), quote.id);
    const northSubscriber = await subscribeQuotes(nora, northQuote.id);
    // An East id published on North's topic is dropped: North reloads it under its own RLS and sees nothing.
    server.events.publish('quoteChanged', north, { id: quote.id });

    await transition(dispatch, quote, 'ACCEPT');
    expect(await eastSubscriber.waitFor((event) => event.status === 'ACCEPTED')).toEqual({ id: quote.id, status: 'ACCEPTED', revision: 1 });
    const seen = northSubscriber.received.length;
    server.events.publish('quoteChanged', north, { id: northQuote.id });
    await northSubscriber.waitFor(() => northSubscriber.received.length > seen);
    expect(new Set(northSubscriber.received.map((event) => event.id))).toEqual(new Set([northQuote.id]));
  });
});
