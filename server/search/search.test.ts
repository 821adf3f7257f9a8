import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../src/domain/search';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { one, tenantIdOf, userIdOf } from '../../tests/server/support/helpers';
import { ok } from '../../tests/server/support/portal';
import { startTestServer, type TestServer } from '../../tests/server/support/testServer';
import { EMBEDDED_APP_ID, mintSearchKey } from './search.keys';

/**
 * Issue 33: the embedded Algolia endpoint, asked by the real algoliasearch lite client with the key the server mints
 * (User.searchKey) and the settings it gives (Query.searchConfig), against the demo data.
 */
type Hit = SearchRecord & { _highlightResult: Record<string, { value: string; matchLevel: string }> };

let server: TestServer;
let dispatch: TestClient;
let client: TestClient;
let east: string;
let host: { url: string; protocol: 'http' | 'https' };
// One order of Clara Client's (the CLIENT demo user) and one of another client, each with a vehicle's VIN.
let own: { id: string; number: string; vin: string };
let other: { id: string; number: string; vin: string; clientName: string };

const keyOf = async (user: TestClient) => ok(await user.gql<{ me: { searchKey: string } }>('{ me { searchKey } }')).me.searchKey;
const searchAs = (key: string) => liteClient(EMBEDDED_APP_ID, key, { hosts: [{ ...host, accept: 'read' }] });
const hitsOf = async (key: string, indexName: string, params: Record<string, unknown>) => {
  const { results } = await searchAs(key).search<Hit>({ requests: [{ indexName, ...params }] });
  return results[0] as {
    hits: Hit[];
    nbHits: number;
    nbPages: number;
    page: number;
    hitsPerPage: number;
    facets?: Record<string, Record<string, number>>;
  };
};
const orderWithVin = (clientFilter: string, params: unknown[]) =>
  one<{ id: string; number: string; vin: string; clientName: string }>(
    server.db,
    `SELECT o.id, o.number, v.vin, c.display_name AS "clientName" FROM orders o
     JOIN clients c ON c.id = o.client_id JOIN order_legs l ON l.order_id = o.id JOIN vehicles v ON v.id = l.vehicle_id
     WHERE o.tenant_id = $1 AND o.deleted_at IS NULL AND l.deleted_at IS NULL AND length(v.vin) = 17 AND ${clientFilter}
     ORDER BY o.number LIMIT 1`,
    params,
  ) as Promise<{ id: string; number: string; vin: string; clientName: string }>;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test', 'Legwork East');
  client = await signedIn(server.url, 'client@legwork.test', 'Legwork East');
  host = { url: `${new URL(server.url).host}/algolia`, protocol: 'http' };
  const clara = await userIdOf(server.db, 'client@legwork.test');
  const scope = 'o.client_id IN (SELECT client_id FROM client_users WHERE user_id = $2)';
  own = await orderWithVin(scope, [east, clara]);
  other = await orderWithVin(`NOT ${scope}`, [east, clara]);
});
afterAll(() => server?.close());

describe('search settings and keys', () => {
  it('gives staff every index and a portal user its own, with the embedded host', async () => {
    const query = '{ searchConfig { appId hosts { url protocol } indices } }';
    const staff = ok(await dispatch.gql<{ searchConfig: { appId: string; hosts: { url: string }[]; indices: string[] } }>(query));
    expect(staff.searchConfig.appId).toBe(EMBEDDED_APP_ID);
    expect(staff.searchConfig.hosts[0].url).toMatch(/\/algolia$/);
    expect(staff.searchConfig.indices).toContain('drivers');
    const portal = ok(await client.gql<{ searchConfig: { indices: string[] } }>(query));
    expect(portal.searchConfig.indices).toEqual(['orders', 'order_legs', 'quotes', 'vehicles']);
  });

  it('mints the key exactly as algoliasearch generateSecuredApiKey does', () => {
    const restrictions = {
      filters: `tenantId:${east} AND (clientId:a b)`,
      restrictIndices: ['orders', 'quotes'],
      userToken: 'u',
      validUntil: 42,
    };
    const library = algoliasearch('x', 'y') as unknown as { generateSecuredApiKey: (options: unknown) => string };
    const parent = Buffer.from(mintSearchKey(server.config, restrictions), 'base64').toString().slice(0, 64);
    expect(parent).toMatch(/^[0-9a-f]{64}$/);
    // Same restriction string: the library signs it with the same parent and the result is byte for byte ours.
    const embeddedParent = 'p';
    const ours = mintSearchKey({ ...server.config, algolia: { appId: 'A', searchKey: embeddedParent, adminKey: 'k' } }, restrictions);
    expect(ours).toBe(library.generateSecuredApiKey({ parentApiKey: embeddedParent, restrictions }));
  });
});

