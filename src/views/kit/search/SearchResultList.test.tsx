import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { HIGHLIGHT_POST_TAG as POST, HIGHLIGHT_PRE_TAG as PRE } from './Highlighted';
import { SearchResultList } from './SearchResultList';
import { CARRIER_SEARCH, PORTAL_SEARCH, STAFF_SEARCH } from './searchScope';
import type { IndexResult, SearchHit } from './searchHit';
import { EMPTY_SEARCH } from './searchState';
import { searchRequests } from './useSearchResults';

const hit = (objectID: string, number: string, url: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  objectID,
  number,
  title: 'Acme Motors',
  subtitle: 'Toyota Corolla 2T1BURHE0JC043521',
  status: 'IN_TRANSIT',
  url,
  clientName: 'Acme Motors',
  transportMethod: 'TRUCK',
  date: 1_765_000_000,
  ...extra,
});

const groups: IndexResult[] = [
  {
    indexName: 'orders',
    nbHits: 12,
    hits: [
      hit('o1', 'O-1001', '/orders/o1', { _highlightResult: { subtitle: { value: `Toyota Corolla 2T1BURHE0J${PRE}C04352${POST}1` } } }),
      hit('o2', 'O-1002', '/orders/o2'),
    ],
  },
  { indexName: 'vehicles', nbHits: 0, hits: [] },
  { indexName: 'order_legs', nbHits: 1, hits: [hit('l1', 'O-1001-1', '/order-legs/l1', { title: 'O-1001-1' })] },
];

const vehicles: IndexResult = {
  indexName: 'vehicles',
  nbHits: 1,
  hits: [hit('v1', '2T1BURHE0JC043521', '/admin/vehicles/v1', { title: '2018 Toyota Corolla', status: null })],
};

const render = (active: number, scope = STAFF_SEARCH, shown = groups) =>
  renderToStaticMarkup(
    <Router ssrPath="/orders">
      <SearchResultList
        id="results"
        groups={shown}
        active={active}
        optionId={(at) => `r-${at}`}
        onActivate={() => undefined}
        scope={scope}
      />
    </Router>,
  );

describe('SearchResultList', () => {
  it('groups the hits by index with their counts, leaving out an index without hits', () => {
    const html = render(0);
    expect(html).toContain('Orders <span class="muted">12</span>');
    expect(html).toContain('Order legs <span class="muted">1</span>');
    expect(html).not.toContain('Vehicles');
  });

  it('says "1,000+" when the server stopped counting at its cap', () => {
    const capped: IndexResult[] = [{ ...groups[0], nbHits: 1000, exhaustive: false }];
    expect(render(0, STAFF_SEARCH, capped)).toContain('Orders <span class="muted">1,000+</span>');
    expect(render(0, STAFF_SEARCH, [{ ...groups[0], nbHits: 1000, exhaustive: true }])).toContain('<span class="muted">1,000</span>');
  });

  it('numbers the options across groups and marks the active one', () => {
    const html = render(2);
    const option = (id: string) => html.match(new RegExp(`<a [^>]*id="${id}"[^>]*>`))?.[0] ?? '';
    expect(option('r-2')).toContain('aria-selected="true"');
    expect(option('r-2')).toContain('href="/order-legs/l1"');
    expect(option('r-0')).toContain('aria-selected="false"');
    expect(option('r-0')).toContain('href="/orders/o1"');
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
  });

  it('shows the highlighted field with its match marked, and the status in words', () => {
    const html = render(0);
    expect(html).toContain('<span>Toyota Corolla 2T1BURHE0J</span><mark>C04352</mark><span>1</span>');
    expect(html).toContain('In transit');
  });

  it('names a record once when its title is its number', () => {
    expect(render(0).match(/O-1001-1/g)).toHaveLength(1);
  });

  it("links a portal user's hits to the portal's pages, in the portal's words", () => {
    const html = render(0, PORTAL_SEARCH);
    expect(html).toContain('Vehicle moves <span class="muted">1</span>');
    expect(html).toContain('href="/portal/orders/o1"');
    expect(html).toContain('href="/portal/order-legs/l1"');
  });

  it("opens a vehicle's orders in the portal, its staff page for staff", () => {
    expect(render(0, PORTAL_SEARCH, [vehicles])).toContain('href="/portal/orders?q=2T1BURHE0JC043521"');
    expect(render(0, STAFF_SEARCH, [vehicles])).toContain('href="/admin/vehicles/v1"');
  });

  it("names a record the user has no page of without linking it (a carrier's order)", () => {
    const html = render(0, CARRIER_SEARCH);
    expect(html).toMatch(/<div id="r-0" role="option" aria-selected="true" tabindex="-1" class="search-hit" aria-disabled="true">/);
    expect(html).not.toContain('/orders/o1');
    expect(html).toContain('href="/order-legs/l1/files/condition-reports"');
  });
});

describe('searchRequests', () => {
  it('asks every index for the same text, facets, chips and highlight tags', () => {
    const state = { ...EMPTY_SEARCH, query: '043521', facets: { ...EMPTY_SEARCH.facets, status: ['IN_TRANSIT'] } };
    const requests = searchRequests(['orders', 'vehicles'], state, 5, Date.UTC(2026, 11, 7));
    expect(requests.map((request) => request.indexName)).toEqual(['orders', 'vehicles']);
    expect(requests[0]).toEqual({
      indexName: 'orders',
      query: '043521',
      hitsPerPage: 5,
      facets: ['status', 'clientName', 'transportMethod'],
      facetFilters: [['status:IN_TRANSIT']],
      highlightPreTag: PRE,
      highlightPostTag: POST,
    });
  });
});
