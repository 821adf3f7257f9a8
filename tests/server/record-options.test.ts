import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { one } from './support/helpers';
import { ok } from './support/portal';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Issue 28, "views decide no business rule": what a record may do next is the server's answer, never a view's test of
 * a raw status. Orders and quotes answer `eventOptions` like legs do (a job's events left out); a packet's documents,
 * plates, decals and keys answer the moves they may make now, decided by the same rule their writes refuse with.
 */
let server: TestServer;
let admin: TestClient;
let dispatch: TestClient;
let member: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.url, 'admin@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  member = await signedIn(server.url, 'member@legwork.test');
});
afterAll(() => server?.close());

type Option = { event: string; enabled: boolean; refusal: string | null; reason: string | null };

const EAST = `JOIN tenants t ON t.id = x.tenant_id AND t.name = 'Legwork East'`;

/** The id of a seeded East row of `table` (aliased x) matching `where`. */
const seeded = async (table: string, where: string, params: unknown[] = []) => {
  const row = await one<{ id: string }>(server.db, `SELECT x.id FROM ${table} x ${EAST} WHERE ${where} ORDER BY x.id LIMIT 1`, params);
  if (!row) throw new Error(`no seeded ${table} where ${where}`);
  return row.id;
};

const open = (options: Option[]) => options.filter((option) => option.enabled).map((option) => option.event);

describe('Quote.eventOptions', () => {
  const optionsOf = async (client: TestClient, id: string) =>
    ok(
      await client.gql<{ quote: { availableEvents: string[]; eventOptions: Option[] } }>(
        'query($id: ID!) { quote(id: $id) { availableEvents eventOptions { event enabled refusal reason } } }',
        { id },
      ),
    ).quote;

  it('offers a pending quote’s answers and leaves its expiry to the job', async () => {
    const quote = await optionsOf(dispatch, await seeded('quotes', "x.status = 'PENDING'"));
    expect(quote.eventOptions).toEqual([
      { event: 'ACCEPT', enabled: true, refusal: null, reason: null },
      { event: 'DECLINE', enabled: true, refusal: null, reason: null },
    ]);
    expect(open(quote.eventOptions).sort()).toEqual([...quote.availableEvents].sort());
  });

  it('names what a read-only role may not send, and offers nothing on a confirmed quote', async () => {
    const pending = await optionsOf(member, await seeded('quotes', "x.status = 'PENDING'"));
    expect(pending.eventOptions).toEqual(
      ['ACCEPT', 'DECLINE'].map((event) => ({ event, enabled: false, refusal: 'ROLE', reason: 'Your role cannot do this.' })),
    );
    const declined = await optionsOf(dispatch, await seeded('quotes', "x.status = 'DECLINED'"));
    expect(declined.eventOptions).toEqual([{ event: 'REVISE', enabled: true, refusal: null, reason: null }]);
  });
});

describe('Order.eventOptions', () => {
  const optionsOf = async (client: TestClient, id: string) =>
    ok(
      await client.gql<{ order: { availableEvents: string[]; eventOptions: Option[] } }>(
        'query($id: ID!) { order(id: $id) { availableEvents eventOptions { event enabled refusal reason } } }',
        { id },
      ),
    ).order;

  it('shows a draft order’s Submit refused with the machine’s reason while a leg is incomplete, and open once it is', async () => {
    const id = await seeded(
      'orders',
      "x.state = 'DRAFT' AND x.deleted_at IS NULL AND EXISTS (SELECT 1 FROM order_legs l WHERE l.order_id = x.id)",
    );
    const leg = await one<{ id: string; vehicleId: string | null }>(
      server.db,
      'SELECT id, vehicle_id AS "vehicleId" FROM order_legs WHERE order_id = $1 AND deleted_at IS NULL ORDER BY position LIMIT 1',
      [id],
    );
    await server.db.query('UPDATE order_legs SET vehicle_id = NULL WHERE id = $1', [leg?.id]);
    const incomplete = await optionsOf(dispatch, id);
    expect(incomplete.eventOptions).toEqual([
      {
        event: 'SUBMIT',
        enabled: false,
        refusal: 'RECORD',
        reason: 'Every leg needs a vehicle, an origin, a destination, a transport method and its requested dates.',
      },
      { event: 'CANCEL', enabled: true, refusal: null, reason: null },
    ]);
    expect(open(incomplete.eventOptions)).toEqual(incomplete.availableEvents);
    await server.db.query('UPDATE order_legs SET vehicle_id = $2 WHERE id = $1', [leg?.id, leg?.vehicleId]);
    expect(open((await optionsOf(dispatch, id)).eventOptions)).toEqual(['SUBMIT', 'CANCEL']);
  });

  it('offers nothing on a cancelled order, and names the role’s refusals to a member', async () => {
    expect((await optionsOf(dispatch, await seeded('orders', "x.state = 'CANCELLED'"))).eventOptions).toEqual([]);
    const active = await optionsOf(member, await seeded('orders', "x.state = 'DISPATCH'"));
    expect(active.eventOptions).toEqual([{ event: 'CANCEL', enabled: false, refusal: 'ROLE', reason: 'Your role cannot do this.' }]);
  });
});

