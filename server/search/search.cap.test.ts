import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../tests/server/support/client';
import { tenantIdOf } from '../../tests/server/support/helpers';
import { ok } from '../../tests/server/support/portal';
import { startTestServer, type TestServer } from '../../tests/server/support/testServer';
import { MATCH_CAP, TYPO_CAP } from './search.query';
import { EMBEDDED_APP_ID } from './search.keys';

/**
 * Issue 33: a word matching more documents than the cap (server/search/search.query.ts) is answered from the first
 * MATCH_CAP of them and says so (exhaustiveNbHits false, as Algolia answers a large set); a small set stays exact.
 */
type Answer = { nbHits: number; nbPages: number; exhaustiveNbHits: boolean; facets: Record<string, Record<string, number>> };

let server: TestServer;
let search: (query: string) => Promise<Answer>;
const MANY = MATCH_CAP + 50;
const RARE = 30;

beforeAll(async () => {
  server = await startTestServer();
  const east = await tenantIdOf(server.db, 'Legwork East');
  // Vehicles' documents written as the refresh writes them (migration 054), the rare ones a word of their own.
  await server.db.query(
    `INSERT INTO search_documents (tenant_id, index_name, object_id, search_text, tsv, facets, date_ts, record)
     SELECT $1, 'vehicles', id, text, app_search_tsv(NULL, text), app_search_facets(NULL, 'Cap Rentals', NULL), i,
       app_search_record(id, NULL, 'Capped ' || i, NULL, NULL, '/admin/vehicles/' || id, 'Cap Rentals', NULL, i)
     FROM (SELECT i, gen_random_uuid() AS id, 'zebracap ' || CASE WHEN i <= $2 THEN 'quagga' ELSE 'okapi' END || ' ' || i AS text
           FROM generate_series(1, $3::int) i) s`,
    [east, RARE, MANY],
  );
  const dispatch = await signedIn(server.url, 'dispatch@legwork.test', 'Legwork East');
  const key = ok(await dispatch.gql<{ me: { searchKey: string } }>('{ me { searchKey } }')).me.searchKey;
  const client = liteClient(EMBEDDED_APP_ID, key, {
    hosts: [{ url: `${new URL(server.url).host}/algolia`, protocol: 'http', accept: 'read' }],
  });
  search = async (query) => {
    const { results } = await client.search({ requests: [{ indexName: 'vehicles', query, hitsPerPage: 5, facets: ['clientName'] }] });
    return results[0] as unknown as Answer;
  };
});
afterAll(() => server?.close());

describe('search over a large set', () => {
  it('counts, pages and facets the first MATCH_CAP matches and says the count is not exhaustive', async () => {
    const many = await search('zebracap');
    expect(many).toMatchObject({ nbHits: MATCH_CAP, nbPages: MATCH_CAP / 5, exhaustiveNbHits: false });
    expect(many.facets.clientName).toEqual({ 'Cap Rentals': MATCH_CAP });
  });

  it('keeps a small set exact, and one a typo away to TYPO_CAP', async () => {
    expect(await search('zebracap quagga')).toMatchObject({
      nbHits: RARE,
      exhaustiveNbHits: true,
      facets: { clientName: { 'Cap Rentals': RARE } },
    });
    expect(await search('quaggo')).toMatchObject({ nbHits: RARE, exhaustiveNbHits: true });
    expect(await search('zebracpa')).toMatchObject({ nbHits: TYPO_CAP, exhaustiveNbHits: false });
  });
});
