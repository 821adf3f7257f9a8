import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The dispatcher's pages by route name (routes.ts), each a lazy chunk; the map is a further chunk of the board. */
export const DISPATCH_PAGES: Record<string, Page> = {
  dispatch: lazyView(() => import('./DispatchBoardPage').then((m) => m.DispatchBoardPage)),
  'dispatch-order-legs': lazyView(() => import('./DispatchLegsPage').then((m) => m.DispatchLegsPage)),
  'dispatch-driver-list': lazyView(() => import('./DispatchDriversPage').then((m) => m.DispatchDriversPage)),
};
