import { type AccessUser, isAdmin, isOperatorStaff, isPortalUser } from './roles';

/**
 * Search's contract between the server (server/search) and the views: the index names, which of them a kind of user
 * may search, and the record every hit carries. The server mints the user's key for these indices and the embedded
 * endpoint answers hits of this shape; the hosted indexer pushes the same records.
 */
export const SEARCH_INDICES = [
  'orders',
  'order_legs',
  'quotes',
  'vehicles',
  'clients',
  'customers',
  'drivers',
  'trucking_companies',
  'invoices',
] as const;

export type SearchIndex = (typeof SEARCH_INDICES)[number];

/** What a portal user (a client's or a customer's) may search: its own orders, legs, quotes and vehicles. */
export const PORTAL_SEARCH_INDICES: readonly SearchIndex[] = ['orders', 'order_legs', 'quotes', 'vehicles'];

/** What a carrier (a driver, a trucking company's user) may search: its legs and their orders. */
export const CARRIER_SEARCH_INDICES: readonly SearchIndex[] = ['orders', 'order_legs'];

/** The attributes a search may facet on (`facets`, `facetFilters`, `filters`). */
export const SEARCH_FACETS = ['status', 'clientName', 'transportMethod'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

/** The numeric attribute (`numericFilters`, `filters`): the record's date as a unix timestamp in seconds. */
export const SEARCH_NUMERIC = ['date'] as const;

/**
 * One hit's record. `url` is the record's staff page (`/orders/<id>`); where a hit opens for the user who found it is
 * searchHitPath's. `status`, `clientName` and `transportMethod` are null where the index has none (a vehicle has no
 * status, a driver no client).
 */
export type SearchRecord = {
  objectID: string;
  number: string | null;
  title: string;
  subtitle: string;
  status: string | null;
  url: string;
  clientName: string | null;
  transportMethod: string | null;
  /** Unix timestamp (seconds): an order's creation, a leg's requested pickup, an invoice's issue date. */
  date: number | null;
};

/** Who searches, as the server scopes their key (server/search/search.scope.ts): each kind opens records elsewhere. */
export type SearchAudience = 'staff' | 'portal' | 'carrier';

/** The search's audience of a signed-in user: the portal's first (an admin's portal account stays in the portal). */
export const searchAudience = (user: AccessUser): SearchAudience => {
  if (isPortalUser(user)) return 'portal';
  return isOperatorStaff(user) || isAdmin(user) ? 'staff' : 'carrier';
};

/**
 * The page a hit opens for its audience, or null where that user has no page of the record. Staff open the record's
 * own page (its `url`). The portal opens its order, leg and quote pages; it has no vehicle page (a vehicle's is
 * staff-only, src/routes.ts), so a vehicle opens the portal's orders that move it: the list searched by the VIN
 * (its search matches VINs, migration 015), since one vehicle may ride in several orders. A carrier (a driver)
 * opens a leg's capture page, the only page of a leg it has, and no order page.
 */
export const searchHitPath = (
  indexName: string,
  hit: Pick<SearchRecord, 'objectID' | 'number' | 'title' | 'url'>,
  audience: SearchAudience,
): string | null => {
  if (audience === 'staff') return hit.url;
  const id = encodeURIComponent(hit.objectID);
  if (audience === 'carrier') return indexName === 'order_legs' ? `/order-legs/${id}/files/condition-reports` : null;
  switch (indexName) {
    case 'orders':
      return `/portal/orders/${id}`;
    case 'order_legs':
      return `/portal/order-legs/${id}`;
    case 'quotes':
      return `/portal/quotes/${id}`;
    case 'vehicles':
      return `/portal/orders?${new URLSearchParams({ q: hit.number ?? hit.title })}`;
    default:
      return null;
  }
};

/** The audience's search page ("All results and filters"), or null for a carrier, who has none. */
export const searchPagePath = (audience: SearchAudience): string | null =>
  audience === 'staff' ? '/search' : audience === 'portal' ? '/portal/search' : null;

/** How the views title each index's group of hits. */
export const SEARCH_INDEX_LABELS: Record<SearchIndex, string> = {
  orders: 'Orders',
  order_legs: 'Order legs',
  quotes: 'Quotes',
  vehicles: 'Vehicles',
  clients: 'Clients',
  customers: 'Customers',
  drivers: 'Drivers',
  trucking_companies: 'Trucking companies',
  invoices: 'Invoices',
};

export const isSearchIndex = (name: string): name is SearchIndex => (SEARCH_INDICES as readonly string[]).includes(name);
