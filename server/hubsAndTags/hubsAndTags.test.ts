import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { auditRows, count, expectError, one, tenantIdOf } from '../../tests/server/support/helpers';
import { type OrderFixture, orderFixture } from '../../tests/server/support/orderFixtures';
import { ok } from '../../tests/server/support/portal';
import { startTestServer, type TestServer } from '../../tests/server/support/testServer';
import type { Queryable } from '../db/database';
import { anyTagCondition } from './hubsAndTags.public';

/**
 * /admin/hubs and /admin/tags (issue 29), on the shared seeded database: ADMIN creates, edits and retires hubs (not
 * while drivers are homed there) and creates, edits and deletes tags; staff read both; tags go on orders, legs and
 * clients and filter their lists; everyone else is FORBIDDEN and another tenant's ids are NOT_FOUND.
 */
let server: TestServer;
let admin: TestClient;
let dispatch: TestClient;
let member: TestClient;
let relations: TestClient;
let northAdmin: TestClient;
let east: string;
let fx: OrderFixture;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  fx = orderFixture(server.db, east);
  [admin, dispatch, member, relations, northAdmin] = await Promise.all([
    signedIn(server.url, 'admin@legwork.test'),
    signedIn(server.url, 'dispatch@legwork.test'),
    signedIn(server.url, 'member@legwork.test'),
    signedIn(server.url, 'client-relations@legwork.test'),
    signedIn(server.url, 'admin@legwork.test', 'Legwork North'),
  ]);
}, 60_000);
afterAll(() => server?.close());

type Hub = {
  id: string;
  name: string;
  code: string;
  address1: string | null;
  city: string | null;
  postalCode: string | null;
  lat: number | null;
  lng: number | null;
  geocodeSource: string | null;
  hours: string | null;
  driverCount: number;
  version: number;
};
type Tag = { id: string; name: string; colour: string; version: number; orderCount: number; legCount: number; clientCount: number };

const HUB = 'id name code address1 city postalCode lat lng geocodeSource hours driverCount version';
const TAG = 'id name colour version orderCount legCount clientCount';

const hubInput = (patch: Record<string, unknown> = {}) => ({
  name: 'Boston North',
  code: 'bos-n',
  address1: '1 Causeway St',
  city: 'Boston',
  stateProvince: 'MA',
  postalCode: '02114',
  hours: 'Mon–Sat 6:00–20:00',
  ...patch,
});

const createHub = (as: TestClient, input: Record<string, unknown>) =>
  as.gql<{ createHub: Hub }>(`mutation($input: HubInput!) { createHub(input: $input) { ${HUB} } }`, { input });
const updateHub = (as: TestClient, id: string, version: number, input: Record<string, unknown>) =>
  as.gql<{ updateHub: Hub }>(
    `mutation($id: ID!, $v: Int!, $input: HubInput!) { updateHub(id: $id, version: $v, input: $input) { ${HUB} } }`,
    {
      id,
      v: version,
      input,
    },
  );
const retireHub = (as: TestClient, id: string, version: number) =>
  as.gql<{ retireHub: Hub }>(`mutation($id: ID!, $v: Int!) { retireHub(id: $id, version: $v) { id } }`, { id, v: version });

const createTag = (as: TestClient, input: Record<string, unknown>) =>
  as.gql<{ createTag: Tag }>(`mutation($input: TagInput!) { createTag(input: $input) { ${TAG} } }`, { input });
const updateTag = (as: TestClient, id: string, version: number, input: Record<string, unknown>) =>
  as.gql<{ updateTag: Tag }>(
    `mutation($id: ID!, $v: Int!, $input: TagInput!) { updateTag(id: $id, version: $v, input: $input) { ${TAG} } }`,
    {
      id,
      v: version,
      input,
    },
  );
const deleteTag = (as: TestClient, id: string, version: number) =>
  as.gql<{ deleteTag: Tag }>(`mutation($id: ID!, $v: Int!) { deleteTag(id: $id, version: $v) { id } }`, { id, v: version });
const setLegTags = (as: TestClient, legId: string, tagIds: string[]) =>
  as.gql<{ setLegTags: { id: string; tags: { id: string; name: string }[] } }>(
    'mutation($legId: ID!, $tagIds: [ID!]!) { setLegTags(legId: $legId, tagIds: $tagIds) { id tags { id name } } }',
    { legId, tagIds },
  );
