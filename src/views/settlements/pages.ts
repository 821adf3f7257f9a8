import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The settlements area's page views by route name (routes.ts), each a lazy chunk. */
export const SETTLEMENT_PAGES: Record<string, Page> = {
  'accounting-settlements': lazyView(() => import('./SettlementsPage').then((m) => m.SettlementsPage)),
  'accounting-settlements-view': lazyView(() => import('./SettlementPage').then((m) => m.SettlementPage)),
  'accounting-settlements-receipts': lazyView(() => import('./ReceiptsPage').then((m) => m.ReceiptsPage)),
  'accounting-settlements-driver-pay': lazyView(() => import('./DriverPayPage').then((m) => m.DriverPayPage)),
  'accounting-settlements-order-legs': lazyView(() => import('./OrderLegsPage').then((m) => m.OrderLegsPage)),
};
