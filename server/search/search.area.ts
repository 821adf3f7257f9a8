import { defineArea } from '../areaKit';
import { searchIndexJob } from './search.indexer';
import { searchResolvers } from './search.resolvers';
import { searchRoutes } from './search.routes';

/**
 * Search (issue 33): the algoliasearch client's settings and key, and the embedded Algolia endpoint.
 *
 * The contract with the views (kept stable; the names and the record type are in src/domain/search.ts):
 * - Configure the unmodified lite client from GraphQL only: `liteClient(searchConfig.appId, me.searchKey,
 *   { hosts: searchConfig.hosts.map((h) => ({ url: h.url, protocol: h.protocol as 'http' | 'https', accept: 'read' })) })`.
 *   Search only `searchConfig.indices`.
 *   The key lasts an hour (`validUntil` inside it; the client's getSecuredApiKeyRemainingValidity reads it):
 *   re-query `me { searchKey }` a few minutes before it lapses and build a new client.
 * - Indices: orders, order_legs, quotes, vehicles, clients, customers, drivers, trucking_companies, invoices (staff);
 *   portal users: orders, order_legs, quotes, vehicles; carriers: orders, order_legs.
 * - Each hit is a SearchRecord: objectID, number, title, subtitle, status, url (the staff page; searchHitPath gives
 *   the portal's and a carrier's), clientName, transportMethod, date (unix seconds), plus `_highlightResult` for number, title,
 *   subtitle, status, clientName and transportMethod. Highlighted values are NOT HTML-escaped (as Algolia's): render
 *   them as text split on the highlight tags you asked for.
 * - Facets: status, clientName, transportMethod (`facets`, `facetFilters`, `filters`, `type: "facet"` searches);
 *   numeric: date (`numericFilters: ['date>=1735689600']`).
 * - Errors: a bad, expired or out-of-index key is HTTP 403 with `{ message, status }` (the client throws ApiError);
 *   a malformed request 400.
 *
 * Embedded (no ALGOLIA_* set), the server answers `POST /algolia/1/indexes/*\/queries` itself (search.routes.ts) from
 * search_documents (migration 054, kept current by triggers in the writing transaction). Hosted (ALGOLIA_APP_ID,
 * ALGOLIA_ADMIN_KEY, ALGOLIA_SEARCH_KEY), the keys are minted from the search-only key and the records are pushed by
 * the indexer from search_outbox.
 */
export const searchArea = defineArea({
  name: 'search',
  resolvers: searchResolvers,
  routes: [searchRoutes],
  jobs: [searchIndexJob],
});