const setClientTags = (as: TestClient, clientId: string, tagIds: string[]) =>
  as.gql<{ setClientTags: { id: string; tags: { id: string; name: string }[] } }>(
    'mutation($clientId: ID!, $tagIds: [ID!]!) { setClientTags(clientId: $clientId, tagIds: $tagIds) { id tags { id name } } }',
    { clientId, tagIds },
  );

/** How many rows a query answers. */
const rowsOf = async (sql: string, params: unknown[] = []) => (await server.db.query(sql, params)).rows.length;

const writes = () =>
  Promise.all(['hubs', 'locations', 'tags', 'leg_tags', 'client_tags', 'audit_logs'].map((table) => count(server.db, table)));

/** The statements the server runs while `fn` does, to count a loader's queries (one per relation, never one per row). */
const statementsDuring = async (fn: () => Promise<unknown>) => {
  const seen: string[] = [];
  const transaction = server.db.transaction;
  server.db.transaction = (work) =>
    transaction((tx: Queryable) =>
      work({
        query: (text, params, options) => {
          seen.push(text);
          return tx.query(text, params, options);
        },
      }),
    );
  try {
    await fn();
  } finally {
    server.db.transaction = transaction;
  }
  return seen;
};

describe('hubs', () => {
  it('staff read the seeded hubs with their address, hours and the drivers homed there; the page loads each relation once', async () => {
    const list = ok(await dispatch.gql<{ hubs: Hub[] }>(`{ hubs { ${HUB} } }`)).hubs;
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((hub) => hub.name)).toEqual([...list.map((hub) => hub.name)].sort((a, b) => a.localeCompare(b)));
    expect(list[0]).toMatchObject({ address1: expect.any(String), hours: 'Mon–Fri 8:00–17:00', geocodeSource: 'FORM' });
    const homed = await rowsOf('SELECT 1 FROM drivers WHERE tenant_id = $1 AND home_hub_id IS NOT NULL AND deleted_at IS NULL', [east]);
    expect(list.reduce((sum, hub) => sum + hub.driverCount, 0)).toBe(homed);

    const statements = await statementsDuring(() => dispatch.gql(`{ hubList(first: 25) { data { ${HUB} } paginatorInfo { total } } }`));
    expect(statements.filter((sql) => sql.startsWith('SELECT h.id AS key')).length).toBe(1);
    expect(statements.filter((sql) => sql.includes('d.home_hub_id AS key')).length).toBe(1);
  });

  it('an admin creates a hub: code upper-cased, the HUB location geocoded offline from the postal code, both audited', async () => {
    const hub = ok(await createHub(admin, hubInput())).createHub;
    expect(hub).toMatchObject({
      name: 'Boston North',
      code: 'BOS-N',
      city: 'Boston',
      geocodeSource: 'POSTAL_CODE',
      driverCount: 0,
      version: 1,
    });
    expect(hub.lat).toBeCloseTo(42.36, 1);
    const stored = await one(
      server.db,
      `SELECT l.type, l.postal_code AS "postalCode", l.geocode_source AS source, l.hours FROM hubs h
       JOIN locations l ON l.tenant_id = h.tenant_id AND l.id = h.location_id WHERE h.id = $1`,
      [hub.id],
    );
    expect(stored).toEqual({ type: 'HUB', postalCode: '02114', source: 'POSTAL_CODE', hours: 'Mon–Sat 6:00–20:00' });
    expect((await auditRows(server.db, 'hub.create')).at(-1)).toMatchObject({ entityKind: 'Hubs', entityId: hub.id, tenantId: east });

    const found = ok(await dispatch.gql<{ hubList: { data: Hub[] } }>('{ hubList(search: "bos-n") { data { code } } }')).hubList;
    expect(found.data).toEqual([{ code: 'BOS-N' }]);
  });

  it('a taken code is a field error and junk input names its fields; nothing is stored', async () => {
    ok(await createHub(admin, hubInput({ code: 'DUP-1' })));
    const before = await writes();
    const taken = expectError(await createHub(admin, hubInput({ code: 'dup-1', name: 'Another' })), 'BAD_USER_INPUT');
    expect(taken.extensions.errors).toEqual({ 'input.code': ['A hub with this code already exists.'] });
    const junk = expectError(
      await createHub(admin, hubInput({ name: ' ', code: 'no spaces', postalCode: 'ABCDE', city: '', lat: 95 })),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(junk.extensions.errors as object).sort()).toEqual([
      'input.city',
      'input.code',
      'input.lat',
      'input.lng',
      'input.name',
      'input.postalCode',
    ]);
    expect(await writes()).toEqual(before);
    // Another tenant may use the same code.
    expect(ok(await createHub(northAdmin, hubInput({ code: 'DUP-1' }))).createHub.code).toBe('DUP-1');
  });

  it('typed coordinates win; a stale version is CONFLICT; another tenant’s hub is NOT_FOUND; a non-admin is FORBIDDEN', async () => {
    const hub = ok(await createHub(admin, hubInput({ code: 'EDIT-1' }))).createHub;
    const edited = ok(await updateHub(admin, hub.id, 1, hubInput({ code: 'EDIT-1', name: 'Renamed', lat: 42.1, lng: -71.2 }))).updateHub;
    expect(edited).toMatchObject({ name: 'Renamed', lat: 42.1, lng: -71.2, geocodeSource: 'FORM', version: 2 });
    expect((await auditRows(server.db, 'hub.update')).at(-1)).toMatchObject({ entityId: hub.id, action: 'UPDATED' });

    const before = await writes();
    expectError(await updateHub(admin, hub.id, 1, hubInput({ code: 'EDIT-1', name: 'Stale' })), 'CONFLICT');
    expectError(await updateHub(northAdmin, hub.id, 2, hubInput({ code: 'EDIT-1' })), 'NOT_FOUND');
    expectError(await retireHub(northAdmin, hub.id, 2), 'NOT_FOUND');
    expectError(await updateHub(dispatch, hub.id, 2, hubInput({ code: 'EDIT-1' })), 'FORBIDDEN');
    expectError(await createHub(member, hubInput({ code: 'SNEAK' })), 'FORBIDDEN');
    expectError(await retireHub(dispatch, hub.id, 2), 'FORBIDDEN');
    expect(ok(await northAdmin.gql<{ hub: null }>('query($id: ID!) { hub(id: $id) { id } }', { id: hub.id })).hub).toBeNull();
    expect(await writes()).toEqual(before);
  });

  it('an edit moves the hubs’ stamp dispatch’s facts cache keys on', async () => {
    const stamp = async () =>
      (await one<{ s: string }>(server.db, 'SELECT coalesce(sum(xmin::text::bigint), 0)::text AS s FROM hubs WHERE tenant_id = $1', [east]))
        ?.s;
    const hub = ok(await createHub(admin, hubInput({ code: 'STAMP' }))).createHub;
    const was = await stamp();
    ok(await updateHub(admin, hub.id, 1, hubInput({ code: 'STAMP', hours: '24/7' })));
    expect(await stamp()).not.toBe(was);
  });

  it('a hub with drivers homed there is not retired (INVALID_TRANSITION, RECORD); an empty one is, and leaves the lists', async () => {
    const homed = await one<{ id: string; version: number; n: number }>(
      server.db,
      `SELECT h.id, h.version, count(*)::int AS n FROM hubs h JOIN drivers d ON d.tenant_id = h.tenant_id AND d.home_hub_id = h.id
       WHERE h.tenant_id = $1 AND d.deleted_at IS NULL GROUP BY h.id, h.version ORDER BY h.id LIMIT 1`,
      [east],
    );
    const before = await writes();
    const refused = expectError(await retireHub(admin, homed?.id as string, homed?.version as number), 'INVALID_TRANSITION');
    expect(refused.message).toMatch(new RegExp(`is the home hub of ${homed?.n} drivers?: give them another home hub first\\.`));
    expect(refused.extensions).toMatchObject({ reason: 'RECORD', usedBy: [{ what: 'drivers', count: homed?.n }] });
    expect(await writes()).toEqual(before);

    const empty = ok(await createHub(admin, hubInput({ code: 'GONE' }))).createHub;
    ok(await retireHub(admin, empty.id, 1));
    expect(await one(server.db, 'SELECT deleted_at IS NOT NULL AS gone FROM hubs WHERE id = $1', [empty.id])).toEqual({ gone: true });
    expect((await auditRows(server.db, 'hub.delete')).at(-1)).toMatchObject({ entityId: empty.id, action: 'DELETED' });
    const codes = ok(await dispatch.gql<{ hubs: Hub[] }>('{ hubs { code } }')).hubs.map((hub) => hub.code);
    expect(codes).not.toContain('GONE');
    // Its code is free again.
    ok(await createHub(admin, hubInput({ code: 'GONE' })));
  });
});

