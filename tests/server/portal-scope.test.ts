import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../e2e/support/png';
import type { GraphQLResponse, TestClient } from './support/client';
import { count, expectError, one, uploadFile, userIdOf } from './support/helpers';
import { driverIdOfUser } from './support/drivers';
import {
  CREATE_ORDER,
  CREATE_QUOTE,
  ok,
  type PortalOrderView,
  type PortalQuoteView,
  type PortalWorld,
  portalOrder,
  portalQuote,
  portalRequest,
  portalSession,
  RESPOND,
  startPortalServer,
} from './support/portal';
import type { TestServer } from './support/testServer';

let server: TestServer;
let world: PortalWorld;
let client: TestClient;
let customer: TestClient;
let rival: TestClient;
let dispatch: TestClient;
/** Northwind's orders: its own, its Downtown customer's (by the customer user) and its Airport customer's. */
let own: PortalOrderView;
let downtownOrder: PortalOrderView;
let airportOrder: PortalOrderView;
let quote: PortalQuoteView;
let rivalOrder: PortalOrderView;
let rivalQuote: PortalQuoteView;
let photoUrl: string;

const SECRETS = {
  internal: 'INTERNAL: client is late on payments',
  alert: 'ALERT: driver reported damage',
  general: 'GENERAL: bill the dealer double',
  staffReply: 'We have your car, it leaves tomorrow.',
};

const staff = async <T>(query: string, variables: Record<string, unknown>) => ok(await dispatch.gql<T>(query, variables));

beforeAll(async () => {
  ({ server, world, client, customer, rival, dispatch } = await startPortalServer());
  own = await portalOrder(client, portalRequest(world.northwind, { referenceNumbers: ['PO-NORTH-1'] }));
  downtownOrder = await portalOrder(
    customer,
    portalRequest(world.northwind, { customerId: world.downtown, referenceNumbers: ['PO-DOWNTOWN'] }),
  );
  airportOrder = await portalOrder(client, portalRequest(world.northwind, { customerId: world.airport, referenceNumbers: ['PO-AIRPORT'] }));
  quote = await portalQuote(client, portalRequest(world.northwind));
  rivalOrder = await portalOrder(rival, portalRequest(world.rival, { referenceNumbers: ['PO-RIVAL'] }));
  rivalQuote = await portalQuote(rival, portalRequest(world.rival));

  // Staff work on Northwind's order: what the portal may see and what it must not.
  const leg = own.legs[0];
  await staff('mutation($id: ID!) { transitionOrderLeg(id: $id, event: ACKNOWLEDGE, version: 1) { status } }', { id: leg.id });
  for (const [entityKind, entityId] of [
    ['ORDER', own.id],
    ['ORDER_LEG', leg.id],
    ['QUOTE', quote.id],
  ]) {
    await staff('mutation($input: CommentInput!) { createComment(input: $input) { id } }', {
      input: { entityKind, entityId, body: SECRETS.internal, internal: true },
    });
  }
  await staff('mutation($input: CommentInput!) { createComment(input: $input) { id } }', {
    input: { entityKind: 'ORDER_LEG', entityId: leg.id, body: SECRETS.staffReply },
  });
  await staff('mutation($input: AlertInput!) { createAlert(input: $input) { id } }', {
    input: { orderId: own.id, priority: 'CALL', message: SECRETS.alert },
  });
  await staff('mutation($id: ID!, $body: String!) { addOrderNote(orderId: $id, kind: GENERAL, body: $body) { id } }', {
    id: own.id,
    body: SECRETS.general,
  });
  const driver = await driverIdOfUser(server.db, 'driver@legwork.test');
  await server.db.query('UPDATE order_legs SET driver_id = $2, driver_paid = true, client_paid = true WHERE id = $1', [leg.id, driver]);
  const upload = await uploadFile(
    dispatch,
    `mutation($file: File!) { uploadOrderMedia(orderId: "${own.id}", orderLegId: "${leg.id}", category: CONDITION_REPORTS, file: $file) { url } }`,
    'file',
    { bytes: new Uint8Array(solidPng(8, 8, [200, 10, 10])), name: 'front.png', type: 'image/png' },
  );
  photoUrl = (upload.data as { uploadOrderMedia: { url: string } }).uploadOrderMedia.url;
  // A signature on the same order: a category the portal never gets.
  await server.db.query(
    `INSERT INTO media (tenant_id, owner_kind, owner_id, order_id, category, file_name, mime_type, size, content_hash)
     SELECT tenant_id, 'OrderLeg', $2, $1, 'SIGNATURES', 'signature.png', 'image/png', size, content_hash FROM media WHERE order_id = $1`,
    [own.id, leg.id],
  );
});
afterAll(() => server?.close());

