import { portalSearchUrl } from '../../../domain/search';

/** What differs between the staff app's search and the portal's: where a hit opens and the groups' words. */
export type SearchScope = {
  /** The search page of the layout ("All results and filters"). */
  searchPath: string;
  /** The app's page of a hit's record (hits carry the staff page). */
  pathOf: (url: string) => string;
  /** Group headings that differ from the index labels (src/domain/search.ts). */
  labels: Readonly<Record<string, string>>;
};

export const STAFF_SEARCH: SearchScope = { searchPath: '/search', pathOf: (url) => url, labels: {} };

/** The portal calls legs vehicle moves (its own words, as its order pages do). */
export const PORTAL_SEARCH: SearchScope = {
  searchPath: '/portal/search',
  pathOf: portalSearchUrl,
  labels: { order_legs: 'Vehicle moves' },
};
