import { routesUnder } from '../../routes';
import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

// One lazy view for a record and every tab of it: switching tabs keeps the header and never loads the page again.
const client = lazyView(() => import('./ClientPage').then((m) => m.ClientPage));
const customer = lazyView(() => import('./CustomerPage').then((m) => m.CustomerPage));

/** /admin/clients and /admin/customers, by route name (routes.ts); the records' tabs are read from the route table. */
export const CLIENT_ACCOUNT_PAGES: Record<string, Page> = {
  'admin-clients': lazyView(() => import('./ClientsPage').then((m) => m.ClientsPage)),
  'admin-clients-create': lazyView(() => import('./ClientCreatePage').then((m) => m.ClientCreatePage)),
  ...Object.fromEntries(routesUnder('/admin/clients/:id').map((route) => [route.name, client])),
  'admin-customers': lazyView(() => import('./CustomersPage').then((m) => m.CustomersPage)),
  ...Object.fromEntries(routesUnder('/admin/customers/:id').map((route) => [route.name, customer])),
};
