import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The condition reports area's page views by route name (routes.ts): the review queues, each a lazy chunk. */
export const CONDITION_REPORT_PAGES: Record<string, Page> = {
  'dispatch-condition-reports': lazyView(() => import('./ReviewQueuePages').then((m) => m.DispatchConditionReportsPage)),
  'help-desk-condition-reports': lazyView(() => import('./ReviewQueuePages').then((m) => m.HelpDeskConditionReportsPage)),
};
