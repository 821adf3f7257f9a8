import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseTempTagAlerts } from '../../server/tagAndTitle/tagAndTitle.alerts';
import { addDays } from '../../src/domain/dates';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, one, PNG, tenantIdOf, uploadFile } from './support/helpers';
import { type OrderFixture, orderFixture } from './support/orderFixtures';
import { type PortalWorld, portalSession, portalWorld } from './support/portal';
import { startTestServer, type TestServer } from './support/testServer';
import { webSocketWithHeaders, wsUrl } from './support/ws';

let server: TestServer;
let east: string;
let fx: OrderFixture;
let northFx: OrderFixture;
let clerk: TestClient;
let dispatch: TestClient;
let billing: TestClient;
let northAdmin: TestClient;
let client: TestClient;
let rival: TestClient;
let world: PortalWorld;
const sockets: { dispose(): void | Promise<void> }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  fx = orderFixture(server.db, east);
  northFx = orderFixture(server.db, await tenantIdOf(server.db, 'Legwork North'));
  world = await portalWorld(server.db);
  clerk = await signedIn(server.url, 'tag-title@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  billing = await signedIn(server.url, 'billing@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
  client = await portalSession(server.url, 'client@legwork.test');
  rival = await portalSession(server.url, world.rivalEmail);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.close();
});

const PACKET = `id number kind status heldFrom holdReason paperworkStatus stateProvince county districtName vin modelYear version
  carrier trackingNumber recipient tempTagNumber tempTagIssuedOn tempTagExpiresOn tempTagDaysLeft missingDocuments feeTotal
  documents { id kind label guidance state rejectReason media { id category } receivedByName reviewedByName }
  fees { label amount } legs { id status } order { id } vehicle { id } eventOptions { event enabled refusal } activity { event }`;
type Doc = {
  id: string;
  kind: string;
  label: string;
  state: string;
  rejectReason: string | null;
  media: { id: string; category: string } | null;
};
type Packet = {
  id: string;
  number: string;
  status: string;
  modelYear: number | null;
  heldFrom: string | null;
  paperworkStatus: string;
  version: number;
  districtName: string;
  missingDocuments: number;
  feeTotal: number;
  tempTagExpiresOn: string | null;
  tempTagDaysLeft: number | null;
  documents: Doc[];
  fees: { label: string; amount: number | null }[];
  legs: { id: string; status: string }[];
  eventOptions: { event: string; enabled: boolean; refusal: string | null }[];
  activity: { event: string }[];
};

const CREATE = `mutation($input: TntPacketInput!) { createTntPacket(input: $input) { ${PACKET} } }`;
const GET = `query($id: ID!) { tntPacket(id: $id) { ${PACKET} } }`;
const MOVE = `mutation($id: ID!, $event: TntPacketEvent!, $version: Int!, $input: TntPacketTransitionInput) {
  transitionTntPacket(id: $id, event: $event, version: $version, input: $input) { ${PACKET} } }`;
const ACCEPT = `mutation($id: ID!, $version: Int!) { acceptTntDocument(id: $id, version: $version) { ${PACKET} } }`;
const REJECT = `mutation($id: ID!, $version: Int!, $reason: String!) { rejectTntDocument(id: $id, version: $version, reason: $reason) { ${PACKET} } }`;

const png = { bytes: PNG, name: 'title.png', type: 'image/png' };

/** A document's file through the staff upload (the multipart request binds `file`). */
const receive = async (who: TestClient, documentId: string, version: number) => {
  const result = await uploadFile(
    who,
    `mutation($file: File!) { receiveTntDocument(id: "${documentId}", version: ${version}, file: $file) { ${PACKET} } }`,
    'file',
    png,
  );
  return result as typeof result & { data?: { receiveTntDocument: Packet } };
};

/** An order of `clientId` whose one leg waits on tag and title (and needs it). */
const waitingOrder = (clientId?: string) => fx.order({ clientId, legs: [{ status: 'WAITING_ON_TAG_AND_TITLE', needsTagAndTitle: true }] });

const create = async (order: { id: string; vehicleId: string }, extra: Record<string, unknown> = {}) => {
  const result = await clerk.gql<{ createTntPacket: Packet }>(CREATE, {
    input: { kind: 'TAG_AND_TITLE', orderId: order.id, vehicleId: order.vehicleId, stateProvince: 'TX', ...extra },
  });
  expect(result.errors).toBeUndefined();
  return result.data?.createTntPacket as Packet;
};

