import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, tenantIdOf, userIdOf } from './support/helpers';
import { type InsertedOrder, type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let east: OrderFixture;
let dispatch: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  east = orderFixture(server.db, await tenantIdOf(server.db, 'Legwork East'));
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
});
afterAll(() => server?.close());

const DETAIL = `query($id: ID!) { order(id: $id) {
  id number state client { displayName } customer { displayName } referenceNumbers legCount legStatuses availableEvents createdByName
  legs { number position status requestedPickup { mode date } requestedDelivery { mode date } vehicle { vin } origin { name }
    destination { name } order { id } availableEvents comments { body } alerts { message } activity { event } media { fileName } }
  vehicles { vin } locations { role location { name } } notes { kind body authorName } tags { name colour } quote { id }
  comments { entityKind body authorName mentions { email } } alerts { priority message order { id } orderLeg { number } acknowledgedByName }
  activity { action event entityKind userName } media { url category } photos: media(category: PHOTOS) { fileName }
} }`;

type Detail = Record<string, unknown> & { legs: Record<string, unknown>[] };

describe('Query.order with its relations', () => {
  let order: InsertedOrder;
  let author: string;
  let mentioned: string;
  beforeAll(async () => {
    author = await userIdOf(server.db, 'call-center@legwork.test');
    mentioned = await userIdOf(server.db, 'dispatch@legwork.test');
    const { originId, destinationId } = await east.defaults();
    const hub = await east.location({ name: 'Harbor Hub', type: 'HUB' });
    const customerId = await east.row('customers', {
      client_id: (await east.defaults()).clientId,
      display_name: 'Fleet South',
      code: 'FS',
    });
    order = await east.order({
      state: 'DRAFT',
      customerId,
      createdBy: author,
      referenceNumbers: ['PO-9'],
      legs: [
        { status: 'CREATED', destinationId: hub, requestedPickup: { mode: 'ON', date: '2024-05-02' } },
        { status: 'CREATED', originId: hub, destinationId, requestedDelivery: { mode: 'BEFORE', date: '2024-05-09' } },
      ],
    });
    const [leg1, leg2] = order.legIds;
    await east.link('order_locations', { order_id: order.id, location_id: originId, role: 'ORIGIN' });
    await east.row('order_notes', { order_id: order.id, kind: 'SPECIAL_INSTRUCTIONS', body: 'Keys at the desk', created_by: author });
    const tag = await east.row('tags', { name: 'Fixture VIP', colour: 'YELLOW' });
    await east.link('order_tags', { order_id: order.id, tag_id: tag });
    await east.row('comments', {
      entity_kind: 'Orders',
      entity_id: order.id,
      order_id: order.id,
      body: 'Call first',
      author_id: author,
      mentions: [mentioned],
    });
    await east.row('comments', { entity_kind: 'Order legs', entity_id: leg2, order_id: order.id, body: 'Gate code 42', author_id: author });
    await east.row('alerts', {
      order_id: order.id,
      priority: 'CALL',
      message: 'Customer called',
      acknowledged_by: author,
      acknowledged_at: new Date().toISOString(),
    });
    await east.row('alerts', { order_leg_id: leg1, priority: 'CHECK', message: 'Check the plates' });
    await east.row('audit_logs', { entity_kind: 'Orders', entity_id: order.id, action: 'CREATED', event: 'order.create', user_id: author });
    await east.row('audit_logs', { entity_kind: 'Order legs', entity_id: leg1, action: 'UPDATED', event: 'leg.process', user_id: author });
    const media = { mime_type: 'image/png', size: 68, content_hash: 'x', order_id: order.id };
    await east.row('media', { ...media, owner_kind: 'OrderLeg', owner_id: leg1, category: 'PHOTOS', file_name: 'front.png' });
    await east.row('media', { ...media, owner_kind: 'Order', owner_id: order.id, category: 'DOCUMENTS', file_name: 'bol.pdf' });
  });

  it('answers the order, its legs and every relation in one request', async () => {
    const result = await dispatch.gql<{ order: Detail }>(DETAIL, { id: order.id });
    expect(result.errors).toBeUndefined();
    const { legs, ...rest } = (result.data as { order: Detail }).order;
    expect(rest).toEqual({
      id: order.id,
      number: order.number,
      state: 'DRAFT',
      client: { displayName: expect.stringMatching(/^Fixture Fleet/) },
      customer: { displayName: 'Fleet South' },
      referenceNumbers: ['PO-9'],
      legCount: 2,
      legStatuses: ['CREATED', 'CREATED'],
      availableEvents: ['SUBMIT', 'CANCEL'],
      createdByName: 'Call Center Demo',
      vehicles: [{ vin: order.vin }],
      locations: [{ role: 'ORIGIN', location: { name: expect.stringMatching(/^Lot/) } }],
      notes: [{ kind: 'SPECIAL_INSTRUCTIONS', body: 'Keys at the desk', authorName: 'Call Center Demo' }],
      tags: [{ name: 'Fixture VIP', colour: 'YELLOW' }],
      quote: null,
      comments: [
        { entityKind: 'ORDER', body: 'Call first', authorName: 'Call Center Demo', mentions: [{ email: 'dispatch@legwork.test' }] },
        { entityKind: 'ORDER_LEG', body: 'Gate code 42', authorName: 'Call Center Demo', mentions: [] },
      ],
      alerts: [
        {
          priority: 'CHECK',
          message: 'Check the plates',
          order: null,
          orderLeg: { number: `${order.number}-1` },
          acknowledgedByName: null,
        },
        { priority: 'CALL', message: 'Customer called', order: { id: order.id }, orderLeg: null, acknowledgedByName: 'Call Center Demo' },
      ],
      activity: [
        { action: 'CREATED', event: 'order.create', entityKind: 'Orders', userName: 'Call Center Demo' },
        { action: 'UPDATED', event: 'leg.process', entityKind: 'Order legs', userName: 'Call Center Demo' },
      ],
      media: [
        { url: expect.stringMatching(/^\/media\/.+\/bol\.pdf$/), category: 'DOCUMENTS' },
        { url: expect.stringMatching(/^\/media\/.+\/front\.png$/), category: 'PHOTOS' },
      ],
      photos: [{ fileName: 'front.png' }],
    });
    expect(legs).toEqual([
      {
        number: `${order.number}-1`,
        position: 1,
        status: 'CREATED',
        requestedPickup: { mode: 'ON', date: '2024-05-02' },
        requestedDelivery: { mode: 'ASAP', date: null },
        vehicle: { vin: order.vin },
        origin: { name: expect.any(String) },
        destination: { name: 'Harbor Hub' },
        order: { id: order.id },
        availableEvents: ['PROCESS', 'HOLD', 'CANCEL'],
        comments: [],
        alerts: [{ message: 'Check the plates' }],
        activity: [{ event: 'leg.process' }],
        media: [{ fileName: 'front.png' }],
      },
      {
        number: `${order.number}-2`,
        position: 2,
        status: 'CREATED',
        requestedPickup: { mode: 'ASAP', date: null },
        requestedDelivery: { mode: 'BEFORE', date: '2024-05-09' },
        vehicle: { vin: order.vin },
        origin: { name: 'Harbor Hub' },
        destination: { name: expect.any(String) },
        order: { id: order.id },
        availableEvents: ['PROCESS', 'HOLD', 'CANCEL'],
        comments: [{ body: 'Gate code 42' }],
        alerts: [],
        activity: [],
        media: [],
      },
    ]);
  });

  it('shows a read-only member the same order with no actions', async () => {
    const member = await signedIn(server.url, 'member@legwork.test');
    const result = await member.gql<{ order: Detail }>(DETAIL, { id: order.id });
    expect(result.errors).toBeUndefined();
    expect(result.data?.order.availableEvents).toEqual([]);
    expect(result.data?.order.legs.map((leg) => leg.availableEvents)).toEqual([[], []]);
  });

  it('answers the leg by id', async () => {
    const result = await dispatch.gql('query($id: ID!) { orderLeg(id: $id) { number order { number } availableEvents } }', {
      id: order.legIds[1],
    });
    expect(result.data).toEqual({
      orderLeg: { number: `${order.number}-2`, order: { number: order.number }, availableEvents: ['PROCESS', 'HOLD', 'CANCEL'] },
    });
  });

  it('answers NOT_FOUND for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      expect(expectError(await dispatch.gql('query($id: ID!) { order(id: $id) { id } }', { id }), 'NOT_FOUND').message).toBe(
        'Order not found.',
      );
      expect(expectError(await dispatch.gql('query($id: ID!) { orderLeg(id: $id) { id } }', { id }), 'NOT_FOUND').message).toBe(
        'Order leg not found.',
      );
    }
  });
});

