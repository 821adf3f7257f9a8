/** The hit attributes offered as filter chips, and their names in the URL. */
export const FACETS = [
  { attribute: 'status', param: 'status', legend: 'Status' },
  { attribute: 'clientName', param: 'client', legend: 'Client' },
  { attribute: 'transportMethod', param: 'transport', legend: 'Transport method' },
] as const;

export type SearchFacet = (typeof FACETS)[number]['attribute'];

/** The date chips: records dated within the last so many days (the hit's `date`, unix seconds). */
export const DATE_RANGES = [
  { value: '1d', days: 1, label: 'Today' },
  { value: '7d', days: 7, label: 'Last 7 days' },
  { value: '30d', days: 30, label: 'Last 30 days' },
  { value: '365d', days: 365, label: 'Last 12 months' },
] as const;

export type DateRange = (typeof DATE_RANGES)[number]['value'];

export type SearchState = { query: string; facets: Readonly<Record<SearchFacet, readonly string[]>>; date: DateRange | null };

export const EMPTY_SEARCH: SearchState = { query: '', facets: { status: [], clientName: [], transportMethod: [] }, date: null };

/** Whether there is anything to search for: text, or at least one chip. */
export const hasCriteria = (state: SearchState): boolean =>
  state.query !== '' || state.date !== null || FACETS.some(({ attribute }) => state.facets[attribute].length > 0);

/** The state a URL's query string holds: `q`, one `status`, `client`, `transport` per chip, and `date`. */
export const parseSearchState = (search: string): SearchState => {
  const params = new URLSearchParams(search);
  const date = DATE_RANGES.find((range) => range.value === params.get('date'))?.value ?? null;
  const facets: Record<SearchFacet, readonly string[]> = { status: [], clientName: [], transportMethod: [] };
  for (const { attribute, param } of FACETS) facets[attribute] = params.getAll(param).filter(Boolean);
  return { query: (params.get('q') ?? '').trim(), facets, date };
};

/** The path with the state in its query string (nothing for an empty state). */
export const searchStateHref = (path: string, state: SearchState): string => {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  for (const { attribute, param } of FACETS) for (const value of state.facets[attribute]) params.append(param, value);
  if (state.date) params.set('date', state.date);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const escapeFacetValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/^-/, '\\-');

/** Algolia facetFilters: values of one facet ORed (an inner array), facets ANDed. */
export const facetFilters = (state: SearchState): string[][] =>
  FACETS.map(({ attribute }) => state.facets[attribute].map((value) => `${attribute}:${escapeFacetValue(value)}`)).filter(
    (group) => group.length > 0,
  );

const DAY_SECONDS = 86_400;

/**
 * Algolia numericFilters for the date chip, whole days in UTC so the same chip asks the same request all day
 * (and the client's response cache answers it).
 */
export const numericFilters = (state: SearchState, nowMs: number): string[] => {
  const range = DATE_RANGES.find((entry) => entry.value === state.date);
  if (!range) return [];
  const today = Math.floor(nowMs / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return [`date>=${today - (range.days - 1) * DAY_SECONDS}`, `date<${today + DAY_SECONDS}`];
};

/** A status or method code as words: IN_TRANSIT → "In transit". */
export const codeLabel = (code: string): string => {
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
