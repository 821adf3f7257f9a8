import { SearchPage } from '../kit/search/SearchPage';

const staffPath = (url: string) => url;

/** /search?q=: every index staff may search (orders, legs, quotes, vehicles, clients, people) in one box. */
export const StaffSearchPage = () => (
  <SearchPage
    path="/search"
    pathOf={staffPath}
    hint="Order or leg number, reference, VIN (its last six characters will do), client, customer or place."
  />
);
