import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The help desk's page views by route name (routes.ts), each a lazy chunk. /help-desk/condition-reports is another's. */
export const HELP_DESK_PAGES: Record<string, Page> = {
  'help-desk': lazyView(() => import('./HelpDeskOverviewPage').then((m) => m.HelpDeskOverviewPage)),
  'help-desk-order-legs': lazyView(() => import('./HelpDeskLegsPage').then((m) => m.HelpDeskLegsPage)),
};
