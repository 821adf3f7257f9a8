import { SEARCH_FACETS, SEARCH_INDICES } from '../../src/domain/search';
import type { Queryable } from '../db/database';
import type { FilterNode } from './search.filters';
import { highlightRecord, highlightValue } from './search.highlight';
import type { SearchRequest } from './search.request';
import { filterSql, mayHaveTypos, queryWords, rankSql, type SqlParams, wordSql } from './search.sql';

type Row = {
  kind: 'hit' | 'count' | 'typos' | 'facet';
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
 * request's. Row-level security (the caller's transaction) narrows it again to what the user may read. `exact` matches
 * every word as typed; `loose` (asked with `typos`) lets the words match a typo away too, null when none may.
 */
const matchSql = (tenantId: string, keyFilter: FilterNode, request: SearchRequest, words: string[], params: SqlParams, typos: boolean) => {
  const tenant = `${push(params, tenantId)}::uuid`;
  // A known index by name: its trigram index is partial (migration 060), proved from the constant alone.
  const index = (SEARCH_INDICES as readonly string[]).includes(request.indexName)
    ? `'${request.indexName}'`
    : push(params, request.indexName);
  const scope = [`d.tenant_id = ${tenant}`, `d.index_name = ${index}`, filterSql(keyFilter, params), filterSql(request.filter, params)];
  const exact = [...scope, ...words.map((word) => wordSql(word, params, false))].join(' AND ');
  const loose = typos && words.some(mayHaveTypos) ? [...scope, ...words.map((word) => wordSql(word, params, true))].join(' AND ') : null;
  return { exact, loose, tenant, index };
};

const push = (params: SqlParams, value: unknown) => {
  params.push(value);
  return `$${params.length}`;
};

/**
 * How many matches a search ranks, counts and facets: the first found (in the table's order, which costs nothing to
 * find), as Algolia approximates a large set (`exhaustiveNbHits: false`) and pages no further than its default
 * paginationLimitedTo of 1,000. A broad word (a make) matches tens of thousands of documents at scale (bench/search.ts).
 */
export const MATCH_CAP = 1000;
/** Of them, how many found only a typo away: each costs pg_trgm's word_similarity, which reads the whole text. */
export const TYPO_CAP = 100;

/**
 * One statement answering a `type: "default"` request: the page's records, the count of matches (to the cap), of those
 * found only a typo away, and the facets. `typos` adds the documents a typo away to those matched as typed.
 */
const hitsStatement = (tenantId: string, keyFilter: FilterNode, request: SearchRequest, words: string[], typos: boolean) => {
  const params: SqlParams = [];
  const match = matchSql(tenantId, keyFilter, request, words, params, typos);
  const facets = facetNames(request.facets);
  const cap = push(params, MATCH_CAP + 1);
  const columns = (loose: boolean) =>
    `d.object_id, d.date_ts, d.facets, ${rankSql(words, params, loose)} AS rank, ${loose} AS loose FROM search_documents d`;
  // The documents matched as typed come first; those only a typo away fill what the cap leaves, to their own cap.
  const found = match.loose
    ? `(SELECT ${columns(false)} WHERE ${match.exact} LIMIT ${cap})
       UNION ALL (SELECT ${columns(true)} WHERE ${match.loose} AND NOT (${match.exact}) LIMIT ${push(params, TYPO_CAP + 1)})
       LIMIT ${cap}`
    : `SELECT ${columns(false)} WHERE ${match.exact} LIMIT ${cap}`;
  // Only the page's records are read whole; the facets (names of SEARCH_FACETS) are read by name.
  const facetValues = facets.map((name) => `('${name}', m.facets->>'${name}')`).join(', ');
  const text = `WITH c AS MATERIALIZED (${found}),
     m AS MATERIALIZED (SELECT * FROM c LIMIT ${cap} - 1),
     h AS (SELECT object_id, rank, date_ts FROM m ORDER BY rank DESC, date_ts DESC NULLS LAST, object_id
       LIMIT ${push(params, request.hitsPerPage)} OFFSET ${push(params, request.page * request.hitsPerPage)})
     SELECT 'hit' AS kind, row_number() OVER (ORDER BY h.rank DESC, h.date_ts DESC NULLS LAST, h.object_id) AS position,
       d.record, NULL AS name, NULL AS value, 0 AS n
       FROM h JOIN search_documents d ON d.tenant_id = ${match.tenant} AND d.index_name = ${match.index} AND d.object_id = h.object_id
     UNION ALL SELECT 'count', 0, NULL, NULL, NULL, count(*)::int FROM c
     UNION ALL SELECT 'typos', 0, NULL, NULL, NULL, count(*)::int FROM c WHERE c.loose
     ${
       facets.length === 0
         ? ''
         : `UNION ALL SELECT 'facet', 0, NULL, f.name, f.value, f.n FROM (
       SELECT e.name, e.value, count(*)::int AS n, row_number() OVER (PARTITION BY e.name ORDER BY count(*) DESC, e.value) AS r
       FROM m, LATERAL (VALUES ${facetValues}) e (name, value) WHERE e.value IS NOT NULL GROUP BY e.name, e.value) f
     WHERE f.r <= ${push(params, request.maxValuesPerFacet)}`
     }`;
  return { text, params, facets };
};

const countOf = (rows: Row[], kind: 'count' | 'typos') => rows.find((row) => row.kind === kind)?.n ?? 0;

/**
 * Answers one `type: "default"` request: a page of hits with highlights, the count and the facets. The words as typed
 * are asked first (a statement the planner makes quickly); when they leave room under the cap, again with their typos.
 */
export const searchHits = async (tx: Queryable, tenantId: string, keyFilter: FilterNode, request: SearchRequest) => {
  const started = performance.now();
  const words = queryWords(request.query);
  const typed = hitsStatement(tenantId, keyFilter, request, words, false);
  const { facets } = typed;
  let { rows } = await tx.query<Row>(typed.text, typed.params);
  if (words.some(mayHaveTypos) && countOf(rows, 'count') <= MATCH_CAP) {
    const loose = hitsStatement(tenantId, keyFilter, request, words, true);
    rows = (await tx.query<Row>(loose.text, loose.params)).rows;
  }
  const hits = rows
    .filter((row) => row.kind === 'hit')
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((row) => {
      const record = row.record ?? {};
      return { ...record, _highlightResult: highlightRecord(record, words, request.highlightPreTag, request.highlightPostTag) };
    });
  const matched = countOf(rows, 'count');
  const typos = countOf(rows, 'typos');
  const exhaustive = matched <= MATCH_CAP && typos <= TYPO_CAP;
  const nbHits = Math.min(matched - Math.max(0, typos - TYPO_CAP), MATCH_CAP);
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
    exhaustiveNbHits: exhaustive,
    exhaustiveFacetsCount: exhaustive,
    exhaustive: { nbHits: exhaustive, facetsCount: exhaustive },
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
  const match = matchSql(tenantId, keyFilter, request, words, params, true);
  const where = match.loose ?? match.exact;
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