const codes = (result: GraphQLResponse<unknown>) => result.errors?.map((e) => e.extensions?.code);

const ORDER = `query($id: ID!) { portalOrder(id: $id) { id number instructions state
  comments { body authorName fromStaff } activity { event entityKind status }
  media { category fileName url } legs { id status driverFirstName comments { body authorName fromStaff } media { category } } } }`;
const LEG = 'query($id: ID!) { portalOrderLeg(id: $id) { id number order { id } } }';
const QUOTE = 'query($id: ID!) { portalQuote(id: $id) { id number } }';
const ORDERS = `query($status: [OrderListStatus!], $clientId: ID, $customerId: ID, $search: String, $from: String, $to: String) {
  portalOrders(first: 100, status: $status, clientId: $clientId, customerId: $customerId, search: $search, from: $from, to: $to) {
    data { id } paginatorInfo { total } } }`;
const QUOTES = 'query($search: String) { portalQuotes(first: 100, search: $search) { data { id } paginatorInfo { total } } }';
const SEARCH = 'query($q: String!) { portalSearch(query: $q, first: 50) { orders { id } legs { id } quotes { id } } }';
const LOCATIONS = 'query($search: String) { portalLocations(search: $search, first: 100) { id name } }';
const HOME = `{ portalHome { openOrders openLegsByStatus { status count } quotesAwaitingAnswer { id } recentDeliveries { id }
  upcoming { id } } }`;
const PRICE = 'query($input: QuoteInput!) { portalPriceQuote(input: $input) { total } }';
const COMMENT = `mutation($kind: CommentEntityKind!, $id: ID!, $body: String!) {
  portalAddComment(entityKind: $kind, entityId: $id, body: $body) { id body authorName fromStaff } }`;

const orderIds = async (as: TestClient, variables: Record<string, unknown> = {}) =>
  ok(await as.gql<{ portalOrders: { data: { id: string }[] } }>(ORDERS, variables)).portalOrders.data.map((o) => o.id);

