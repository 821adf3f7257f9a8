import type { AccessUser } from '../../../domain/roles';
import { type SearchAudience, searchAudience, searchHitPath, searchPagePath } from '../../../domain/search';
import { type SearchState, searchStateHref } from './searchState';

/** What differs between the staff app's search, the portal's and a carrier's: where a hit opens and the groups' words. */
export type SearchScope = {
  audience: SearchAudience;
  /** The search page of the audience ("All results and filters"); a carrier has none. */
  searchPath: string | null;
  /** The audience's page of a hit's record (searchHitPath), or null where it has none. */
  pathOf: (indexName: string, hit: Parameters<typeof searchHitPath>[1]) => string | null;
  /** Group headings that differ from the index labels (src/domain/search.ts). */
  labels: Readonly<Record<string, string>>;
};

const scopeOf = (audience: SearchAudience, labels: Readonly<Record<string, string>> = {}): SearchScope => ({
  audience,
  searchPath: searchPagePath(audience),
  pathOf: (indexName, hit) => searchHitPath(indexName, hit, audience),
  labels,
});

export const STAFF_SEARCH: SearchScope = scopeOf('staff');

/** The portal calls legs vehicle moves (its own words, as its order pages do). */
export const PORTAL_SEARCH: SearchScope = scopeOf('portal', { order_legs: 'Vehicle moves' });

/** A driver's or a trucking company's search: its legs and their orders. */
export const CARRIER_SEARCH: SearchScope = scopeOf('carrier');

export const SEARCH_SCOPES: Record<SearchAudience, SearchScope> = { staff: STAFF_SEARCH, portal: PORTAL_SEARCH, carrier: CARRIER_SEARCH };

/** The signed-in user's search scope; the layout's (portal or staff) only in the instant no user is known. */
export const searchScopeOf = (user: AccessUser | null, portalLayout: boolean): SearchScope =>
  user ? SEARCH_SCOPES[searchAudience(user)] : portalLayout ? PORTAL_SEARCH : STAFF_SEARCH;

/** The palette's "All results and filters": the scope's search page with the search so far, or null without one. */
export const allResultsHref = (scope: SearchScope, state: SearchState): string | null =>
  scope.searchPath ? searchStateHref(scope.searchPath, state) : null;