describe('tags', () => {
  it('an admin creates and edits a tag from the palette; a taken name (any case) is a field error; bad input stores nothing', async () => {
    const tag = ok(await createTag(admin, { name: 'Priority', colour: 'TEAL' })).createTag;
    expect(tag).toMatchObject({ name: 'Priority', colour: 'TEAL', version: 1, orderCount: 0, legCount: 0, clientCount: 0 });
    expect((await auditRows(server.db, 'tag.create')).at(-1)).toMatchObject({ entityKind: 'Tags', entityId: tag.id });
    const before = await writes();
    const taken = expectError(await createTag(admin, { name: ' priority ', colour: 'RED' }), 'BAD_USER_INPUT');
    expect(taken.extensions.errors).toEqual({ 'input.name': ['A tag with this name already exists.'] });
    const junk = expectError(await createTag(admin, { name: 'x'.repeat(51), colour: 'RED' }), 'BAD_USER_INPUT');
    expect(junk.extensions.errors).toEqual({ 'input.name': ['The name may not be greater than 50 characters.'] });
    expect((await createTag(admin, { name: 'Odd', colour: 'MAUVE' })).errors?.length).toBe(1);
    expectError(await updateTag(admin, tag.id, 2, { name: 'Stale', colour: 'RED' }), 'CONFLICT');
    expectError(await updateTag(northAdmin, tag.id, 1, { name: 'North', colour: 'RED' }), 'NOT_FOUND');
    expectError(await createTag(dispatch, { name: 'Sneak', colour: 'RED' }), 'FORBIDDEN');
    expectError(await deleteTag(relations, tag.id, 1), 'FORBIDDEN');
    expect(await writes()).toEqual(before);
    const edited = ok(await updateTag(admin, tag.id, 1, { name: 'Top priority', colour: 'PINK' })).updateTag;
    expect(edited).toMatchObject({ name: 'Top priority', colour: 'PINK', version: 2 });
    // The list staff read shows it.
    const names = ok(await member.gql<{ tags: Tag[] }>('{ tags { name colour } }')).tags;
    expect(names).toContainEqual({ name: 'Top priority', colour: 'PINK' });
  });

  it('a leg’s tags are set by its editors, a client’s by its account managers; each change audited on the record', async () => {
    const tag = ok(await createTag(admin, { name: 'Leg and client', colour: 'BLUE' })).createTag;
    const order = await fx.order();
    const clientId = await fx.client();
    const leg = ok(await setLegTags(dispatch, order.legIds[0], [tag.id, tag.id])).setLegTags;
    expect(leg.tags).toEqual([{ id: tag.id, name: 'Leg and client' }]);
    expect((await auditRows(server.db, 'leg.tags')).at(-1)).toMatchObject({
      entityKind: 'Order legs',
      entityId: order.legIds[0],
      before: { tagIds: [] },
      after: { tagIds: [tag.id] },
    });
    const client = ok(await setClientTags(relations, clientId, [tag.id])).setClientTags;
    expect(client.tags).toEqual([{ id: tag.id, name: 'Leg and client' }]);
    expect((await auditRows(server.db, 'client.tags')).at(-1)).toMatchObject({ entityKind: 'Clients', entityId: clientId });

    const before = await writes();
    expectError(await setLegTags(member, order.legIds[0], []), 'FORBIDDEN');
    expectError(await setClientTags(dispatch, clientId, []), 'FORBIDDEN');
    expectError(await setLegTags(northAdmin, order.legIds[0], []), 'NOT_FOUND');
    expectError(await setClientTags(northAdmin, clientId, []), 'NOT_FOUND');
    const northTag = ok(await createTag(northAdmin, { name: 'North only', colour: 'RED' })).createTag;
    const foreign = expectError(await setLegTags(admin, order.legIds[0], [tag.id, northTag.id, 'junk']), 'BAD_USER_INPUT');
    expect(foreign.extensions.errors).toEqual({
      'tagIds.1': ['The selected tag is invalid.'],
      'tagIds.2': ['The selected tag is invalid.'],
    });
    expect(await rowsOf('SELECT 1 FROM leg_tags WHERE order_leg_id = $1', [order.legIds[0]])).toBe(1);
    expect((await writes()).slice(0, 5)).toEqual(before.slice(0, 5).map((n, i) => (i === 2 ? n + 1 : n)));

    const facts = ok(await admin.gql<{ tags: Tag[] }>(`{ tags { ${TAG} } }`)).tags.find((t) => t.id === tag.id);
    expect(facts).toMatchObject({ legCount: 1, clientCount: 1, orderCount: 0 });
  });

  it('filters orders and legs by any of the tags, and gives the clients list its condition; tags load once per page', async () => {
    const [rush, fleet] = await Promise.all([
      createTag(admin, { name: 'Filter rush', colour: 'RED' }),
      createTag(admin, { name: 'Filter fleet', colour: 'GREEN' }),
    ]).then((results) => results.map((result) => ok(result).createTag));
    const [a, b, c] = [await fx.order(), await fx.order(), await fx.order()];
    await fx.link('order_tags', { order_id: a.id, tag_id: rush.id });
    await fx.link('order_tags', { order_id: b.id, tag_id: fleet.id });
    ok(await setLegTags(admin, c.legIds[0], [rush.id]));
    ok(await setLegTags(admin, b.legIds[0], [fleet.id, rush.id]));

    const orders = async (tagIds: string[]) =>
      ok(
        await dispatch.gql<{ orders: { data: { id: string }[] } }>('query($t: [ID!]) { orders(first: 50, tagIds: $t) { data { id } } }', {
          t: tagIds,
        }),
      ).orders.data.map((order) => order.id);
    expect(await orders([rush.id])).toEqual([a.id]);
    expect((await orders([rush.id, fleet.id])).sort()).toEqual([a.id, b.id].sort());
    expect(await orders(['not-a-uuid'])).toEqual([]);

    const legs = async (tagIds: string[]) =>
      ok(
        await dispatch.gql<{ orderLegs: { data: { id: string; tags: { name: string }[] }[] } }>(
          'query($t: [ID!]) { orderLegs(first: 50, tagIds: $t) { data { id tags { name } } } }',
          { t: tagIds },
        ),
      ).orderLegs.data;
    expect((await legs([rush.id])).map((leg) => leg.id).sort()).toEqual([b.legIds[0], c.legIds[0]].sort());
    expect((await legs([fleet.id])).map((leg) => leg.tags)).toEqual([[{ name: 'Filter fleet' }, { name: 'Filter rush' }]]);

    const statements = await statementsDuring(() => dispatch.gql('{ orderLegs(first: 25) { data { id tags { name } } } }'));
    expect(statements.filter((sql) => sql.includes('FROM leg_tags x')).length).toBe(1);

    // The clients list's helper: the same condition over clients.
    const clientId = await fx.client();
    ok(await setClientTags(admin, clientId, [fleet.id]));
    const params: unknown[] = [east];
    const where = anyTagCondition('client', 'c', [fleet.id], params);
    const { rows } = await server.db.query<{ id: string }>(`SELECT c.id FROM clients c WHERE c.tenant_id = $1 AND ${where}`, params);
    expect(rows).toEqual([{ id: clientId }]);
    expect(anyTagCondition('client', 'c', [], params)).toBeNull();
  });

  it('deleting a tag takes it off every order, leg and client; its name is free again', async () => {
    const tag = ok(await createTag(admin, { name: 'Short lived', colour: 'YELLOW' })).createTag;
    const order = await fx.order();
    const clientId = await fx.client();
    await fx.link('order_tags', { order_id: order.id, tag_id: tag.id });
    ok(await setLegTags(admin, order.legIds[0], [tag.id]));
    ok(await setClientTags(admin, clientId, [tag.id]));

    ok(await deleteTag(admin, tag.id, 1));
    const [audit] = (await auditRows(server.db, 'tag.delete')).slice(-1);
    expect(audit).toMatchObject({
      entityId: tag.id,
      action: 'DELETED',
      before: { taggedIds: { order: [order.id], leg: [order.legIds[0]], client: [clientId] } },
    });
    for (const table of ['order_tags', 'leg_tags', 'client_tags'])
      expect(await rowsOf(`SELECT 1 FROM ${table} WHERE tag_id = $1`, [tag.id])).toBe(0);
    const seen = ok(
      await admin.gql<{ order: { tags: unknown[]; legs: { tags: unknown[] }[] }; tags: { id: string }[] }>(
        'query($id: ID!) { order(id: $id) { tags { id } legs { tags { id } } } tags { id } }',
        { id: order.id },
      ),
    );
    expect(seen.order).toEqual({ tags: [], legs: [{ tags: [] }] });
    expect(seen.tags.map((t) => t.id)).not.toContain(tag.id);
    expectError(await deleteTag(admin, tag.id, 2), 'NOT_FOUND');
    ok(await createTag(admin, { name: 'Short lived', colour: 'GRAY' }));
  });
});
