import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { expectError, tenantIdOf } from './support/helpers';
import { type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let fx: OrderFixture;
let dispatch: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  fx = orderFixture(server.db, await tenantIdOf(server.db, 'Legwork East'));
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
});
afterAll(() => server?.close());

const ORDERS = `query($first: Int, $page: Int, $after: ID, $where: OrderWhere, $orderBy: [OrderOrderBy!], $status: [OrderListStatus!],
  $trashed: Trashed, $search: String) {
  orders(first: $first, page: $page, after: $after, where: $where, orderBy: $orderBy, status: $status, trashed: $trashed, search: $search) {
    data { id number }
    paginatorInfo { count currentPage firstItem hasMorePages lastItem lastPage perPage total }
  }
}`;

type Page = { data: { id: string; number: string }[]; paginatorInfo: Record<string, number | boolean | null> };
type Where = Record<string, unknown>;

/** Orders of one client only (the demo seed may hold others), with more conditions ANDed. */
const ofClient = (clientId: string, ...where: Where[]): Where => ({ AND: [{ column: 'CLIENT_ID', value: clientId }, ...where] });

const orders = async (variables: Record<string, unknown>, client = dispatch) => {
  const result = await client.gql<{ orders: Page }>(ORDERS, variables);
  expect(result.errors).toBeUndefined();
  return result.data?.orders as Page;
};
const ids = (page: Page) => page.data.map((row) => row.id);

const day = (n: number) => `2024-03-${String(n).padStart(2, '0')}T12:00:00.000Z`;

describe('Query.orders', () => {
  let clientId: string;
  let made: Awaited<ReturnType<OrderFixture['order']>>[];
  beforeAll(async () => {
    clientId = await fx.client('Paging Motors');
    made = [];
    for (let n = 1; n <= 5; n += 1) made.push(await fx.order({ clientId, createdAt: day(n) }));
  });
  const newest = () => [...made].reverse().map((o) => o.id);

  it('pages newest first with a Lighthouse paginator', async () => {
    const page = await orders({ first: 2, page: 2, where: ofClient(clientId) });
    expect(ids(page)).toEqual(newest().slice(2, 4));
    expect(page.paginatorInfo).toEqual({
      count: 2,
      currentPage: 2,
      firstItem: 3,
      hasMorePages: true,
      lastItem: 4,
      lastPage: 3,
      perPage: 2,
      total: 5,
    });
    const last = await orders({ first: 2, page: 3, where: ofClient(clientId) });
    expect(ids(last)).toEqual(newest().slice(4));
    expect(last.paginatorInfo.hasMorePages).toBe(false);
  });

  it('pages by keyset after an order id, still counting the whole list', async () => {
    const first = await orders({ first: 2, where: ofClient(clientId) });
    const second = await orders({ first: 2, page: 2, after: first.data[1].id, where: ofClient(clientId) });
    expect(ids(second)).toEqual(newest().slice(2, 4));
    expect(second.paginatorInfo).toMatchObject({ count: 2, currentPage: 2, firstItem: 3, hasMorePages: true, total: 5, lastPage: 3 });
    const third = await orders({ first: 2, after: second.data[1].id, where: ofClient(clientId) });
    expect(ids(third)).toEqual(newest().slice(4));
    expect(third.paginatorInfo.hasMorePages).toBe(false);
    // The explicit default order takes a cursor too; an unknown cursor is an empty page, a malformed one bad input.
    const explicit = await orders({
      first: 2,
      after: first.data[1].id,
      orderBy: [{ column: 'CREATED_AT', order: 'DESC' }],
      where: ofClient(clientId),
    });
    expect(ids(explicit)).toEqual(newest().slice(2, 4));
    expect(ids(await orders({ after: '00000000-0000-4000-8000-000000000000', where: ofClient(clientId) }))).toEqual([]);
    const bad = await dispatch.gql(ORDERS, { after: 'nope' });
    expect(expectError(bad, 'BAD_USER_INPUT').extensions.errors).toEqual({ after: ['Must be an id.'] });
    const sorted = await dispatch.gql(ORDERS, { after: made[0].id, orderBy: [{ column: 'NUMBER', order: 'ASC' }] });
    expect(Object.keys(expectError(sorted, 'BAD_USER_INPUT').extensions.errors as object)).toEqual(['after']);
  });

  it('sorts by the OrderOrderByColumn keys with the id as tiebreak', async () => {
    const byNumber = await orders({ where: ofClient(clientId), orderBy: [{ column: 'NUMBER', order: 'ASC' }] });
    expect(byNumber.data.map((o) => o.number)).toEqual([...made.map((o) => o.number)].sort());
    const oldest = await orders({ where: ofClient(clientId), orderBy: [{ column: 'CREATED_AT', order: 'ASC' }] });
    expect(ids(oldest)).toEqual(made.map((o) => o.id));
  });

  it('clamps first to 1..100', async () => {
    expect((await orders({ first: 0, where: ofClient(clientId) })).paginatorInfo.perPage).toBe(1);
    expect((await orders({ first: 1000, where: ofClient(clientId) })).paginatorInfo.perPage).toBe(100);
  });
});