describe('the embedded endpoint with the lite client', () => {
  it('finds an order by the last six characters of its VIN across indices, with highlights', async () => {
    const key = await keyOf(dispatch);
    const suffix = other.vin.slice(-6).toLowerCase();
    const { results } = await searchAs(key).search<Hit>({
      requests: [
        { indexName: 'orders', query: suffix, highlightPreTag: '[', highlightPostTag: ']' },
        { indexName: 'vehicles', query: suffix },
      ],
    });
    const [orders, vehicles] = results as { hits: Hit[]; nbHits: number }[];
    expect(orders.hits.map((hit) => hit.objectID)).toContain(other.id);
    const hit = orders.hits.find((h) => h.objectID === other.id) as Hit;
    expect(hit).toMatchObject({ number: other.number, url: `/orders/${other.id}`, clientName: other.clientName });
    expect(hit._highlightResult.clientName.matchLevel).toBe('none');
    expect(vehicles.hits.map((h) => h.subtitle).join(' ')).toContain(other.vin);
    const number = await hitsOf(key, 'orders', { query: other.number, highlightPreTag: '<b>', highlightPostTag: '</b>' });
    expect(number.hits[0].objectID).toBe(other.id);
    expect(number.hits[0]._highlightResult.number).toMatchObject({ value: `<b>${other.number}</b>`, matchLevel: 'full' });
  });

  it('counts facets, pages, answers hitsPerPage 0 and filters by facet, negation and date', async () => {
    const key = await keyOf(dispatch);
    const stored = await one<{ n: number }>(
      server.db,
      'SELECT count(*)::int AS n FROM orders WHERE tenant_id = $1 AND deleted_at IS NULL',
      [east],
    );
    const all = await hitsOf(key, 'orders', { query: '', hitsPerPage: 0, facets: ['status', 'clientName'] });
    expect(all.hits).toEqual([]);
    expect(all.nbHits).toBe(stored?.n);
    expect(Object.values(all.facets?.status ?? {}).reduce((a, b) => a + b, 0)).toBe(stored?.n);
    const first = await hitsOf(key, 'orders', { query: '', hitsPerPage: 5, page: 0 });
    const second = await hitsOf(key, 'orders', { query: '', hitsPerPage: 5, page: 1 });
    expect(first.nbPages).toBe(Math.ceil(all.nbHits / 5));
    expect(second.hits.some((hit) => first.hits.some((h) => h.objectID === hit.objectID))).toBe(false);
    const [status, count] = Object.entries(all.facets?.status ?? {})[0];
    const only = await hitsOf(key, 'orders', { query: '', hitsPerPage: 1000, facetFilters: [[`status:${status}`]] });
    expect(only.nbHits).toBe(count);
    const not = await hitsOf(key, 'orders', { query: '', hitsPerPage: 0, facetFilters: [`-status:${status}`] });
    expect(not.nbHits).toBe(all.nbHits - count);
    const both = await hitsOf(key, 'orders', { query: '', hitsPerPage: 0, filters: `status:"${status}" OR NOT status:"${status}"` });
    expect(both.nbHits).toBe(all.nbHits);
    const dated = await hitsOf(key, 'orders', {
      query: '',
      hitsPerPage: 0,
      numericFilters: [`date>${Math.floor(Date.now() / 1000) + 86_400 * 3650}`],
    });
    expect(dated.nbHits).toBe(0);
  });

  it('searches facet values', async () => {
    const key = await keyOf(dispatch);
    const word = other.clientName.split(' ')[0].slice(0, 4);
    const { results } = await searchAs(key).search({
      requests: [{ indexName: 'orders', type: 'facet', facet: 'clientName', facetQuery: word }],
    });
    const facetHits = (results[0] as { facetHits: { value: string; count: number; highlighted: string }[] }).facetHits;
    expect(facetHits.map((hit) => hit.value)).toContain(other.clientName);
    expect(facetHits[0].highlighted).toContain('<em>');
  });

  it('keeps the index current in the writing transaction: prefixes and typos find a renamed model', async () => {
    const key = await keyOf(dispatch);
    await server.db.query(
      `UPDATE vehicles SET model = 'Zephyrion' WHERE id = (SELECT l.vehicle_id FROM order_legs l WHERE l.order_id = $1 AND l.vehicle_id IS NOT NULL LIMIT 1)`,
      [other.id],
    );
    for (const query of ['zephyrion', 'Zephy', 'zephyrian'])
      expect(
        (await hitsOf(key, 'orders', { query })).hits.map((hit) => hit.objectID),
        query,
      ).toContain(other.id);
  });
});