describe('TntPacketDocument.moves', () => {
  type Packet = { checklistOpen: boolean; documents: { state: string; moves: string[] }[] };
  const packetOf = async (client: TestClient, id: string) =>
    ok(
      await client.gql<{ tntPacket: Packet }>('query($id: ID!) { tntPacket(id: $id) { checklistOpen documents { state moves } } }', {
        id,
      }),
    ).tntPacket;
  const MOVES: Record<string, string[]> = {
    MISSING: ['RECEIVE'],
    REJECTED: ['RECEIVE'],
    RECEIVED: ['REJECT', 'ACCEPT'],
    ACCEPTED: ['REJECT'],
  };

  it('offers each document the moves its state starts from while the checklist is open, to the clerk only', async () => {
    // The seeded packet with every state on its checklist (the seed works its first documents, the rest are missing).
    const id = await seeded(
      'tnt_packets',
      `x.status IN ('CREATED', 'PROCESSING', 'PACKET_RECEIVED', 'APPROVED')
       AND (SELECT count(DISTINCT d.state) FROM tnt_packet_documents d WHERE d.packet_id = x.id) = 4`,
    );
    const packet = await packetOf(admin, id);
    expect(packet.checklistOpen).toBe(true);
    expect(new Set(packet.documents.map((document) => document.state)).size).toBe(4);
    for (const document of packet.documents) expect(document.moves).toEqual(MOVES[document.state]);
    // Dispatch reads the checklist and moves nothing.
    for (const document of (await packetOf(dispatch, id)).documents) expect(document.moves).toEqual([]);
  });

  it('offers nothing once the packet has cleared, as receiving a document is then refused', async () => {
    const id = await seeded(
      'tnt_packets',
      "x.status = 'PROCESSING' AND EXISTS (SELECT 1 FROM tnt_packet_documents d WHERE d.packet_id = x.id)",
    );
    await server.db.query("UPDATE tnt_packets SET status = 'CLEARED_FOR_DISPATCH' WHERE id = $1", [id]);
    const packet = await packetOf(admin, id);
    expect(packet.checklistOpen).toBe(false);
    for (const document of packet.documents) expect(document.moves).toEqual([]);
  });
});

describe('AccidentReport.moves', () => {
  it('offers an open report its edit and close, a closed one only its reopening', async () => {
    const id = await seeded('accident_reports', "x.status = 'OPEN' AND x.deleted_at IS NULL");
    const read = async () =>
      ok(
        await admin.gql<{ accidentReport: { version: number; moves: string[] } }>(
          'query($id: ID!) { accidentReport(id: $id) { version moves } }',
          { id },
        ),
      ).accidentReport;
    const open = await read();
    expect(open.moves).toEqual(['EDIT', 'CLOSE']);
    const closed = ok(
      await admin.gql<{ closeAccidentReport: { moves: string[] } }>(
        'mutation($id: ID!, $version: Int!) { closeAccidentReport(id: $id, version: $version) { moves } }',
        { id, version: open.version },
      ),
    ).closeAccidentReport;
    expect(closed.moves).toEqual(['REOPEN']);
  });
});

describe('plates’, decals’ and keys’ moves', () => {
  it('offers a plate the moves its status starts from', async () => {
    const { transportPlates } = ok(
      await admin.gql<{ transportPlates: { data: { status: string; moves: string[] }[] } }>(
        '{ transportPlates(first: 50) { data { status moves } } }',
      ),
    );
    const byStatus = Object.fromEntries(transportPlates.data.map((plate) => [plate.status, plate.moves]));
    expect(byStatus).toEqual({
      IN_HOUSE: ['ASSIGN', 'MARK_MISSING', 'DESTROY'],
      ASSIGNED: ['CHECK_IN', 'MARK_MISSING'],
      MISSING: ['CHECK_IN', 'DESTROY'],
      DESTROYED: [],
    });
  });

  it('offers a decal the moves its status starts from', async () => {
    const year = (await one<{ year: number }>(server.db, `SELECT max(x.year) AS year FROM ifta_decals x ${EAST}`))?.year;
    const { iftaDecals } = ok(
      await admin.gql<{ iftaDecals: { data: { status: string; moves: string[] }[] } }>(
        'query($year: Int!) { iftaDecals(year: $year, first: 100) { data { status moves } } }',
        { year },
      ),
    );
    const byStatus = Object.fromEntries(iftaDecals.data.map((decal) => [decal.status, decal.moves]));
    expect(byStatus.IN_STOCK).toEqual(['ASSIGN', 'DESTROY']);
    expect(byStatus.ASSIGNED).toEqual(['RETURN', 'DESTROY']);
  });

  it('offers a key that is out its three ends, and nothing once it is back', async () => {
    const recordId = await seeded('storage_records', "x.status = 'RETURNED'");
    const taken = ok(
      await admin.gql<{ takeStorageKey: { id: string; version: number; nextStatuses: string[] } }>(
        `mutation($recordId: ID!) { takeStorageKey(recordId: $recordId, input: { keyTag: "K-9", takenBy: "Dale Driver", note: null }) {
          id version nextStatuses } }`,
        { recordId },
      ),
    ).takeStorageKey;
    expect(taken.nextStatuses).toEqual(['IN_HOUSE', 'MISSING', 'DESTROYED']);
    const back = ok(
      await admin.gql<{ setStorageKeyStatus: { nextStatuses: string[] } }>(
        'mutation($id: ID!, $version: Int!) { setStorageKeyStatus(id: $id, version: $version, status: IN_HOUSE) { nextStatuses } }',
        { id: taken.id, version: taken.version },
      ),
    ).setStorageKeyStatus;
    expect(back.nextStatuses).toEqual([]);
  });
});
