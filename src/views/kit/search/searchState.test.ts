import { describe, expect, it } from 'vitest';
import {
  codeLabel,
  EMPTY_SEARCH,
  facetFilters,
  hasCriteria,
  numericFilters,
  parseSearchState,
  type SearchState,
  searchStateHref,
} from './searchState';

const state: SearchState = {
  query: 'corolla',
  facets: { status: ['DISPATCHED', 'PICKED_UP'], clientName: ['Acme & Sons'], transportMethod: [] },
  date: '7d',
};

describe('the search in the URL', () => {
  it('writes and reads back the query, every chip and the date', () => {
    const href = searchStateHref('/search', state);
    expect(href).toBe('/search?q=corolla&status=DISPATCHED&status=PICKED_UP&client=Acme+%26+Sons&date=7d');
    expect(parseSearchState(href.slice('/search'.length))).toEqual(state);
  });

  it('is the bare path for an empty search, and ignores an unknown date', () => {
    expect(searchStateHref('/portal/search', EMPTY_SEARCH)).toBe('/portal/search');
    expect(parseSearchState('?date=forever&q=%20')).toEqual(EMPTY_SEARCH);
    expect(hasCriteria(EMPTY_SEARCH)).toBe(false);
    expect(hasCriteria({ ...EMPTY_SEARCH, date: '1d' })).toBe(true);
  });
});

describe('the filters sent to the search service', () => {
  it('ORs the values of one facet and ANDs the facets', () => {
    expect(facetFilters(state)).toEqual([['status:DISPATCHED', 'status:PICKED_UP'], ['clientName:Acme & Sons']]);
  });

  it('escapes a value that starts with a minus, which would negate it', () => {
    expect(facetFilters({ ...EMPTY_SEARCH, facets: { ...EMPTY_SEARCH.facets, clientName: ['-West'] } })).toEqual([['clientName:\\-West']]);
  });

  it('asks for whole UTC days, the same all day', () => {
    const morning = Date.UTC(2026, 11, 7, 1, 0, 0);
    const evening = Date.UTC(2026, 11, 7, 23, 0, 0);
    const today = Date.UTC(2026, 11, 7) / 1000;
    expect(numericFilters(state, morning)).toEqual([`date>=${today - 6 * 86_400}`, `date<${today + 86_400}`]);
    expect(numericFilters(state, evening)).toEqual(numericFilters(state, morning));
    expect(numericFilters(EMPTY_SEARCH, morning)).toEqual([]);
  });
});

it('words a code', () => {
  expect(codeLabel('IN_TRANSIT')).toBe('In transit');
});