describe('Query.orders past the count cap', () => {
  it('counts exactly up to 1,000 and estimates beyond, while hasMorePages and keyset pages stay exact', async () => {
    const clientId = await fx.client('Bulk Motors');
    await fx.bulkOrders(clientId, 1005, 'BULK');
    const first = await orders({ first: 100, where: ofClient(clientId) });
    expect(first.data[0].number).toBe('BULK-1005');
    const { total, lastPage } = first.paginatorInfo as { total: number; lastPage: number };
    expect(total).toBeGreaterThan(1000);
    expect(lastPage).toBe(Math.ceil(total / 100));
    expect(first.paginatorInfo.hasMorePages).toBe(true);
    // Ten keyset pages of 100 reach the oldest five.
    let after = first.data[99].id;
    for (let page = 2; page <= 10; page += 1) after = (await orders({ first: 100, page, after, where: ofClient(clientId) })).data[99].id;
    const last = await orders({ first: 100, page: 11, after, where: ofClient(clientId) });
    expect(last.data.map((o) => o.number)).toEqual(['BULK-5', 'BULK-4', 'BULK-3', 'BULK-2', 'BULK-1']);
    expect(last.paginatorInfo).toMatchObject({ hasMorePages: false, firstItem: 1001, lastItem: 1005 });
    // A narrower filter below the cap is exact again.
    const narrow = await orders({ first: 5, where: ofClient(clientId, { column: 'NUMBER', operator: 'LIKE', value: 'BULK-10__' }) });
    expect(narrow.paginatorInfo.total).toBe(6);
  });
});

