import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaDeps } from '../areaKit';
import { withContext } from '../db/database';
import { isUuid } from '../errors';
import { type FilterNode, parseFilters, SearchInputError } from './search.filters';
import { searchAppId, verifySearchKey } from './search.keys';
import { searchFacetValues, searchHits } from './search.query';
import { readSearchRequest } from './search.request';

/** Where the embedded endpoint lives: Query.searchConfig's host ends with it, so the client's paths land here. */
export const SEARCH_PATH_PREFIX = '/algolia';

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message, status });

const credential = (request: FastifyRequest, name: string): string => {
  const header = request.headers[name];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const query = request.query as Record<string, unknown>;
  const fromQuery = query[name];
  return fromHeader ?? (typeof fromQuery === 'string' ? fromQuery : '');
};

/** The key's tenant: the `tenantId:` term its filters always AND first (search.scope.ts keyFilters). */
const keyTenant = (filter: FilterNode): string | null => {
  const items = filter.kind === 'and' ? filter.items : [filter];
  const term = items.find((item) => item.kind === 'facet' && item.attribute === 'tenantId');
  return term?.kind === 'facet' && isUuid(term.value) ? term.value : null;
};

const readBody = (body: unknown): unknown[] => {
  const parsed = typeof body === 'string' ? JSON.parse(body) : body;
  const requests = (parsed as { requests?: unknown } | null)?.requests;
  if (!Array.isArray(requests) || requests.length === 0) throw new SearchInputError('requests is required');
  if (requests.length > 50) throw new SearchInputError('Too many requests (at most 50)');
  return requests;
};

/**
 * The embedded Algolia endpoint: `POST /algolia/1/indexes/*\/queries`, the multi-index search the lite client and
 * InstantSearch send. The key is checked (HMAC, expiry, indices) before anything is read, and the searches run in one
 * transaction as the key's user in the key's tenant, under row-level security.
 */
export const searchRoutes = async (app: FastifyInstance, { db, config }: AreaDeps) => {
  // The browser clients send their JSON as text/plain (v5) or form-encoded (v4): simple requests, no CORS preflight.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(`${SEARCH_PATH_PREFIX}/1/indexes/*`, async (request, reply) => {
    if ((request.params as Record<string, string>)['*'] !== '*/queries') return refuse(reply, 404, 'Not Found');
    const appId = credential(request, 'x-algolia-application-id');
    const key = verifySearchKey(config, credential(request, 'x-algolia-api-key'));
    if (!key || appId !== searchAppId(config)) return refuse(reply, 403, 'Invalid Application-ID or API key');
    if (key.validUntil < Date.now() / 1000) return refuse(reply, 403, 'The validity of the API key has expired');
    let keyFilter: FilterNode;
    let searches: ReturnType<typeof readSearchRequest>[];
    try {
      keyFilter = parseFilters(key.filters);
      searches = readBody(request.body).map(readSearchRequest);
    } catch (error) {
      if (error instanceof SearchInputError || error instanceof SyntaxError) return refuse(reply, 400, error.message);
      throw error;
    }
    const tenantId = keyTenant(keyFilter);
    if (!tenantId || !isUuid(key.userToken)) return refuse(reply, 403, 'Invalid Application-ID or API key');
    const denied = searches.find((search) => !key.restrictIndices.includes(search.indexName));
    if (denied) return refuse(reply, 403, `Index not allowed with this API key: ${denied.indexName}`);
    const results = await withContext(db, { tenantId, userId: key.userToken }, async (tx) => {
      // A key outlives nothing it was minted for: a user no longer in the tenant finds nothing.
      const member = await tx.query('SELECT 1 FROM user_tenants WHERE tenant_id = $1 AND user_id = $2', [tenantId, key.userToken]);
      if (member.rows.length === 0) return null;
      const answers: unknown[] = [];
      for (const search of searches)
        answers.push(
          search.type === 'facet'
            ? await searchFacetValues(tx, tenantId, keyFilter, search)
            : await searchHits(tx, tenantId, keyFilter, search),
        );
      return answers;
    });
    if (!results) return refuse(reply, 403, 'Invalid Application-ID or API key');
    return reply.send({ results });
  });
};
