import { SearchPage } from '../../kit/search/SearchPage';
import { PORTAL_SEARCH } from '../../kit/search/searchScope';

/**
 * /portal/search?q=: the user's orders, vehicle moves and quotes, through the same search as staff; the user's key
 * (and the rows the database lets it read) limit it to their clients' or customers' records.
 */
export const PortalSearchPage = () => (
  <SearchPage scope={PORTAL_SEARCH} hint="Order number, reference number, VIN (its last six characters will do), quote number or place." />
);