const move = async (packet: Packet, event: string, input?: Record<string, unknown>) => {
  const result = await clerk.gql<{ transitionTntPacket: Packet }>(MOVE, { id: packet.id, event, version: packet.version, input });
  expect(result.errors).toBeUndefined();
  return result.data?.transitionTntPacket as Packet;
};

/** Every document received and accepted, as the clerk does it. */
const acceptAll = async (packet: Packet) => {
  let current = packet;
  for (const doc of packet.documents) {
    current = (await receive(clerk, doc.id, current.version)).data?.receiveTntDocument as Packet;
    const accepted = await clerk.gql<{ acceptTntDocument: Packet }>(ACCEPT, { id: doc.id, version: current.version });
    current = accepted.data?.acceptTntDocument as Packet;
  }
  return current;
};

const toApproved = async (packet: Packet) => move(await move(await move(packet, 'PROCESS'), 'RECEIVE_PACKET'), 'APPROVE');

const stored = (sql: string, params: unknown[]) => one<Record<string, unknown>>(server.db, sql, params);

describe('a packet from Texas requirements', () => {
  it('lists the Texas documents that apply to a used vehicle, and the Texas fees', async () => {
    const order = await waitingOrder();
    const packet = await create(order);
    // Texas' state list as the districts seed stored it, filtered independently of the checklist code.
    const { rows: texas } = await server.db.query<{ name: string; kind: string; applies: string; fee: number | null }>(
      `SELECT rt.name, rt.kind, dr.applies_when AS applies, dr.fee_amount AS fee FROM district_requirements dr
       JOIN districts d ON d.id = dr.district_id JOIN requirement_types rt ON rt.id = dr.requirement_type_id
       WHERE d.tenant_id = $1 AND d.state_province = 'TX' AND d.county IS NULL ORDER BY dr.position`,
      [east],
    );
    expect(texas.length).toBeGreaterThan(5);
    const applying = texas.filter((row) => row.applies === 'ALWAYS' || row.applies === 'USED_VEHICLE');
    expect(packet.documents.map((doc) => doc.label)).toEqual(applying.filter((row) => row.kind !== 'FEE').map((row) => row.name));
    expect(packet.documents.map((doc) => doc.kind)).toContain('ODOMETER_DISCLOSURE');
    expect(packet.documents.map((doc) => doc.kind)).not.toContain('MSO_MCO');
    expect(packet.documents.every((doc) => doc.state === 'MISSING')).toBe(true);
    expect(packet.fees).toEqual(applying.filter((row) => row.kind === 'FEE').map((row) => ({ label: row.name, amount: row.fee })));
    expect(packet.feeTotal).toBe(applying.reduce((sum, row) => sum + (row.kind === 'FEE' ? (row.fee ?? 0) : 0), 0));
    expect(packet).toMatchObject({
      status: 'CREATED',
      paperworkStatus: 'PENDING',
      districtName: 'Texas',
      missingDocuments: packet.documents.length,
    });
    expect(packet.number).toMatch(/^TT-\d+$/);
    expect(packet.activity.map((a) => a.event)).toEqual(['tnt.create']);
    expect(await count(server.db, 'tnt_packet_documents WHERE packet_id = $1', [packet.id])).toBe(packet.documents.length);
  });

  it('a new vehicle with a lien gets the MSO and the lien release instead of the title', async () => {
    const packet = await create(await waitingOrder(), { newVehicle: true, lienOnTitle: true });
    const kinds = packet.documents.map((doc) => doc.kind);
    expect(kinds).toEqual(expect.arrayContaining(['MSO_MCO', 'LIEN_RELEASE']));
    expect(kinds).not.toContain('TITLE');
  });

  it('makes the packet of a vehicle whose stored year the odometer rule cannot read, leaving its model year out', async () => {
    const order = await waitingOrder();
    const { rows } = await server.db.query<{ year: number }>('SELECT extract(year FROM now())::int + 5 AS year');
    await server.db.query('UPDATE vehicles SET year = $1 WHERE id = $2', [rows[0].year, order.vehicleId]);
    const packet = await create(order);
    expect(packet.modelYear).toBeNull();
    expect(packet.documents.length).toBeGreaterThan(0);
  });

  it('refuses a district without requirements, a vehicle not on the order and a second open packet: nothing stored', async () => {
    const order = await waitingOrder();
    const before = await count(server.db, 'tnt_packets WHERE order_id = $1', [order.id]);
    const none = await clerk.gql(CREATE, {
      input: { kind: 'TAG_AND_TITLE', orderId: order.id, vehicleId: order.vehicleId, stateProvince: 'WY' },
    });
    expect(expectError(none, 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['input.stateProvince']);
    const other = await fx.order();
    const stray = await clerk.gql(CREATE, {
      input: { kind: 'TAG_AND_TITLE', orderId: order.id, vehicleId: other.vehicleId, stateProvince: 'TX' },
    });
    expect(expectError(stray, 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['input.vehicleId']);
    expect(await count(server.db, 'tnt_packets WHERE order_id = $1', [order.id])).toBe(before);
    await create(order);
    const twice = await clerk.gql(CREATE, {
      input: { kind: 'TAG_AND_TITLE', orderId: order.id, vehicleId: order.vehicleId, stateProvince: 'TX' },
    });
    expect(expectError(twice, 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['input.vehicleId']);
    expect(await count(server.db, 'tnt_packets WHERE order_id = $1', [order.id])).toBe(1);
  });
});

describe('documents and clearing', () => {
  it('clearing with a document not accepted is INVALID_TRANSITION and changes nothing', async () => {
    const order = await waitingOrder();
    const approved = await toApproved(await create(order));
    const refused = expectError(
      await clerk.gql(MOVE, { id: approved.id, event: 'CLEAR', version: approved.version }),
      'INVALID_TRANSITION',
    );
    expect(refused.extensions).toMatchObject({ event: 'CLEAR', status: 'APPROVED', reason: 'RECORD' });
    expect(await stored('SELECT status, version FROM tnt_packets WHERE id = $1', [approved.id])).toEqual({
      status: 'APPROVED',
      version: approved.version,
    });
    expect(await stored('SELECT status FROM order_legs WHERE id = $1', [order.legIds[0]])).toEqual({ status: 'WAITING_ON_TAG_AND_TITLE' });
    expect(approved.eventOptions.find((option) => option.event === 'CLEAR')).toEqual({ event: 'CLEAR', enabled: false, refusal: 'RECORD' });
  });

  it('receives, rejects with a reason, receives again and accepts; the paperwork follows', async () => {
    const packet = await create(await waitingOrder());
    const [first] = packet.documents;
    const received = (await receive(clerk, first.id, packet.version)).data?.receiveTntDocument as Packet;
    expect(received.documents[0]).toMatchObject({ state: 'RECEIVED', media: { category: 'TNT_PACKS' } });
    const media = await stored('SELECT owner_kind, owner_id, order_id, category FROM media WHERE id = $1', [
      received.documents[0].media?.id,
    ]);
    expect(media).toEqual({ owner_kind: 'TntPacket', owner_id: packet.id, order_id: expect.any(String), category: 'TNT_PACKS' });
    const rejected = (
      await clerk.gql<{ rejectTntDocument: Packet }>(REJECT, { id: first.id, version: received.version, reason: 'Lien not released' })
    ).data?.rejectTntDocument as Packet;
    expect(rejected.documents[0]).toMatchObject({ state: 'REJECTED', rejectReason: 'Lien not released' });
    // Accepting a rejected document is refused: a new one must come first.
    expectError(await clerk.gql(ACCEPT, { id: first.id, version: rejected.version }), 'INVALID_TRANSITION');
    const blank = await clerk.gql(REJECT, { id: first.id, version: rejected.version, reason: '  ' });
    expect(expectError(blank, 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['reason']);
    const again = (await receive(clerk, first.id, rejected.version)).data?.receiveTntDocument as Packet;
    expect(again.documents[0]).toMatchObject({ state: 'RECEIVED', rejectReason: null });
    const done = await acceptAll({ ...again, documents: again.documents.slice(1) });
    const final = (await clerk.gql<{ acceptTntDocument: Packet }>(ACCEPT, { id: first.id, version: done.version })).data
      ?.acceptTntDocument as Packet;
    expect(final.documents.every((doc) => doc.state === 'ACCEPTED')).toBe(true);
    expect(final).toMatchObject({ paperworkStatus: 'RECEIVED', missingDocuments: 0 });
  });

  it('a file that is not an image or PDF is BAD_USER_INPUT on file, nothing stored', async () => {
    const packet = await create(await waitingOrder());
    const result = await uploadFile(
      clerk,
      `mutation($file: File!) { receiveTntDocument(id: "${packet.documents[0].id}", version: ${packet.version}, file: $file) { id } }`,
      'file',
      { bytes: new TextEncoder().encode('not a title'), name: 'title.png', type: 'image/png' },
    );
    expect(expectError(result, 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['file']);
    expect(
      await stored('SELECT state, version FROM tnt_packet_documents d JOIN tnt_packets p ON p.id = d.packet_id WHERE d.id = $1', [
        packet.documents[0].id,
      ]),
    ).toEqual({
      state: 'MISSING',
      version: packet.version,
    });
  });

  it('CLEAR moves the waiting leg to CLEARED_FOR_DISPATCH in the same transaction, with its own audit row', async () => {
    const order = await waitingOrder();
    const approved = await toApproved(await acceptAll(await create(order)));
    const cleared = await move(approved, 'CLEAR');
    expect(cleared.status).toBe('CLEARED_FOR_DISPATCH');
    expect(cleared.legs).toEqual([{ id: order.legIds[0], status: 'CLEARED_FOR_DISPATCH' }]);
    expect(await stored('SELECT status, tag_and_title_done FROM order_legs WHERE id = $1', [order.legIds[0]])).toEqual({
      status: 'CLEARED_FOR_DISPATCH',
      tag_and_title_done: true,
    });
    expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event = 'tagAndTitle.done'", [order.legIds[0]])).toBe(1);
    // Once cleared, the checklist is closed.
    expectError(
      await clerk.gql(REJECT, { id: cleared.documents[0].id, version: cleared.version, reason: 'Late doubt' }),
      'INVALID_TRANSITION',
    );
  });

  it('a refused leg move refuses the clearance: packet and leg stay as they were', async () => {
    const order = await waitingOrder();
    const approved = await toApproved(await acceptAll(await create(order)));
    // The leg's write fails in the database (as a concurrent change would refuse it): the whole request rolls back.
    await server.db.query(
      `CREATE FUNCTION tnt_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         RAISE EXCEPTION 'refused' USING ERRCODE = '22023'; END $$`,
    );
    await server.db.query(
      `CREATE TRIGGER tnt_test_refuse BEFORE UPDATE ON order_legs FOR EACH ROW WHEN (OLD.id = '${order.legIds[0]}') EXECUTE FUNCTION tnt_test_refuse()`,
    );
    try {
      const result = await clerk.gql(MOVE, { id: approved.id, event: 'CLEAR', version: approved.version });
      expect(result.errors?.length).toBe(1);
      expect(result.status).toBeLessThan(500);
    } finally {
      await server.db.query('DROP TRIGGER tnt_test_refuse ON order_legs');
      await server.db.query('DROP FUNCTION tnt_test_refuse()');
    }
    expect(await stored('SELECT status, version FROM tnt_packets WHERE id = $1', [approved.id])).toEqual({
      status: 'APPROVED',
      version: approved.version,
    });
    expect(await stored('SELECT status, tag_and_title_done FROM order_legs WHERE id = $1', [order.legIds[0]])).toEqual({
      status: 'WAITING_ON_TAG_AND_TITLE',
      tag_and_title_done: false,
    });
    expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event = 'tnt.clear'", [approved.id])).toBe(0);
  });

  it('walks on to COMPLETED: shipping needs its carrier and tracking number; a hold returns where it was', async () => {
    const cleared = await move(await toApproved(await acceptAll(await create(await waitingOrder()))), 'CLEAR');
    const pickedUp = await move(cleared, 'PICK_UP');
    const untracked = await clerk.gql(MOVE, {
      id: pickedUp.id,
      event: 'SHIP',
      version: pickedUp.version,
      input: { carrier: 'UPS', recipient: 'AGENCY' },
    });
    expect(expectError(untracked, 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['input.trackingNumber']);
    const shipped = await move(pickedUp, 'SHIP', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', recipient: 'AGENCY' });
    expect(shipped).toMatchObject({
      status: 'SHIPPED',
      paperworkStatus: 'SENT',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      recipient: 'AGENCY',
    });
    const held = await move(shipped, 'HOLD', { reason: 'County office closed' });
    expect(held).toMatchObject({ status: 'ON_HOLD', heldFrom: 'SHIPPED', holdReason: 'County office closed', paperworkStatus: 'SENT' });
    const released = await move(held, 'RELEASE');
    expect(released).toMatchObject({ status: 'SHIPPED', heldFrom: null });
    const completed = await move(await move(await move(released, 'DELIVER'), 'REPORT_COMPLETE'), 'COMPLETE');
    expect(completed.status).toBe('COMPLETED');
    expectError(
      await clerk.gql(MOVE, { id: completed.id, event: 'HOLD', version: completed.version, input: { reason: 'x' } }),
      'INVALID_TRANSITION',
    );
  });

  it('a stale version is CONFLICT and writes nothing', async () => {
    const packet = await create(await waitingOrder());
    const processed = await move(packet, 'PROCESS');
    expectError(await clerk.gql(MOVE, { id: packet.id, event: 'RECEIVE_PACKET', version: packet.version }), 'CONFLICT');
    expectError(await clerk.gql(ACCEPT, { id: packet.documents[0].id, version: packet.version }), 'CONFLICT');
    expect(await stored('SELECT status, version FROM tnt_packets WHERE id = $1', [packet.id])).toEqual({
      status: 'PROCESSING',
      version: processed.version,
    });
  });
});

describe('at the same time', () => {
  it('two clerks creating a packet for one vehicle at once make one packet; the other is told which', async () => {
    const order = await waitingOrder();
    const input = { kind: 'TAG_AND_TITLE', orderId: order.id, vehicleId: order.vehicleId, stateProvince: 'TX' };
    const answers = await Promise.all([
      clerk.gql<{ createTntPacket: Packet }>(CREATE, { input }),
      clerk.gql<{ createTntPacket: Packet }>(CREATE, { input }),
    ]);
    const made = answers.filter((answer) => !answer.errors);
    expect(made).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors);
    expect(expectError(refused as (typeof answers)[number], 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.vehicleId': [`The vehicle already has an open packet of this kind (${made[0].data?.createTntPacket.number}).`],
    });
    expect(await count(server.db, 'tnt_packets WHERE order_id = $1', [order.id])).toBe(1);
  });

  it('two accepts of one document at the same version: one is made, the other is CONFLICT', async () => {
    const packet = await create(await waitingOrder());
    const received = (await receive(clerk, packet.documents[0].id, packet.version)).data?.receiveTntDocument as Packet;
    const answers = await Promise.all(
      [0, 1].map(() => clerk.gql<{ acceptTntDocument: Packet }>(ACCEPT, { id: packet.documents[0].id, version: received.version })),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expectError(answers.find((answer) => answer.errors) as (typeof answers)[number], 'CONFLICT');
    expect(await stored('SELECT version FROM tnt_packets WHERE id = $1', [packet.id])).toEqual({ version: received.version + 1 });
    expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event = 'tnt.document.accept'", [packet.id])).toBe(1);
  });
});

describe('access and tenants', () => {
  it('dispatch reads a packet and moves none; other staff roles are FORBIDDEN', async () => {
    const packet = await create(await waitingOrder());
    const read = await dispatch.gql<{ tntPacket: Packet }>(GET, { id: packet.id });
    expect(read.data?.tntPacket.eventOptions.every((option) => !option.enabled)).toBe(true);
    expectError(await dispatch.gql(MOVE, { id: packet.id, event: 'PROCESS', version: packet.version }), 'FORBIDDEN');
    expectError(await billing.gql(GET, { id: packet.id }), 'FORBIDDEN');
    expectError(await client.gql(GET, { id: packet.id }), 'FORBIDDEN');
  });

  it("another tenant's packet is NOT_FOUND and left out of its lists", async () => {
    const packet = await create(await waitingOrder());
    expectError(await northAdmin.gql(GET, { id: packet.id }), 'NOT_FOUND');
    expectError(await northAdmin.gql(MOVE, { id: packet.id, event: 'PROCESS', version: packet.version }), 'NOT_FOUND');
    expectError(await northAdmin.gql(ACCEPT, { id: packet.documents[0].id, version: packet.version }), 'NOT_FOUND');
    const list = await northAdmin.gql<{ tntPackets: { data: { id: string }[] } }>('{ tntPackets(first: 100) { data { id } } }');
    expect(list.data?.tntPackets.data.map((p) => p.id)).not.toContain(packet.id);
    const northOrder = await northFx.order();
    const foreign = await clerk.gql(CREATE, {
      input: { kind: 'TAG_AND_TITLE', orderId: northOrder.id, vehicleId: northOrder.vehicleId, stateProvince: 'TX' },
    });
    expect(expectError(foreign, 'BAD_USER_INPUT').extensions.errors).toHaveProperty(['input.orderId']);
    expectError(await clerk.gql(GET, { id: 'not-an-id' }), 'NOT_FOUND');
  });
});

/**
 * tntPacketChanged as `who` hears it, live once a probe of `probeId` arrived (support/ws.ts's subscribeTenantTopic
 * takes a fixed list of topics).
 */
const listen = async (who: TestClient, probeId: string) => {
  const ws = createClient({
    url: wsUrl(server.url),
    webSocketImpl: webSocketWithHeaders({ cookie: who.cookieHeader() }),
    connectionParams: { tenant: who.tenant },
    retryAttempts: 0,
  });
  sockets.push(ws);
  const received: { id: string; status: string }[] = [];
  ws.subscribe<{ tntPacketChanged: { id: string; status: string } }>(
    { query: 'subscription { tntPacketChanged { id status } }' },
    {
      next: (value) => {
        if (value.data) received.push(value.data.tntPacketChanged);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  while (received.length === 0) {
    server.events.publish('tntPacketChanged', who.tenant, { id: probeId });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return received;
};

describe('live packets', () => {
  it("tells the tenant's subscribers of a move and another tenant's nothing", async () => {
    const packet = await create(await waitingOrder());
    const northOrder = await northFx.order();
    const northPacket = (
      await northAdmin.gql<{ createTntPacket: Packet }>(CREATE, {
        input: { kind: 'TAG_AND_TITLE', orderId: northOrder.id, vehicleId: northOrder.vehicleId, stateProvince: 'TX' },
      })
    ).data?.createTntPacket as Packet;
    const east = await listen(dispatch, packet.id);
    const north = await listen(northAdmin, northPacket.id);
    // An East id published on North's topic is dropped: North reloads it under its own row-level security.
    server.events.publish('tntPacketChanged', northAdmin.tenant, { id: packet.id });
    await move(packet, 'PROCESS');
    while (!east.some((event) => event.id === packet.id && event.status === 'PROCESSING'))
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(north.every((event) => event.id === northPacket.id)).toBe(true);
  });
});

describe('lists and the work queue', () => {
  it('filters and pages packets; in progress leaves COMPLETED out', async () => {
    const packet = await create(await waitingOrder());
    const byNumber = await clerk.gql<{ tntPackets: { data: { id: string }[]; paginatorInfo: { total: number } } }>(
      'query($s: String) { tntPackets(search: $s) { data { id } paginatorInfo { total } } }',
      { s: packet.number.toLowerCase() },
    );
    expect(byNumber.data?.tntPackets).toEqual({ data: [{ id: packet.id }], paginatorInfo: { total: 1 } });
    const created = await clerk.gql<{ tntPackets: { data: { id: string; status: string }[] } }>(
      '{ tntPackets(status: [CREATED], inProgress: true, first: 100) { data { id status } } }',
    );
    expect(created.data?.tntPackets.data.every((p) => p.status === 'CREATED')).toBe(true);
    expect(created.data?.tntPackets.data.map((p) => p.id)).toContain(packet.id);
    expect(expectError(await clerk.gql('{ tntPackets(search: "ab") { data { id } } }'), 'BAD_USER_INPUT').extensions.errors).toHaveProperty(
      ['search'],
    );
  });

  it('shows waiting legs, packets with documents missing and temp tags expiring; the alert job raises one alert per tag date', async () => {
    const order = await waitingOrder();
    const { rows } = await server.db.query<{ today: string }>(
      "SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM tenants WHERE id = $1",
      [east],
    );
    // A Texas tag (30 days) issued 25 days ago runs out in 4 days.
    const tag = await create(order, { kind: 'TEMP_TAG', tempTagNumber: 'TX-TMP-1', tempTagIssuedOn: addDays(rows[0].today, -25) });
    expect(tag).toMatchObject({ tempTagExpiresOn: addDays(rows[0].today, 4), tempTagDaysLeft: 4 });
    const queue = await clerk.gql<{
      tntWorkQueue: {
        waitingLegs: { id: string }[];
        waitingLegCount: number;
        documentsMissing: { id: string }[];
        tempTagsExpiring: { id: string }[];
      };
    }>('{ tntWorkQueue(days: 7, first: 100) { waitingLegs { id } waitingLegCount documentsMissing { id } tempTagsExpiring { id } } }');
    expect(queue.errors).toBeUndefined();
    expect(queue.data?.tntWorkQueue.waitingLegs.map((leg) => leg.id)).toContain(order.legIds[0]);
    expect(queue.data?.tntWorkQueue.documentsMissing.map((p) => p.id)).toContain(tag.id);
    expect(queue.data?.tntWorkQueue.tempTagsExpiring.map((p) => p.id)).toContain(tag.id);
    const soon = await clerk.gql<{ tntWorkQueue: { tempTagsExpiring: { id: string }[] } }>(
      '{ tntWorkQueue(days: 2) { tempTagsExpiring { id } } }',
    );
    expect(soon.data?.tntWorkQueue.tempTagsExpiring.map((p) => p.id)).not.toContain(tag.id);
    expect(await raiseTempTagAlerts(server.db, server.events)).toBeGreaterThanOrEqual(1);
    const alert = await stored('SELECT order_id, priority, message FROM alerts WHERE order_id = $1', [order.id]);
    expect(alert).toMatchObject({ order_id: order.id, priority: 'CALL', message: expect.stringContaining('TX-TMP-1') });
    expect(await raiseTempTagAlerts(server.db, server.events)).toBe(0);
    expect(await count(server.db, 'alerts WHERE order_id = $1', [order.id])).toBe(1);
  });
});

describe('the portal', () => {
  const PORTAL = `query($orderId: ID!) { portalTntPackets(orderId: $orderId) { id number status paperworkStatus districtName version
    documents { id kind label state rejectReason media { id } } } }`;
  type PortalPacket = { id: string; version: number; documents: { id: string; state: string }[] };

  it('a client reads its own packet without fees; another client gets NOT_FOUND', async () => {
    const order = await waitingOrder(world.northwind);
    const packet = await create(order);
    const own = await client.gql<{ portalTntPackets: PortalPacket[] }>(PORTAL, { orderId: order.id });
    expect(own.errors).toBeUndefined();
    expect(own.data?.portalTntPackets.map((p) => p.id)).toEqual([packet.id]);
    expect(own.data?.portalTntPackets[0].documents).toHaveLength(packet.documents.length);
    const fees = await client.gql(`query($orderId: ID!) { portalTntPackets(orderId: $orderId) { fees { amount } } }`, {
      orderId: order.id,
    });
    expect(fees.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expectError(await rival.gql(PORTAL, { orderId: order.id }), 'NOT_FOUND');
  });

  it('a client uploads a missing document (it becomes RECEIVED); another client cannot', async () => {
    const order = await waitingOrder(world.northwind);
    const packet = await create(order);
    const upload = (who: TestClient, version: number) =>
      uploadFile(
        who,
        `mutation($file: File!) { uploadPortalTntDocument(id: "${packet.documents[0].id}", version: ${version}, file: $file) { id version documents { id state } } }`,
        'file',
        png,
      );
    expectError(await upload(rival, packet.version), 'NOT_FOUND');
    const result = await upload(client, packet.version);
    expect(result.errors).toBeUndefined();
    const uploaded = result.data?.uploadPortalTntDocument as PortalPacket;
    expect(uploaded.documents[0].state).toBe('RECEIVED');
    expect(
      await stored('SELECT state, received_by IS NOT NULL AS by FROM tnt_packet_documents WHERE id = $1', [packet.documents[0].id]),
    ).toEqual({
      state: 'RECEIVED',
      by: true,
    });
    // Received already: a second upload is refused until the clerk rejects it.
    expectError(await upload(client, uploaded.version), 'INVALID_TRANSITION');
    const fees = await count(server.db, 'tnt_packet_fees WHERE packet_id = $1', [packet.id]);
    expect(fees).toBeGreaterThan(0);
  });
});
