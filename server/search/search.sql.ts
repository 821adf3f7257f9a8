import { isUuid } from '../errors';
import type { FilterNode } from './search.filters';
import { similarTrigramGroups, substringTrigrams } from './search.trigrams';

/**
 * A filter tree as a condition on search_documents (alias d), its values as parameters. The attributes are the
 * contract's (src/domain/search.ts) and the key's scope: an attribute no document has matches nothing, as in Algolia.
 */
const ID_COLUMNS: Record<string, string> = {
  tenantId: 'd.tenant_id',
  clientId: 'd.client_id',
  customerId: 'd.customer_id',
  objectID: 'd.object_id',
};
const ID_ARRAYS: Record<string, string> = { driverIds: 'd.driver_ids', companyIds: 'd.company_ids' };
const FACETS = new Set(['status', 'clientName', 'transportMethod']);

export type SqlParams = unknown[];

const param = (params: SqlParams, value: unknown): string => {
  params.push(value);
  return `$${params.length}`;
};

const leaf = (node: Extract<FilterNode, { kind: 'facet' | 'numeric' | 'range' }>, params: SqlParams): string => {
  if (node.kind === 'facet') {
    if (node.attribute in ID_COLUMNS)
      return isUuid(node.value) ? `coalesce(${ID_COLUMNS[node.attribute]} = ${param(params, node.value)}::uuid, false)` : 'false';
    if (node.attribute in ID_ARRAYS)
      return isUuid(node.value) ? `${param(params, node.value)}::uuid = ANY (${ID_ARRAYS[node.attribute]})` : 'false';
    if (FACETS.has(node.attribute)) return `coalesce(d.facets->>'${node.attribute}' = ${param(params, node.value)}, false)`;
    return 'false';
  }
  if (node.attribute !== 'date') return 'false';
  if (node.kind === 'range')
    return `coalesce(d.date_ts BETWEEN ${param(params, node.from)}::float8 AND ${param(params, node.to)}::float8, false)`;
  const op = node.op === '!=' ? '<>' : node.op;
  return `coalesce(d.date_ts ${op} ${param(params, node.value)}::float8, false)`;
};

export const filterSql = (node: FilterNode, params: SqlParams): string => {
  switch (node.kind) {
    case 'and':
      return node.items.length === 0 ? 'true' : `(${node.items.map((item) => filterSql(item, params)).join(' AND ')})`;
    case 'or':
      return node.items.length === 0 ? 'false' : `(${node.items.map((item) => filterSql(item, params)).join(' OR ')})`;
    case 'not':
      return `NOT ${filterSql(node.item, params)}`;
    default:
      return leaf(node, params);
  }
};

/** The words of a query, lower case; each must match (AND), as Algolia's default. */
export const queryWords = (query: string): string[] =>
  query
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0)
    .slice(0, 10);

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const holds = (keys: string[], params: SqlParams) => `d.trigrams @> ${param(params, keys)}::text[]`;

/** Whether a word may match with typos: four letters or more, no digits (a digit off is another record). */
export const mayHaveTypos = (word: string) => word.length >= 4 && !/\d/.test(word);

/**
 * One word's condition: a substring of the document's text (prefixes, a VIN's last six characters), with `typos` also
 * a word a typo or two away (pg_trgm's word similarity) when the word may have some; a word shorter than three
 * characters is a prefix of a document word (the tsvector). The trigrams a match must hold come first
 * (search.trigrams.ts): the index row-level security lets the planner use, the exact test then reads only candidates.
 */
export const wordSql = (word: string, params: SqlParams, typos: boolean): string => {
  const tsWord = word.replace(/[^\p{L}\p{N}]/gu, '');
  if (word.length < 3)
    return tsWord
      ? `d.tsv @@ to_tsquery('simple', ${param(params, `${tsWord}:*`)})`
      : `d.search_text LIKE ${param(params, likePattern(word))}`;
  const keys = substringTrigrams(word);
  const like = `d.search_text LIKE ${param(params, likePattern(word))}`;
  if (!typos || !mayHaveTypos(word)) return keys.length > 0 ? `(${holds(keys, params)} AND ${like})` : like;
  const groups = similarTrigramGroups(word);
  const similar = `${param(params, word)} <% d.search_text`;
  if (!groups || keys.length === 0) return `(${like} OR ${similar})`;
  const candidates = [keys, ...groups].map((group) => holds(group, params)).join(' OR ');
  return `(${candidates}) AND (${like} OR ${similar})`;
};

/**
 * The rank: whole and prefix words in the tsvector (the number weighs most), then closeness of the typo'd ones (a
 * document matched as typed is as close as can be: word_similarity, reading the whole text, is the costly part).
 */
export const rankSql = (words: string[], params: SqlParams, loose: boolean): string => {
  const tsWords = words.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  if (tsWords.length === 0) return '0';
  const query = param(params, tsWords.map((word) => `${word}:*`).join(' | '));
  const closeness = loose ? `word_similarity(${param(params, words.join(' '))}, d.search_text)` : '1';
  return `ts_rank(d.tsv, to_tsquery('simple', ${query})) + ${closeness}`;
};