describe('DataLoaders', () => {
  /** Counts the statements of each request's transaction. */
  const statementsOf = async (run: () => Promise<unknown>) => {
    const original = server.db.transaction;
    let statements = 0;
    server.db.transaction = <T>(fn: (tx: Queryable) => Promise<T>) =>
      original<T>((tx) =>
        fn({
          query: (text, params) => {
            statements += 1;
            return tx.query(text, params);
          },
        } as Queryable),
      );
    try {
      await run();
    } finally {
      server.db.transaction = original;
    }
    return statements;
  };
  const LIST = `query($client: JSON) { orders(first: 50, where: { column: CLIENT_ID, value: $client }) { data {
    client { id } vehicles { vin } tags { id } comments { id } alerts { id } availableEvents createdByName
    legs { vehicle { id } origin { id } availableEvents }
  } } }`;

  it('reads a page of orders and their relations in a fixed number of statements', async () => {
    const few = await east.client('Few Orders');
    const many = await east.client('Many Orders');
    const author = await userIdOf(server.db, 'help-desk@legwork.test');
    for (const [clientId, n] of [
      [few, 2],
      [many, 7],
    ] as const)
      for (let i = 0; i < n; i += 1) {
        const made = await east.order({ clientId, createdBy: author, legs: [{}, { status: 'CREATED' }] });
        await east.row('comments', { entity_kind: 'Orders', entity_id: made.id, order_id: made.id, body: 'hi', author_id: author });
      }
    const read = async (client: string) => {
      const result = await dispatch.gql(LIST, { client });
      expect(result.errors).toBeUndefined();
    };
    const small = await statementsOf(() => read(few));
    const large = await statementsOf(() => read(many));
    expect(large).toBe(small);
    expect(small).toBeLessThan(25);
    const result = await dispatch.gql<{ orders: { data: { legs: unknown[]; comments: unknown[] }[] } }>(LIST, { client: many });
    expect(result.data?.orders.data.map((o) => [o.legs.length, o.comments.length])).toEqual(Array(7).fill([2, 1]));
  });
});