describe('built at commit', () => {
  it('builds a document once a transaction, as it commits, from its final rows (migration 069)', async () => {
    const key = await keyOf(dispatch);
    const outboxRows = async () =>
      (
        await server.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM search_outbox WHERE index_name = 'orders' AND object_id = $1",
          [other.id],
        )
      ).rows[0].n;
    const before = await outboxRows();
    await server.db.transaction(async (tx) => {
      await tx.query("SELECT set_config('app.tenant_id', $1, true)", [east]);
      await tx.query("UPDATE orders SET reference_numbers = ARRAY['PO-FIRSTDRAFT'] WHERE id = $1", [other.id]);
      await tx.query("UPDATE orders SET reference_numbers = ARRAY['PO-ATCOMMIT77'] WHERE id = $1", [other.id]);
      await tx.query('UPDATE order_legs SET requested_pickup_date = requested_pickup_date + 1 WHERE order_id = $1', [other.id]);
      // Three row events name the order's document: it waits, queued once, for the commit.
      const { rows } = await tx.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM search_pending WHERE index_name = 'orders' AND object_id = $1",
        [other.id],
      );
      expect(rows[0].n).toBe(1);
    });
    expect(await outboxRows()).toBe(before + 1);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_pending')).rows[0].n).toBe(0);
    expect((await hitsOf(key, 'orders', { query: 'PO-ATCOMMIT77' })).hits.map((hit) => hit.objectID)).toEqual([other.id]);
    expect((await hitsOf(key, 'orders', { query: 'PO-FIRSTDRAFT' })).nbHits).toBe(0);
  });

  it('builds nothing for a transaction that rolls back', async () => {
    const key = await keyOf(dispatch);
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query("SELECT set_config('app.tenant_id', $1, true)", [east]);
        await tx.query("UPDATE orders SET reference_numbers = ARRAY['PO-ROLLEDBACK'] WHERE id = $1", [other.id]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await hitsOf(key, 'orders', { query: 'PO-ROLLEDBACK' })).nbHits).toBe(0);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_pending')).rows[0].n).toBe(0);
  });
});

describe('the wire forms of other clients', () => {
  it('reads the v4 params string, credentials in the query string and a text/plain body', async () => {
    const key = await keyOf(dispatch);
    const params = new URLSearchParams({
      query: other.vin.slice(-6),
      hitsPerPage: '1',
      facetFilters: JSON.stringify([[`clientName:${other.clientName}`]]),
      facets: JSON.stringify(['clientName']),
    }).toString();
    const answer = await fetch(
      `${server.url}/algolia/1/indexes/*/queries?x-algolia-api-key=${encodeURIComponent(key)}&x-algolia-application-id=${EMBEDDED_APP_ID}`,
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ requests: [{ indexName: 'orders', params }] }) },
    );
    const { results } = (await answer.json()) as { results: { hits: Hit[]; facets: Record<string, Record<string, number>> }[] };
    expect(answer.status).toBe(200);
    expect(results[0].hits.map((hit) => hit.objectID)).toEqual([other.id]);
    expect(Object.keys(results[0].facets.clientName)).toEqual([other.clientName]);
  });

  it('answers a malformed request with 400 and changes nothing', async () => {
    const key = await keyOf(dispatch);
    const send = (body: string) =>
      fetch(`${server.url}/algolia/1/indexes/*/queries`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-algolia-api-key': key, 'x-algolia-application-id': EMBEDDED_APP_ID },
        body,
      });
    for (const body of ['not json', '{}', JSON.stringify({ requests: [{ indexName: 'orders', filters: 'status:(' }] })]) {
      const answer = await send(body);
      expect([answer.status, ((await answer.json()) as { status: number }).status], body).toEqual([400, 400]);
    }
  });
});

