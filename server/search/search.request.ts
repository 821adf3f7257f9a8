import { type FilterNode, parseFacetFilters, parseFilters, parseNumericFilters, SearchInputError } from './search.filters';

/** One search of a multi-query call, its parameters read from the v5 body fields and the v4 `params` string. */
export type SearchRequest = {
  indexName: string;
  type: 'default' | 'facet';
  query: string;
  page: number;
  hitsPerPage: number;
  facets: string[];
  filter: FilterNode;
  highlightPreTag: string;
  highlightPostTag: string;
  maxValuesPerFacet: number;
  facet: string | null;
  facetQuery: string;
  maxFacetHits: number;
  /** The parameters as Algolia echoes them in `params`. */
  params: string;
};

const integer = (value: unknown, name: string, fallback: number, min: number, max: number): number => {
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new SearchInputError(`Invalid value for ${name}: ${String(value)}`);
  return Math.min(number, max);
};

const text = (value: unknown, name: string, fallback: string): string => {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' && typeof value !== 'number') throw new SearchInputError(`Invalid value for ${name}`);
  return String(value).slice(0, 512);
};

const list = (value: unknown, name: string): string[] => {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  if (typeof value === 'string') {
    if (value.trim().startsWith('[')) {
      try {
        return list(JSON.parse(value), name);
      } catch {
        throw new SearchInputError(`Invalid value for ${name}`);
      }
    }
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  throw new SearchInputError(`Invalid value for ${name}`);
};

/** The parameters of one entry of `requests`: its own fields over those of its `params` query string. */
export const readSearchRequest = (entry: unknown): SearchRequest => {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    throw new SearchInputError('Invalid request: expected an object');
  const { params: paramString, ...fields } = entry as Record<string, unknown>;
  if (paramString !== undefined && typeof paramString !== 'string') throw new SearchInputError('Invalid value for params');
  const merged: Record<string, unknown> = { ...Object.fromEntries(new URLSearchParams(paramString ?? '')), ...fields };
  if (typeof merged.indexName !== 'string' || merged.indexName === '') throw new SearchInputError('indexName is required');
  const type = merged.type ?? 'default';
  if (type !== 'default' && type !== 'facet') throw new SearchInputError(`Invalid value for type: ${String(type)}`);
  const filters = text(merged.filters, 'filters', '');
  const filter: FilterNode = {
    kind: 'and',
    items: [parseFilters(filters), parseFacetFilters(merged.facetFilters), parseNumericFilters(merged.numericFilters)],
  };
  const facet = type === 'facet' ? text(merged.facet ?? merged.facetName, 'facet', '') : null;
  if (type === 'facet' && !facet) throw new SearchInputError('facet is required for a facet search');
  const query = text(merged.query, 'query', '');
  return {
    indexName: merged.indexName,
    type,
    query,
    page: integer(merged.page, 'page', 0, 0, 1000),
    hitsPerPage: integer(merged.hitsPerPage, 'hitsPerPage', 20, 0, 1000),
    facets: list(merged.facets, 'facets'),
    filter,
    highlightPreTag: text(merged.highlightPreTag, 'highlightPreTag', '<em>'),
    highlightPostTag: text(merged.highlightPostTag, 'highlightPostTag', '</em>'),
    maxValuesPerFacet: integer(merged.maxValuesPerFacet, 'maxValuesPerFacet', 100, 0, 1000),
    facet,
    facetQuery: text(merged.facetQuery, 'facetQuery', ''),
    maxFacetHits: integer(merged.maxFacetHits, 'maxFacetHits', 10, 1, 100),
    params: new URLSearchParams(
      Object.entries({ query, ...(paramString ? Object.fromEntries(new URLSearchParams(paramString)) : {}) }).map(([key, value]) => [
        key,
        String(value),
      ]),
    ).toString(),
  };
};