describe('another client (and guessed ids) get nothing of Northwind', () => {
  const guessed = randomUUID();

  it('answers NOT_FOUND for real, guessed and malformed ids of orders, legs and quotes', async () => {
    for (const [query, ids] of [
      [ORDER, [own.id, downtownOrder.id]],
      [LEG, [own.legs[0].id]],
      [QUOTE, [quote.id]],
    ] as const) {
      for (const id of [...ids, guessed, 'not-an-id']) {
        const result = await rival.gql(query, { id });
        expect(codes(result)).toEqual(['NOT_FOUND']);
        expect(Object.values(result.data ?? {})).toEqual([null]);
      }
    }
    // Their own answer.
    expect(ok(await rival.gql<{ portalOrder: { id: string } }>(ORDER, { id: rivalOrder.id })).portalOrder.id).toBe(rivalOrder.id);
  });

  it('lists, searches, counts and offers none of Northwind', async () => {
    const northwindOrders = [own.id, downtownOrder.id, airportOrder.id];
    expect(await orderIds(rival)).toEqual([rivalOrder.id]);
    expect(await orderIds(rival, { clientId: world.northwind })).toEqual([]);
    expect(await orderIds(rival, { search: own.number })).toEqual([]);
    const quotes = ok(await rival.gql<{ portalQuotes: { data: { id: string }[] } }>(QUOTES)).portalQuotes.data.map((q) => q.id);
    expect(quotes).toEqual([rivalQuote.id]);
    for (const q of [own.number, 'PO-NORTH-1', quote.number, own.legs[0].number]) {
      expect(ok(await rival.gql(SEARCH, { q }))).toEqual({ portalSearch: { orders: [], legs: [], quotes: [] } });
    }
    const home = ok(
      await rival.gql<{ portalHome: { openOrders: number; quotesAwaitingAnswer: { id: string }[]; upcoming: unknown[] } }>(HOME),
    );
    expect(home.portalHome).toMatchObject({ openOrders: 1, quotesAwaitingAnswer: [{ id: rivalQuote.id }] });
    const places = ok(await rival.gql<{ portalLocations: { id: string }[] }>(LOCATIONS)).portalLocations.map((l) => l.id);
    expect(places).not.toContain(own.legs[0].origin?.id);
    expect(places).toContain(rivalOrder.legs[0].origin?.id);
    for (const id of northwindOrders) expect(await orderIds(rival, { search: id })).toEqual([]);
  });

  it('refuses Northwind in every write and price, changing nothing', async () => {
    const before = await Promise.all(['orders', 'quotes', 'comments', 'audit_logs', 'notifications'].map((t) => count(server.db, t)));
    const key = randomUUID();
    for (const query of [CREATE_ORDER, CREATE_QUOTE]) {
      const result = await rival.gql(query, { input: portalRequest(world.northwind), key });
      expect(expectError(result, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'input.clientId': ['The selected client is invalid.'] });
    }
    expect(expectError(await rival.gql(PRICE, { input: portalRequest(world.northwind) }), 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.clientId': ['The selected client is invalid.'],
    });
    for (const id of [quote.id, guessed, 'nope']) {
      expect(codes(await rival.gql(RESPOND, { id, event: 'ACCEPT', version: 1 }))).toEqual(['NOT_FOUND']);
    }
    for (const [kind, id] of [
      ['ORDER', own.id],
      ['ORDER_LEG', own.legs[0].id],
      ['QUOTE', quote.id],
      ['ORDER', guessed],
      ['QUOTE', 'nope'],
    ]) {
      expect(codes(await rival.gql(COMMENT, { kind, id, body: 'Hello?' }))).toEqual(['NOT_FOUND']);
    }
    expect(await Promise.all(['orders', 'quotes', 'comments', 'audit_logs', 'notifications'].map((t) => count(server.db, t)))).toEqual(
      before,
    );
    expect(await one(server.db, 'SELECT status, version FROM quotes WHERE id = $1', [quote.id])).toEqual({ status: 'PENDING', version: 1 });
  });

  it("answers 404 for Northwind's file to another client, 200 to Northwind's client user", async () => {
    const get = (as: TestClient) => fetch(`${server.url}${photoUrl}`, { headers: { cookie: as.cookieHeader() } });
    expect((await get(client)).status).toBe(200);
    expect((await get(rival)).status).toBe(404);
    // The customer user sees its customer's orders only: Northwind's own order is not one of them.
    expect((await get(customer)).status).toBe(404);
    const signature = await one<{ id: string }>(server.db, "SELECT id FROM media WHERE order_id = $1 AND category = 'SIGNATURES'", [
      own.id,
    ]);
    const response = await fetch(`${server.url}/media/${signature?.id}/signature.png`, { headers: { cookie: client.cookieHeader() } });
    expect(response.status).toBe(404);
  });
});

