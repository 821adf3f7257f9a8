import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The call center's page views by route name (routes.ts), each a lazy chunk. */
export const CALL_CENTER_PAGES: Record<string, Page> = {
  'call-center': lazyView(() => import('./CallCenterOverviewPage').then((m) => m.CallCenterOverviewPage)),
  'call-center-order-legs': lazyView(() => import('./CallCenterLegsPage').then((m) => m.CallCenterLegsPage)),
};
