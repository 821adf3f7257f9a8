import { SEARCH_FACETS } from '../../src/domain/search';
import type { Queryable } from '../db/database';
import type { FilterNode } from './search.filters';
import { highlightRecord, highlightValue } from './search.highlight';
import type { SearchRequest } from './search.request';
import { filterSql, queryWords, rankSql, type SqlParams, wordSql } from './search.sql';

type Row = {
  kind: 'hit' | 'count' | 'facet';
  position: number;
  record: Record<string, unknown> | null;
  name: string | null;
  value: string | null;
  n: number;
};

const facetNames = (asked: readonly string[]): string[] =>
  asked.includes('*') ? [...SEARCH_FACETS] : asked.filter((name) => (SEARCH_FACETS as readonly string[]).includes(name));

/**
 * The documents a request matches: its index in the key's tenant, every word of its query, the key's filters AND the
 * request's. Row-level security (the caller's transaction) narrows it again to what the user may read.
 */
const matchSql = (tenantId: string, keyFilter: FilterNode, request: SearchRequest, words: string[], params: SqlParams) =>
  [
    `d.tenant_id = ${push(params, tenantId)}::uuid`,
    `d.index_name = ${push(params, request.indexName)}`,
    ...words.map((word) => wordSql(word, params)),
    filterSql(keyFilter, params),
    filterSql(request.filter, params),
  ].join(' AND ');

const push = (params: SqlParams, value: unknown) => {
  params.push(value);
  return `$${params.length}`;
};

/** Answers one `type: "default"` request: a page of hits with highlights, the count and the facets, in one statement. */
export const searchHits = async (tx: Queryable, tenantId: string, keyFilter: FilterNode, request: SearchRequest) => {
  const started = performance.now();
  const words = queryWords(request.query);
  const params: SqlParams = [];
  const where = matchSql(tenantId, keyFilter, request, words, params);
  const rank = rankSql(words, params);
  const facets = facetNames(request.facets);
  const limit = push(params, request.hitsPerPage);
  const offset = push(params, request.page * request.hitsPerPage);
  const names = push(params, facets);
  const maxValues = push(params, request.maxValuesPerFacet);
  const { rows } = await tx.query<Row>(
    `WITH m AS MATERIALIZED (SELECT d.record, d.facets, d.date_ts, d.object_id, ${rank} AS rank FROM search_documents d WHERE ${where})
     SELECT 'hit' AS kind, row_number() OVER () AS position, h.record, NULL AS name, NULL AS value, 0 AS n
       FROM (SELECT record FROM m ORDER BY rank DESC, date_ts DESC NULLS LAST, object_id LIMIT ${limit} OFFSET ${offset}) h
     UNION ALL SELECT 'count', 0, NULL, NULL, NULL, count(*)::int FROM m
     UNION ALL SELECT 'facet', 0, NULL, f.name, f.value, f.n FROM (
       SELECT e.key AS name, e.value, count(*)::int AS n, row_number() OVER (PARTITION BY e.key ORDER BY count(*) DESC, e.value) AS r
       FROM m, jsonb_each_text(m.facets) e WHERE e.key = ANY (${names}::text[]) GROUP BY e.key, e.value) f
     WHERE f.r <= ${maxValues}`,
    params,
  );
  const hits = rows
    .filter((row) => row.kind === 'hit')
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((row) => {
      const record = row.record ?? {};
      return { ...record, _highlightResult: highlightRecord(record, words, request.highlightPreTag, request.highlightPostTag) };
    });
  const nbHits = rows.find((row) => row.kind === 'count')?.n ?? 0;
  const facetCounts: Record<string, Record<string, number>> = {};
  for (const name of facets) facetCounts[name] = {};
  for (const row of rows) if (row.kind === 'facet' && row.name && row.value !== null) facetCounts[row.name][row.value] = row.n;
  return {
    hits,
    nbHits,
    page: request.page,
    nbPages: request.hitsPerPage === 0 ? 0 : Math.ceil(nbHits / request.hitsPerPage),
    hitsPerPage: request.hitsPerPage,
    ...(facets.length > 0 ? { facets: facetCounts } : {}),
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true },
    query: request.query,
    params: request.params,
    index: request.indexName,
    processingTimeMS: Math.round(performance.now() - started),
  };
};

/** Answers one `type: "facet"` request: the facet's values that start with `facetQuery` among the matched documents. */
export const searchFacetValues = async (tx: Queryable, tenantId: string, keyFilter: FilterNode, request: SearchRequest) => {
  const started = performance.now();
  const facet = request.facet ?? '';
  if (!(SEARCH_FACETS as readonly string[]).includes(facet)) return { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 };
  const words = queryWords(request.query);
  const params: SqlParams = [];
  const where = matchSql(tenantId, keyFilter, request, words, params);
  const facetWords = queryWords(request.facetQuery);
  const wordConditions = facetWords.map(
    (word) => `lower(d.facets->>'${facet}') ~ ('(^|[^[:alnum:]])' || ${push(params, word.replace(/[^\p{L}\p{N}]/gu, ''))})`,
  );
  const { rows } = await tx.query<{ value: string; n: number }>(
    `SELECT d.facets->>'${facet}' AS value, count(*)::int AS n FROM search_documents d
     WHERE ${where} AND d.facets ? '${facet}' ${wordConditions.map((c) => `AND ${c}`).join(' ')}
     GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${push(params, request.maxFacetHits)}`,
    params,
  );
  return {
    facetHits: rows.map((row) => ({
      value: row.value,
      highlighted: highlightValue(row.value, facetWords, request.highlightPreTag, request.highlightPostTag).value,
      count: row.n,
    })),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
};
