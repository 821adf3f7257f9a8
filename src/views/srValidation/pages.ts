import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The SR validation tool (issue 16) by route name (routes.ts), a lazy chunk of its own. */
export const SR_VALIDATION_PAGES: Record<string, Page> = {
  'storage-sr-validation-tool': lazyView(() => import('./SrValidationPage').then((m) => m.SrValidationPage)),
};