describe('what a key may read', () => {
  it("finds a client's own order, never another client's, even with a forged filter", async () => {
    const key = await keyOf(client);
    expect((await hitsOf(key, 'orders', { query: own.vin.slice(-6) })).hits.map((hit) => hit.objectID)).toContain(own.id);
    expect((await hitsOf(key, 'orders', { query: other.vin.slice(-6) })).nbHits).toBe(0);
    const otherClient = await one<{ id: string }>(server.db, 'SELECT client_id AS id FROM orders WHERE id = $1', [other.id]);
    const forged = await hitsOf(key, 'orders', { query: other.number, filters: `clientId:${otherClient?.id} OR tenantId:${east}` });
    expect(forged.nbHits).toBe(0);
  });

  it('refuses a tampered, an expired and an out-of-index key with 403 and Algolia’s body', async () => {
    const key = await keyOf(client);
    const decoded = Buffer.from(key, 'base64').toString();
    const widened = Buffer.from(decoded.replace(/filters=[^&]*/, `filters=${encodeURIComponent(`tenantId:${east}`)}`)).toString('base64');
    const expired = mintSearchKey(server.config, {
      filters: `tenantId:${east}`,
      restrictIndices: ['orders'],
      userToken: await userIdOf(server.db, 'dispatch@legwork.test'),
      validUntil: Math.floor(Date.now() / 1000) - 1,
    });
    const refused = async (apiKey: string, indexName = 'orders') => {
      const error = await hitsOf(apiKey, indexName, { query: other.number }).then(
        () => null,
        (e: { status?: number; message?: string }) => e,
      );
      return { status: error?.status, message: error?.message };
    };
    expect(await refused(widened)).toEqual({ status: 403, message: 'Invalid Application-ID or API key' });
    expect(await refused(expired)).toEqual({ status: 403, message: 'The validity of the API key has expired' });
    expect(await refused(key, 'drivers')).toEqual({ status: 403, message: 'Index not allowed with this API key: drivers' });
    const raw = await fetch(
      `${server.url}/algolia/1/indexes/*/queries?x-algolia-api-key=${encodeURIComponent(widened)}&x-algolia-application-id=${EMBEDDED_APP_ID}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ requests: [{ indexName: 'orders' }] }),
      },
    );
    expect([raw.status, await raw.json()]).toEqual([403, { message: 'Invalid Application-ID or API key', status: 403 }]);
  });

  it("never returns another tenant's rows, whatever the key says", async () => {
    const north = await signedIn(server.url, 'north-dispatch@legwork.test');
    const northKey = await keyOf(north);
    expect((await hitsOf(northKey, 'orders', { query: other.vin })).nbHits).toBe(0);
    const everything = await hitsOf(northKey, 'orders', { query: '', hitsPerPage: 1000 });
    expect(everything.nbHits).toBeGreaterThan(0);
    expect(everything.hits.map((hit) => hit.objectID)).not.toContain(other.id);
    const eastIds = await server.db.query<{ id: string }>('SELECT id FROM orders WHERE tenant_id = $1', [east]);
    expect(everything.hits.filter((hit) => eastIds.rows.some((row) => row.id === hit.objectID))).toEqual([]);
    // A key for East signed by the server but for a user who is not East's member.
    const outsider = mintSearchKey(server.config, {
      filters: `tenantId:${east}`,
      restrictIndices: ['orders'],
      userToken: await userIdOf(server.db, 'north-dispatch@legwork.test'),
      validUntil: Math.floor(Date.now() / 1000) + 60,
    });
    await expect(hitsOf(outsider, 'orders', { query: other.number })).rejects.toMatchObject({ status: 403 });
  });
});