describe('client user and customer user', () => {
  it("shows the client user every order of its client, the customer user only its customer's", async () => {
    const ofClient = await orderIds(client);
    expect(ofClient).toEqual(expect.arrayContaining([own.id, downtownOrder.id, airportOrder.id]));
    expect(ofClient).not.toContain(rivalOrder.id);
    const ofCustomer = await orderIds(customer);
    expect(ofCustomer).toContain(downtownOrder.id);
    expect(ofCustomer).not.toContain(own.id);
    expect(ofCustomer).not.toContain(airportOrder.id);
    // Every order the customer user sees is its customer's (the demo data holds more of them).
    const customers = await server.db.query<{ customerId: string | null }>(
      'SELECT DISTINCT customer_id AS "customerId" FROM orders WHERE id = ANY($1::uuid[])',
      [ofCustomer],
    );
    expect(customers.rows).toEqual([{ customerId: world.downtown }]);
    expect(codes(await customer.gql(ORDER, { id: airportOrder.id }))).toEqual(['NOT_FOUND']);
    expect(codes(await customer.gql(QUOTE, { id: quote.id }))).toEqual(['NOT_FOUND']);
    expect(ok(await client.gql<{ portalOrder: { id: string } }>(ORDER, { id: downtownOrder.id })).portalOrder.id).toBe(downtownOrder.id);
  });

  it('filters by status, customer, dates and search like the staff list', async () => {
    const ofAirport = await orderIds(client, { customerId: world.airport });
    expect(ofAirport).toContain(airportOrder.id);
    const customers = await server.db.query('SELECT DISTINCT customer_id AS "customerId" FROM orders WHERE id = ANY($1::uuid[])', [
      ofAirport,
    ]);
    expect(customers.rows).toEqual([{ customerId: world.airport }]);
    expect(await orderIds(client, { search: 'PO-NORTH-1' })).toEqual([own.id]);
    const unacknowledged = await orderIds(client, { status: ['UNACKNOWLEDGED'], search: 'PO-' });
    expect(unacknowledged).toEqual(expect.arrayContaining([downtownOrder.id, airportOrder.id]));
    expect(unacknowledged).not.toContain(own.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await orderIds(client, { from: today, to: today, search: 'PO-NORTH-1' })).toEqual([own.id]);
    expect(await orderIds(client, { to: '2001-01-01', search: 'PO-NORTH-1' })).toEqual([]);
    expect(expectError(await client.gql(ORDERS, { from: '1 May' }), 'BAD_USER_INPUT').extensions.errors).toEqual({
      from: ['Must be a date (YYYY-MM-DD).'],
    });
    expect(expectError(await client.gql(ORDERS, { clientId: 'x' }), 'BAD_USER_INPUT').extensions.errors).toEqual({
      clientId: ['Must be an id.'],
    });
  });
});

