import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The safety area's page views by route name (routes.ts), each a lazy chunk. */
export const SAFETY_PAGES: Record<string, Page> = {
  safety: lazyView(() => import('./SafetyOverviewPage').then((m) => m.SafetyOverviewPage)),
  'safety-driver-list': lazyView(() => import('./SafetyDriverListPage').then((m) => m.SafetyDriverListPage)),
  'safety-ifta-stickers': lazyView(() => import('./IftaStickersPage').then((m) => m.IftaStickersPage)),
  'safety-transport-plates': lazyView(() => import('./TransportPlatesPage').then((m) => m.TransportPlatesPage)),
};