describe('tenant isolation and roles', () => {
  const LISTS = `query($after: ID) {
    orders(first: 100, trashed: WITH) { data { id } paginatorInfo { total } }
    after: orders(after: $after) { data { id } }
    orderLegs(first: 100, trashed: WITH) { data { id } paginatorInfo { total } }
    alerts(first: 100) { data { id } paginatorInfo { total } }
    dashboard { legsByStatus { status count } todaysPickups todaysDeliveries unacknowledgedLegs openAlerts }
  }`;
  let eastOrder: InsertedOrder;
  let northOrder: InsertedOrder;
  beforeAll(async () => {
    eastOrder = await east.order({ legs: [{ status: 'UNACKNOWLEDGED', confirmedPickupAt: new Date().toISOString() }] });
    await east.row('alerts', { order_id: eastOrder.id, priority: 'CALL_URGENT', message: 'East only' });
    const north = orderFixture(server.db, await tenantIdOf(server.db, 'Legwork North'));
    northOrder = await north.order({ legs: [{ status: 'PENDING_PICKUP' }] });
    await north.row('alerts', { order_id: northOrder.id, priority: 'NEW', message: 'North only' });
  });

  it('shows North staff none of East, whatever the query or id', async () => {
    const nora = await signedIn(server.url, 'north-dispatch@legwork.test');
    const result = await nora.gql<Record<string, { data: { id: string }[]; paginatorInfo: { total: number } }>>(LISTS, {
      after: eastOrder.id,
    });
    expect(result.errors).toBeUndefined();
    const northId = nora.tenant;
    const owner = (sql: string) => count(server.db, `${sql} WHERE tenant_id = $1`, [northId]);
    expect(result.data?.orders.paginatorInfo.total).toBe(await owner('orders'));
    expect(result.data?.orders.data.map((o) => o.id)).toContain(northOrder.id);
    expect(result.data?.orders.data.map((o) => o.id)).not.toContain(eastOrder.id);
    expect(result.data?.after.data).toEqual([]);
    expect(result.data?.orderLegs.paginatorInfo.total).toBe(await owner('order_legs'));
    expect(result.data?.orderLegs.data.map((l) => l.id)).not.toContain(eastOrder.legIds[0]);
    expect(result.data?.alerts.paginatorInfo.total).toBe(await owner('alerts'));
    // East's legs due today, unacknowledged, and its open alerts move nothing on North's dashboard.
    const more = await east.order({
      legs: [{ status: 'UNACKNOWLEDGED', requestedPickup: { mode: 'ON', date: new Date().toISOString().slice(0, 10) } }],
    });
    await east.row('alerts', { order_leg_id: more.legIds[0], priority: 'CALL', message: 'East again' });
    expect((await nora.gql(LISTS, {})).data?.dashboard).toEqual(result.data?.dashboard);
    for (const [field, id] of [
      ['order', eastOrder.id],
      ['orderLeg', eastOrder.legIds[0]],
      ['order', eastOrder.legIds[0]],
    ] as const)
      expectError(await nora.gql(`query($id: ID!) { ${field}(id: $id) { id } }`, { id }), 'NOT_FOUND');
    const byId = await nora.gql<{ orders: { data: unknown[] } }>(
      'query($id: JSON) { orders(where: { column: ID, value: $id }) { data { id } } }',
      { id: eastOrder.id },
    );
    expect(byId.data?.orders.data).toEqual([]);
  });

  it('follows the selected tenant for a member of both', async () => {
    const admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
    expectError(await admin.gql('query($id: ID!) { order(id: $id) { id } }', { id: eastOrder.id }), 'NOT_FOUND');
    admin.tenant = east.tenantId;
    expect((await admin.gql('query($id: ID!) { order(id: $id) { id } }', { id: eastOrder.id })).data).toEqual({
      order: { id: eastOrder.id },
    });
  });

  it('lets every staff role read, and refuses the portal and drivers (who read only their own legs: carriers.test.ts)', async () => {
    for (const email of ['member@legwork.test', 'accounting@legwork.test', 'tag-title@legwork.test']) {
      const reader = await signedIn(server.url, email);
      const result = await reader.gql<{ order: { id: string } }>(
        'query($id: ID!) { order(id: $id) { id legs { id } } orders { data { id } } tags { id } }',
        { id: eastOrder.id },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.order.id).toBe(eastOrder.id);
    }
    for (const email of ['client@legwork.test', 'customer@legwork.test', 'driver@legwork.test']) {
      const outsider = await signedIn(server.url, email);
      const queries = ['{ orders { data { id } } }', '{ alerts { data { id } } }', '{ dashboard { openAlerts } }', '{ tags { id } }'];
      if (email !== 'driver@legwork.test') queries.push('{ orderLegs { data { id } } }');
      for (const query of queries) expectError(await outsider.gql(query), 'FORBIDDEN');
      expectError(await outsider.gql('query($id: ID!) { order(id: $id) { id } }', { id: eastOrder.id }), 'FORBIDDEN');
    }
  });
});
