import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** /admin/hubs and /admin/tags by route name (routes.ts); a hub or a tag is edited in a dialog on its list. */
export const HUB_TAG_PAGES: Record<string, Page> = {
  'admin-hubs': lazyView(() => import('./HubsPage').then((m) => m.HubsPage)),
  'admin-tags': lazyView(() => import('./TagsPage').then((m) => m.TagsPage)),
};
