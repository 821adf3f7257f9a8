import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The admin catalogs' page views by route name (routes.ts); an item is edited in a dialog on its list. */
export const CATALOG_PAGES: Record<string, Page> = {
  'admin-billing-items': lazyView(() => import('./BillingItemsPage').then((m) => m.BillingItemsPage)),
  'admin-expense-items': lazyView(() => import('./ExpenseItemsPage').then((m) => m.ExpenseItemsPage)),
  'admin-document-types': lazyView(() => import('./DocumentTypesPage').then((m) => m.DocumentTypesPage)),
};