describe('what the portal never shows', () => {
  it('leaves out internal comments, alerts, GENERAL notes, staff names, driver details and other file categories', async () => {
    const result = ok(await client.gql<{ portalOrder: Record<string, unknown> }>(ORDER, { id: own.id }));
    const text = JSON.stringify(result);
    for (const secret of [SECRETS.internal, SECRETS.alert, SECRETS.general, 'Dispatch Demo', 'Dale Driver', 'SIGNATURES', 'signature.png'])
      expect(text).not.toContain(secret);
    const order = result.portalOrder as {
      instructions: string[];
      comments: { body: string; authorName: string | null; fromStaff: boolean }[];
      activity: { event: string; entityKind: string; status: string | null }[];
      media: { category: string }[];
      legs: { driverFirstName: string | null; comments: unknown[]; media: { category: string }[] }[];
    };
    expect(order.instructions).toEqual(['Call the lot manager on arrival.']);
    expect(order.comments).toEqual([{ body: SECRETS.staffReply, authorName: null, fromStaff: true }]);
    expect(order.legs[0]).toMatchObject({
      driverFirstName: 'Dale',
      comments: [{ body: SECRETS.staffReply, authorName: null, fromStaff: true }],
    });
    expect(order.media.map((m) => m.category)).toEqual(['CONDITION_REPORTS']);
    expect(order.legs[0].media.map((m) => m.category)).toEqual(['CONDITION_REPORTS']);
    // The order's legs are written (and audited) before the order's own creation row.
    expect(order.activity.map((a) => a.event)).toEqual(['leg.create', 'order.create', 'order.submit', 'leg.acknowledge']);
    expect(order.activity.filter((a) => a.entityKind === 'Order legs').map((a) => a.status)).toEqual(['UNACKNOWLEDGED', 'PROCESSING']);
  });

  it('has no staff-only field on any portal type', async () => {
    const { __schema } = ok(
      await client.gql<{ __schema: { types: { name: string; fields: { name: string }[] | null }[] } }>(
        '{ __schema { types { name fields { name } } } }',
      ),
    );
    const portalTypes = __schema.types.filter((t) => t.name.startsWith('Portal') && t.fields);
    expect(portalTypes.map((t) => t.name).sort()).toEqual([
      'PortalAccount',
      'PortalActivity',
      'PortalComment',
      'PortalHome',
      'PortalInvoice',
      'PortalInvoiceLine',
      'PortalInvoicePaginator',
      'PortalLocation',
      'PortalOrder',
      'PortalOrderLeg',
      'PortalOrderLocation',
      'PortalOrderPaginator',
      'PortalOrderPrice',
      'PortalQuote',
      'PortalQuotePaginator',
      'PortalSearchResult',
      'PortalStatusCount',
      'PortalStorageStay',
      'PortalTntPacket',
      'PortalTntPacketDocument',
      'PortalVehicle',
    ]);
    const forbidden = [
      'driverId',
      'driver',
      'driverPaid',
      'clientPaid',
      'truckingCompanyId',
      'alerts',
      'notes',
      'tags',
      'statusReason',
      'acknowledgedAt',
      'internal',
      'mentions',
      'userName',
      'before',
      'after',
      'createdBy',
      'createdByName',
      'idempotencyKey',
      'odometer',
      'keys',
      'billingEmail',
      'billingName',
      'contacts',
      'availableEvents',
      'warnings',
      'eventOptions',
      'fees',
      'feesTotal',
      'receivedByName',
      'reviewedByName',
      'spot',
      'keyTag',
      'keyCount',
      'lockBoxSlot',
      'keyLog',
      'problemReason',
      'cancelReason',
      'charge',
      'rateCard',
      'payments',
      'sourceId',
      'margin',
    ];
    for (const type of portalTypes) {
      const names = (type.fields ?? []).map((f) => f.name);
      const allowed = type.name === 'PortalQuote' ? forbidden.filter((f) => f !== 'availableEvents') : forbidden;
      expect({ type: type.name, leaked: names.filter((n) => allowed.includes(n)) }).toEqual({ type: type.name, leaked: [] });
    }
  });
});

describe('who may use which fields', () => {
  const STAFF_QUERIES = [
    '{ orders { data { id } } }',
    '{ quotes { data { id } } }',
    '{ orderLegs { data { id } } }',
    '{ alerts { data { id } } }',
    '{ dashboard { openAlerts } }',
  ];

  it('refuses the staff queries to portal users', async () => {
    for (const as of [client, customer, rival]) {
      for (const query of STAFF_QUERIES) expect({ query, codes: codes(await as.gql(query)) }).toEqual({ query, codes: ['FORBIDDEN'] });
      expect(codes(await as.gql('query($id: ID!) { order(id: $id) { id } }', { id: own.id }))).toEqual(['FORBIDDEN']);
      expect(codes(await as.gql('query($id: ID!) { orderLeg(id: $id) { id } }', { id: own.legs[0].id }))).toEqual(['FORBIDDEN']);
      expect(codes(await as.gql('query($id: ID!) { quote(id: $id) { id } }', { id: quote.id }))).toEqual(['FORBIDDEN']);
    }
  });

  it('refuses the portal fields to staff and drivers', async () => {
    const driver = await portalSession(server.url, 'driver@legwork.test');
    for (const as of [dispatch, driver]) {
      expect(codes(await as.gql(HOME))).toEqual(['FORBIDDEN']);
      expect(codes(await as.gql(ORDER, { id: own.id }))).toEqual(['FORBIDDEN']);
      expect(codes(await as.gql(CREATE_ORDER, { input: portalRequest(world.northwind), key: randomUUID() }))).toEqual(['FORBIDDEN']);
    }
  });

  it('treats a staff account linked to a client as a portal user (docs/access.md#roles)', async () => {
    const linked = await userIdOf(server.db, 'member@legwork.test');
    await server.db.query('INSERT INTO client_users (tenant_id, client_id, user_id) VALUES ($1, $2, $3)', [
      world.east,
      world.rival,
      linked,
    ]);
    const member = await portalSession(server.url, 'member@legwork.test');
    expect(codes(await member.gql(STAFF_QUERIES[0]))).toEqual(['FORBIDDEN']);
    expect(await orderIds(member)).toEqual([rivalOrder.id]);
    await server.db.query('DELETE FROM client_users WHERE user_id = $1', [linked]);
  });

  it('tells a deactivated account why, and shows it nothing', async () => {
    const inactive = await portalSession(server.url, 'inactive-client@legwork.test');
    const me = ok(
      await inactive.gql<{ me: { clients: { displayName: string; deletedAt: string | null }[] } }>(
        '{ me { clients { displayName deletedAt } } }',
      ),
    );
    expect(me.me.clients).toEqual([{ displayName: 'Bayside Auto Group', deletedAt: expect.any(String) }]);
    for (const [query, variables] of [
      [HOME, {}],
      [ORDERS, {}],
      [ORDER, { id: own.id }],
      [SEARCH, { q: 'O-' }],
      [LOCATIONS, {}],
    ] as const) {
      const result = await inactive.gql(query, variables);
      expect(codes(result)).toEqual(['ACCOUNT_DEACTIVATED']);
      expect(result.errors?.[0].message).toMatch(/deactivated/);
    }
    // Row-level security agrees: nothing of the tenant's orders, even asked for directly.
    const id = await userIdOf(server.db, 'inactive-client@legwork.test');
    const seen = await server.db.transaction(async (tx) => {
      await tx.query(
        "SELECT set_config('role', 'app_user', true), set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true)",
        [world.east, id],
      );
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0].n;
    });
    expect(seen).toBe(0);
  });
});

