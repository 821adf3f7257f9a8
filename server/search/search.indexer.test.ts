import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, one, tenantIdOf } from '../../tests/server/support/helpers';
import { startTestServer, type TestServer } from '../../tests/server/support/testServer';
import { hostedWriter, pushSearchOutbox } from './search.indexer';

/**
 * Issue 33, hosted mode: the outbox → Algolia mapping, through the real algoliasearch admin client against an HTTP
 * server that stands in for Algolia's write API and records what it is sent.
 */
type Recorded = { method: string; path: string; body: { requests: { action: string; body: Record<string, unknown> }[] } };

let server: TestServer;
let algolia: http.Server;
let recorded: Recorded[] = [];
let failNext = 0;

beforeAll(async () => {
  server = await startTestServer();
  algolia = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      if (failNext > 0) {
        failNext--;
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'down', status: 500 }));
        return;
      }
      recorded.push({ method: request.method ?? '', path: request.url ?? '', body: JSON.parse(text || '{}') });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ taskID: 1, objectIDs: [] }));
    });
  });
  await new Promise<void>((resolve) => algolia.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  algolia?.close();
  await server?.close();
});

const writer = () => {
  const { port } = algolia.address() as AddressInfo;
  const config = { ...server.config, algolia: { appId: 'TESTAPP', adminKey: 'admin', searchKey: 'search' } };
  return hostedWriter(config, { hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }] });
};

describe('the hosted indexer', () => {
  it('pushes changed records whole and deletes removed ones, then empties the outbox; a failed push keeps it', async () => {
    await server.db.query('DELETE FROM search_outbox');
    const east = await tenantIdOf(server.db, 'Legwork East');
    const order = await one<{ id: string; number: string }>(
      server.db,
      'SELECT id, number FROM orders WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY number LIMIT 1',
      [east],
    );
    const quote = await one<{ id: string }>(server.db, 'SELECT id FROM quotes WHERE tenant_id = $1 AND deleted_at IS NULL LIMIT 1', [east]);
    await server.db.query("UPDATE orders SET reference_numbers = array_append(reference_numbers, 'PO-INDEXER') WHERE id = $1", [order?.id]);
    await server.db.query('UPDATE quotes SET deleted_at = now() WHERE id = $1', [quote?.id]);
    expect(await count(server.db, 'search_outbox')).toBeGreaterThan(0);

    failNext = 10;
    await expect(pushSearchOutbox(server.db, writer())).rejects.toThrow();
    expect(await count(server.db, 'search_outbox')).toBeGreaterThan(0);

    failNext = 0;
    recorded = [];
    expect(await pushSearchOutbox(server.db, writer())).toBeGreaterThan(0);
    const saved = recorded.find((r) => r.path.startsWith('/1/indexes/orders/batch'));
    expect(saved?.body.requests).toEqual([
      expect.objectContaining({
        action: 'addObject',
        body: expect.objectContaining({ objectID: order?.id, number: order?.number, tenantId: east, url: `/orders/${order?.id}` }),
      }),
    ]);
    expect(String(saved?.body.requests[0].body.searchText)).toContain('po-indexer');
    const deleted = recorded.find((r) => r.path.startsWith('/1/indexes/quotes/batch'));
    expect(deleted?.body.requests).toEqual([{ action: 'deleteObject', body: { objectID: quote?.id } }]);
    expect(await count(server.db, 'search_outbox')).toBe(0);
  });
});
