import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCONFIRMED_VIN_MESSAGE } from '../../src/domain/drafts';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, one, tenantIdOf } from './support/helpers';
import { legInput } from './support/orderInputs';
import { portalOrder, portalQuote, portalRequest, portalSession, portalWorld } from './support/portal';
import { BOSTON, BROOKLYN, location } from './support/pricing';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let northwind: string;
let dispatch: TestClient;
let portalClient: TestClient;
let portalNorthwind: string;

beforeAll(async () => {
  server = await startTestServer();
  const east = await tenantIdOf(server.db, 'Legwork East');
  northwind = (await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE code = 'NWM' AND tenant_id = $1", [east]))?.id as string;
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  portalNorthwind = (await portalWorld(server.db)).northwind;
  portalClient = await portalSession(server.url, 'client@legwork.test');
});
afterAll(() => server?.close());

/** A valid check digit on a VIN whose first three characters name no maker. */
const NO_MAKER_VIN = '11111111111111111';

type Vehicle = Record<string, unknown>;
const orderInput = (vehicle: Vehicle = {}, overrides: Record<string, unknown> = {}) => ({
  clientId: northwind,
  referenceNumbers: ['PO-LOUD'],
  vehicles: [{ year: 2022, make: 'Honda', model: 'Civic', ...vehicle }],
  locations: [
    location('Loud Pickup', 'Boston', 'Suffolk', 'MA', '02108', BOSTON),
    location('Loud Drop', 'Brooklyn', 'Kings', 'NY', '11201', BROOKLYN),
  ],
  legs: [legInput(0, 0, 1, 'TRUCKED')],
  ...overrides,
});

const CREATE_ORDER = `mutation($input: OrderInput!) { createOrder(input: $input) { id number } }`;
const CREATE_QUOTE = `mutation($input: QuoteInput!) { createQuote(input: $input) { id } }`;
type Created = { createOrder: { id: string; number: string } | null };

const fieldErrors = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  (result.errors?.[0]?.extensions?.errors ?? {}) as Record<string, string[]>;

describe('a VIN whose decode finds no maker', () => {
  it('is refused on a new order with a field error until confirmed, and nothing is stored', async () => {
    const orders = await count(server.db, 'orders');
    const vehicles = await count(server.db, 'vehicles');
    const refused = await dispatch.gql<Created>(CREATE_ORDER, { input: orderInput({ vin: NO_MAKER_VIN }) });
    expectError(refused, 'BAD_USER_INPUT');
    expect(fieldErrors(refused)).toEqual({ 'input.vehicles.0.vin': [UNCONFIRMED_VIN_MESSAGE] });
    expect(await count(server.db, 'orders')).toBe(orders);
    expect(await count(server.db, 'vehicles')).toBe(vehicles);

    const confirmed = await dispatch.gql<Created>(CREATE_ORDER, { input: orderInput({ vin: NO_MAKER_VIN, vinConfirmed: true }) });
    expect(confirmed.errors).toBeUndefined();
    const stored = await one<{ vin: string; make: string }>(
      server.db,
      `SELECT v.vin, v.make FROM order_legs l JOIN vehicles v ON v.id = l.vehicle_id WHERE l.order_id = $1`,
      [confirmed.data?.createOrder?.id],
    );
    expect(stored).toEqual({ vin: NO_MAKER_VIN, make: 'Honda' });
  });

  it('is refused on a staff quote and a portal request alike', async () => {
    const quotes = await count(server.db, 'quotes');
    const staff = await dispatch.gql(CREATE_QUOTE, { input: orderInput({ vin: NO_MAKER_VIN }) });
    expect(fieldErrors(staff)).toEqual({ 'input.vehicles.0.vin': [UNCONFIRMED_VIN_MESSAGE] });
    const input = portalRequest(portalNorthwind);
    input.vehicles[0] = { ...input.vehicles[0], vin: NO_MAKER_VIN } as (typeof input.vehicles)[0];
    const portal = await portalClient.gql('query($input: QuoteInput!) { portalPriceQuote(input: $input) { total } }', { input });
    expect(fieldErrors(portal)).toEqual({ 'input.vehicles.0.vin': [UNCONFIRMED_VIN_MESSAGE] });
    expect(await count(server.db, 'quotes')).toBe(quotes);
  });

  it('leaves a VIN of a known maker alone', async () => {
    const known = await dispatch.gql<Created>(CREATE_ORDER, {
      input: orderInput({ vin: '1HGCM82633A004352', make: null, model: 'Accord' }),
    });
    expect(known.errors).toBeUndefined();
  });
});

/** Each limited text field of a new order: its path in the input, its limit, and how to put a value there. */
const LIMITED: [path: string, limit: number, input: (text: string) => Record<string, unknown>][] = [
  ['referenceNumbers.0', 50, (text) => orderInput({}, { referenceNumbers: [text] })],
  ['vehicles.0.make', 100, (text) => orderInput({ make: text })],
  ['vehicles.0.model', 100, (text) => orderInput({ model: text })],
  ['vehicles.0.plate', 20, (text) => orderInput({ plate: text })],
  ['vehicles.0.plateState', 20, (text) => orderInput({ plateState: text })],
  ...(['name', 'address1', 'address2', 'contactName', 'hours'] as const).map(
    (field): [string, number, (text: string) => Record<string, unknown>] => [
      `locations.0.${field}`,
      255,
      (text) => {
        const input = orderInput();
        return { ...input, locations: [{ ...input.locations[0], [field]: text }, input.locations[1]] };
      },
    ],
  ),
  [
    'legs.0.pickupContact.name',
    255,
    (text) => orderInput({}, { legs: [legInput(0, 0, 1, 'TRUCKED', { pickupContact: { name: text, phone: '+1 617 555 0100' } })] }),
  ],
  ['notes.general', 5000, (text) => orderInput({}, { notes: { general: text } })],
  ['notes.specialInstructions', 5000, (text) => orderInput({}, { notes: { specialInstructions: text } })],
];

describe('limited text fields', () => {
  it.each(LIMITED)('%s takes %i characters and refuses one more with a field error, storing nothing', async (path, limit, input) => {
    const accepted = await dispatch.gql<Created>(CREATE_ORDER, { input: input('x'.repeat(limit)) });
    expect(accepted.errors).toBeUndefined();
    const orders = await count(server.db, 'orders');
    const refused = await dispatch.gql<Created>(CREATE_ORDER, { input: input('x'.repeat(limit + 1)) });
    expectError(refused, 'BAD_USER_INPUT');
    expect(Object.keys(fieldErrors(refused))).toEqual([`input.${path}`]);
    expect(fieldErrors(refused)[`input.${path}`][0]).toMatch(new RegExp(`may not be greater than ${limit} characters`));
    expect(await count(server.db, 'orders')).toBe(orders);
  });

  it('keeps a note of exactly 5,000 characters whole', async () => {
    const created = await dispatch.gql<Created>(CREATE_ORDER, { input: orderInput({}, { notes: { general: 'n'.repeat(5000) } }) });
    const note = await one<{ length: number }>(server.db, 'SELECT length(body) AS length FROM order_notes WHERE order_id = $1', [
      created.data?.createOrder?.id,
    ]);
    expect(note?.length).toBe(5000);
  });

  it("takes an order's added note of 5,000 characters and refuses one more, storing nothing", async () => {
    const created = await dispatch.gql<Created>(CREATE_ORDER, { input: orderInput() });
    const ADD = 'mutation($id: ID!, $body: String!) { addOrderNote(orderId: $id, kind: GENERAL, body: $body) { id } }';
    const id = created.data?.createOrder?.id;
    const notes = () => count(server.db, 'order_notes WHERE order_id = $1', [id]);
    const refused = await dispatch.gql(ADD, { id, body: 'z'.repeat(5001) });
    expect(fieldErrors(refused)).toEqual({ body: ['The body may not be greater than 5000 characters.'] });
    expect(await notes()).toBe(0);
    expect((await dispatch.gql(ADD, { id, body: 'z'.repeat(5000) })).errors).toBeUndefined();
    expect(await notes()).toBe(1);
  });

  it("refuses a leg's notes past 5,000 characters and keeps the stored ones", async () => {
    const created = await dispatch.gql<Created>(CREATE_ORDER, { input: orderInput() });
    const leg = await one<{ id: string; version: number; notes: string | null }>(
      server.db,
      'SELECT id, version, notes FROM order_legs WHERE order_id = $1',
      [created.data?.createOrder?.id],
    );
    const UPDATE =
      'mutation($id: ID!, $version: Int!, $notes: String) { updateOrderLeg(id: $id, version: $version, input: { notes: $notes }) { id } }';
    const refused = await dispatch.gql(UPDATE, { id: leg?.id, version: leg?.version, notes: 'y'.repeat(5001) });
    expect(fieldErrors(refused)).toEqual({ 'input.notes': ['The notes may not be greater than 5000 characters.'] });
    expect((await one<{ notes: string | null }>(server.db, 'SELECT notes FROM order_legs WHERE id = $1', [leg?.id]))?.notes).toBe(
      leg?.notes,
    );
    const accepted = await dispatch.gql(UPDATE, { id: leg?.id, version: leg?.version, notes: 'y'.repeat(5000) });
    expect(accepted.errors).toBeUndefined();
    expect(
      (await one<{ length: number }>(server.db, 'SELECT length(notes) AS length FROM order_legs WHERE id = $1', [leg?.id]))?.length,
    ).toBe(5000);
  });
});

/** What only staff read: the rate card's rule names and its arithmetic. */
const INTERNAL_WORDS = /tariff|great circle|road factor|zone|in force on|rate card|DRIVEN|SEDAN/i;

type WordsLine = { type: string; description: string; explanation: string };
const LINES = 'lineItems { type description explanation }';

describe('the price in the portal', () => {
  it('reaches a portal caller in plain words, never with the rule names staff see', async () => {
    const input = portalRequest(portalNorthwind);
    const staff = await dispatch.gql<{ priceQuote: { lineItems: WordsLine[] } }>(
      `query($input: QuoteInput!) { priceQuote(input: $input) { ${LINES} } }`,
      { input },
    );
    expect(staff.data?.priceQuote.lineItems.map((line) => line.explanation).join(' ')).toMatch(INTERNAL_WORDS);

    const preview = await portalClient.gql<{ portalPriceQuote: { lineItems: WordsLine[]; warnings: string[] } }>(
      `query($input: QuoteInput!) { portalPriceQuote(input: $input) { ${LINES} warnings } }`,
      { input },
    );
    const quote = await portalQuote(portalClient, input);
    const saved = await portalClient.gql<{ portalQuote: { lineItems: WordsLine[] } }>(
      `query($id: ID!) { portalQuote(id: $id) { ${LINES} } }`,
      {
        id: quote.id,
      },
    );
    const order = await portalOrder(portalClient, input);
    const priced = await portalClient.gql<{ portalOrder: { price: { lineItems: WordsLine[] } } }>(
      `query($id: ID!) { portalOrder(id: $id) { price { ${LINES} } } }`,
      { id: order.id },
    );
    for (const lines of [
      preview.data?.portalPriceQuote.lineItems,
      saved.data?.portalQuote.lineItems,
      priced.data?.portalOrder.price.lineItems,
    ]) {
      const rate = lines?.find((line) => line.type === 'RATE');
      const fuel = lines?.find((line) => line.type === 'FUEL');
      expect(rate?.explanation).toMatch(/^(Standard rate|Your agreed rate) for about [\d,.]+ road miles \(estimated\)/);
      expect(fuel?.explanation).toMatch(/^Fuel surcharge for the week of [A-Z][a-z]{2} \d{1,2}, \d{4}, on about [\d,.]+ road miles/);
      for (const line of lines ?? []) expect(`${line.description} ${line.explanation}`).not.toMatch(INTERNAL_WORDS);
    }
    expect(preview.data?.portalPriceQuote.warnings).toEqual([]);
  });
});
