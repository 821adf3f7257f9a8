import { SearchPage } from '../kit/search/SearchPage';
import { STAFF_SEARCH } from '../kit/search/searchScope';

/** /search?q=: every index staff may search (orders, legs, quotes, vehicles, clients, people) in one box. */
export const StaffSearchPage = () => (
  <SearchPage
    scope={STAFF_SEARCH}
    hint="Order or leg number, reference, VIN (its last six characters will do), client, customer or place."
  />
);