describe('Query.orders where', () => {
  let clientId: string;
  let o: Record<string, Awaited<ReturnType<OrderFixture['order']>>>;
  const driver = '2b0c2f0e-7d3a-4c55-9a43-6a1d5b2d9c01';
  beforeAll(async () => {
    clientId = await fx.client('Where Motors');
    // Real carrier rows behind the legs' references (one id for both: the filters below ask for it in either column).
    await fx.row('drivers', { id: driver, first_name: 'Wyatt', last_name: 'Where' });
    await fx.row('trucking_companies', { id: driver, legal_name: 'Where Haulers LLC', display_name: 'Where Haulers' });
    const customer = await fx.row('customers', { client_id: clientId, display_name: 'Where Motors South', code: 'WMS' });
    o = {
      draft: await fx.order({
        clientId,
        state: 'DRAFT',
        referenceNumbers: ['PO-1001', 'RO-77'],
        createdAt: day(1),
        legs: [{ status: 'CREATED' }],
      }),
      towed: await fx.order({
        clientId,
        customerId: customer,
        state: 'DISPATCH',
        createdAt: day(5),
        legs: [
          { status: 'PENDING_PICKUP', transportMethod: 'TOW', driverId: driver, confirmedPickupAt: day(6) },
          { status: 'CALL_CENTER_CONFIRMED' },
        ],
      }),
      trucked: await fx.order({
        clientId,
        state: 'ACTIVE',
        source: 'PORTAL',
        createdAt: day(9),
        referenceNumbers: ['PO-2002'],
        legs: [{ status: 'IN_TRANSIT', transportMethod: 'TRUCKED', truckingCompanyId: driver, confirmedPickupAt: day(10) }],
      }),
    };
  });
  const matching = async (...where: Where[]) =>
    ids(await orders({ where: ofClient(clientId, ...where), orderBy: [{ column: 'CREATED_AT', order: 'ASC' }] }));

  it('EQ, NEQ and IN on order columns', async () => {
    expect(await matching({ column: 'STATE', value: 'DRAFT' })).toEqual([o.draft.id]);
    expect(await matching({ column: 'STATE', operator: 'NEQ', value: 'DRAFT' })).toEqual([o.towed.id, o.trucked.id]);
    expect(await matching({ column: 'STATE', operator: 'IN', value: ['DRAFT', 'ACTIVE'] })).toEqual([o.draft.id, o.trucked.id]);
    expect(await matching({ column: 'SOURCE', value: 'PORTAL' })).toEqual([o.trucked.id]);
    expect(await matching({ column: 'ID', operator: 'NOT_IN', value: [o.draft.id] })).toEqual([o.towed.id, o.trucked.id]);
  });

  it('BETWEEN, LIKE and IS_NULL', async () => {
    expect(await matching({ column: 'CREATED_AT', operator: 'BETWEEN', value: [day(4), day(9)] })).toEqual([o.towed.id, o.trucked.id]);
    expect(await matching({ column: 'CREATED_AT', operator: 'NOT_BETWEEN', value: [day(4), day(9)] })).toEqual([o.draft.id]);
    expect(await matching({ column: 'NUMBER', operator: 'LIKE', value: o.towed.number.toLowerCase() })).toEqual([o.towed.id]);
    expect(await matching({ column: 'CUSTOMER_ID', operator: 'IS_NULL' })).toEqual([o.draft.id, o.trucked.id]);
    expect(await matching({ column: 'CUSTOMER_ID', operator: 'IS_NOT_NULL' })).toEqual([o.towed.id]);
    expect(await matching({ column: 'PAYMENT_STATUS', operator: 'IS_NULL' })).toHaveLength(3);
  });

  it('reference numbers as an array column', async () => {
    expect(await matching({ column: 'REFERENCE_NUMBER', value: 'PO-2002' })).toEqual([o.trucked.id]);
    expect(await matching({ column: 'REFERENCE_NUMBER', operator: 'IN', value: ['RO-77', 'PO-2002'] })).toEqual([o.draft.id, o.trucked.id]);
    expect(await matching({ column: 'REFERENCE_NUMBER', operator: 'IS_NULL' })).toEqual([o.towed.id]);
  });

  it('leg columns match orders having such a leg', async () => {
    expect(await matching({ column: 'LEG_STATUS', value: 'CALL_CENTER_CONFIRMED' })).toEqual([o.towed.id]);
    expect(await matching({ column: 'LEG_STATUS', operator: 'IN', value: ['CREATED', 'IN_TRANSIT'] })).toEqual([o.draft.id, o.trucked.id]);
    expect(await matching({ column: 'TRANSPORT_METHOD', value: 'TOW' })).toEqual([o.towed.id]);
    expect(await matching({ column: 'DRIVER_ID', value: driver })).toEqual([o.towed.id]);
    expect(await matching({ column: 'TRUCKING_COMPANY_ID', operator: 'IS_NOT_NULL' })).toEqual([o.trucked.id]);
    expect(await matching({ column: 'CONFIRMED_PICKUP_AT', operator: 'GTE', value: day(8) })).toEqual([o.trucked.id]);
    expect(await matching({ column: 'CONFIRMED_DELIVERY_AT', operator: 'IS_NOT_NULL' })).toEqual([]);
    expect(await matching({ column: 'VIN', operator: 'LIKE', value: `%${o.towed.vin.slice(-6)}` })).toEqual([o.towed.id]);
    expect(await matching({ column: 'VIN', value: o.draft.vin })).toEqual([o.draft.id]);
  });

  it('nests AND and OR', async () => {
    const where = {
      OR: [
        { column: 'STATE', value: 'DRAFT' },
        {
          AND: [
            { column: 'SOURCE', value: 'PORTAL' },
            { column: 'LEG_STATUS', value: 'IN_TRANSIT' },
          ],
        },
      ],
    };
    expect(await matching(where)).toEqual([o.draft.id, o.trucked.id]);
  });

  it('answers a bad value or operator with BAD_USER_INPUT and its field path', async () => {
    const state = await dispatch.gql(ORDERS, { where: ofClient(clientId, { column: 'STATE', value: 'NOPE' }) });
    expect(expectError(state, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'where.AND.1.value': ['Must be one of ACTIVE, CALL_CENTER, CANCELLED, CLOSED, DISPATCH, DRAFT, SETTLING.'],
    });
    const leg = await dispatch.gql(ORDERS, { where: { column: 'LEG_STATUS', operator: 'IN', value: ['FLYING'] } });
    expect(Object.keys(expectError(leg, 'BAD_USER_INPUT').extensions.errors as object)).toEqual(['where.value']);
    const like = await dispatch.gql(ORDERS, { where: { column: 'CREATED_AT', operator: 'LIKE', value: '2024%' } });
    expect(Object.keys(expectError(like, 'BAD_USER_INPUT').extensions.errors as object)).toEqual(['where.operator']);
    const id = await dispatch.gql(ORDERS, { where: { column: 'DRIVER_ID', value: 'driver-7' } });
    expect(expectError(id, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'where.value': ['Must be an id.'] });
  });
});

