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
 * One hit's record. `url` is the record's staff page (`/orders/<id>`); the portal shows orders, legs and quotes under
 * `/portal` (portalSearchUrl). `status`, `clientName` and `transportMethod` are null where the index has none (a
 * vehicle has no status, a driver no client).
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

/** The portal's page of a hit's record (the staff path with the portal's prefix). */
export const portalSearchUrl = (url: string): string => (/^\/(orders|order-legs|quotes)\//.test(url) ? `/portal${url}` : url);

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