describe('portal writes on its own records', () => {
  it('comments on its order, leg and quote, never internal, audited', async () => {
    for (const [kind, id] of [
      ['ORDER', own.id],
      ['ORDER_LEG', own.legs[0].id],
      ['QUOTE', quote.id],
    ]) {
      const made = ok(
        await client.gql<{ portalAddComment: { id: string; body: string; authorName: string; fromStaff: boolean } }>(COMMENT, {
          kind,
          id,
          body: `  Question about ${kind}  `,
        }),
      ).portalAddComment;
      expect(made).toEqual({ id: expect.any(String), body: `Question about ${kind}`, authorName: 'Clara Client', fromStaff: false });
      expect(await one(server.db, 'SELECT internal, entity_id AS "entityId" FROM comments WHERE id = $1', [made.id])).toEqual({
        internal: false,
        entityId: id,
      });
      expect(await count(server.db, "audit_logs WHERE event = 'comment.create' AND after->>'commentId' = $1", [made.id])).toBe(1);
      // The client made the record, so the portal desk hears of the comment: every call-center and client-relations
      // user of the tenant, nobody else, and never the client itself.
      const told = await server.db.query<{ ok: boolean; n: number; titled: boolean }>(
        `SELECT bool_and(EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = n.user_id
           AND r.role IN ('CALL_CENTER', 'CALL_CENTER_LEAD', 'CLIENT_RELATIONS', 'CLIENT_RELATIONS_LEAD'))) AS ok,
           count(*)::int AS n, bool_or(n.title LIKE 'Comment from Clara Client on %') AS titled
         FROM notifications n WHERE n.type = 'COMMENT' AND n.data->>'entityId' = $1`,
        [id],
      );
      expect(told.rows[0]).toEqual({ ok: true, n: expect.any(Number), titled: true });
      expect(told.rows[0].n).toBeGreaterThan(0);
    }
    const read = ok(await client.gql<{ portalOrder: { comments: { body: string; authorName: string | null }[] } }>(ORDER, { id: own.id }));
    expect(read.portalOrder.comments.map((c) => [c.body, c.authorName])).toEqual([
      [SECRETS.staffReply, null],
      ['Question about ORDER', 'Clara Client'],
      ['Question about ORDER_LEG', 'Clara Client'],
    ]);
    expect(expectError(await client.gql(COMMENT, { kind: 'ORDER', id: own.id, body: '   ' }), 'BAD_USER_INPUT').extensions.errors).toEqual({
      body: ['The body field is required.'],
    });
  });
});