describe('Query.orders status, search and trashed', () => {
  let clientId: string;
  let o: Record<string, Awaited<ReturnType<OrderFixture['order']>>>;
  beforeAll(async () => {
    clientId = await fx.client('Status Motors');
    const at = day(2);
    o = {
      held: await fx.order({
        clientId,
        createdAt: day(1),
        referenceNumbers: ['100%_OFF'],
        legs: [{ status: 'ON_HOLD', heldFrom: 'PROCESSING', holdReason: 'CLIENT_REQUEST' }],
      }),
      portal: await fx.order({ clientId, createdAt: day(2), source: 'PORTAL', legs: [{ status: 'UNACKNOWLEDGED' }] }),
      acknowledged: await fx.order({ clientId, createdAt: day(3), legs: [{ status: 'PROCESSING', acknowledgedAt: at }] }),
      closed: await fx.order({ clientId, createdAt: day(4), state: 'CLOSED', paymentStatus: 'PAID', legs: [{ status: 'DRIVER_PAID' }] }),
      archived: await fx.order({ clientId, createdAt: day(5), archivedAt: at, paymentStatus: 'VOID', legs: [{ status: 'DELIVERED' }] }),
      unpaid: await fx.order({ clientId, createdAt: day(6), paymentStatus: 'UNPAID', legs: [{ status: 'INVOICED' }] }),
      partly: await fx.order({
        clientId,
        createdAt: day(7),
        paymentStatus: 'PARTIALLY_PAID',
        legs: [{ status: 'INVOICED' }, { status: 'IN_TRANSIT' }],
      }),
      deleted: await fx.order({ clientId, createdAt: day(8), deletedAt: at, legs: [{ status: 'ON_HOLD' }] }),
    };
  });
  const withStatus = async (status: string[], extra: Record<string, unknown> = {}) =>
    ids(await orders({ status, where: ofClient(clientId), orderBy: [{ column: 'CREATED_AT', order: 'ASC' }], ...extra }));

  it('filters by leg statuses and the derived ones, several ORed', async () => {
    expect(await withStatus(['ON_HOLD'])).toEqual([o.held.id]);
    expect(await withStatus(['UNACKNOWLEDGED'])).toEqual([o.portal.id]);
    expect(await withStatus(['ACKNOWLEDGED'])).toEqual([o.acknowledged.id]);
    expect(await withStatus(['CLOSED'])).toEqual([o.closed.id]);
    expect(await withStatus(['ARCHIVED'])).toEqual([o.archived.id]);
    expect(await withStatus(['PAID'])).toEqual([o.closed.id]);
    expect(await withStatus(['UNPAID'])).toEqual([o.unpaid.id]);
    expect(await withStatus(['PARTIALLY_PAID'])).toEqual([o.partly.id]);
    expect(await withStatus(['VOID'])).toEqual([o.archived.id]);
    expect(await withStatus(['IN_TRANSIT', 'CLOSED', 'UNACKNOWLEDGED'])).toEqual([o.portal.id, o.closed.id, o.partly.id]);
    expect(await withStatus([])).toHaveLength(7);
  });

  it('searches number, references, client name and VIN; blank is no filter; wildcards are literal', async () => {
    const search = async (text: string) => ids(await orders({ search: text, where: ofClient(clientId) }));
    expect(await search(o.unpaid.number)).toEqual([o.unpaid.id]);
    expect(await search(o.portal.vin.slice(-8).toLowerCase())).toEqual([o.portal.id]);
    expect(await search('100%_off')).toEqual([o.held.id]);
    expect(await search('100%x')).toEqual([]);
    expect(await search('status motors')).toHaveLength(7);
    expect(await search('   ')).toHaveLength(7);
  });

  it('hides soft-deleted orders unless trashed says otherwise', async () => {
    expect(await withStatus(['ON_HOLD'])).toEqual([o.held.id]);
    expect(await withStatus(['ON_HOLD'], { trashed: 'WITH' })).toEqual([o.held.id, o.deleted.id]);
    expect(await withStatus([], { trashed: 'ONLY' })).toEqual([o.deleted.id]);
    expect(await withStatus([], { trashed: 'WITHOUT' })).toHaveLength(7);
  });
});
