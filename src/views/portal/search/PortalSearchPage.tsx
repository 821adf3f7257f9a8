import { portalSearchUrl } from '../../../domain/search';
import { SearchPage } from '../../kit/search/SearchPage';

/**
 * /portal/search?q=: the user's orders, vehicle moves and quotes, through the same search as staff; the user's key
 * (and the rows the database lets it read) limit it to their clients' or customers' records.
 */
export const PortalSearchPage = () => (
  <SearchPage
    path="/portal/search"
    pathOf={portalSearchUrl}
    hint="Order number, reference number, VIN (its last six characters will do), quote number or place."
  />
);
