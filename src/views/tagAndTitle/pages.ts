import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

// The packets list and the in-progress list are one view: the route's name picks the filter.
const packets = lazyView(() => import('./PacketsPage').then((m) => m.PacketsPage));

/** The tag-and-title area's page views by route name (routes.ts), each a lazy chunk. */
export const TAG_AND_TITLE_PAGES: Record<string, Page> = {
  'tag-and-title': lazyView(() => import('./WorkQueuePage').then((m) => m.WorkQueuePage)),
  'tag-and-title-create': lazyView(() => import('./CreatePacketPage').then((m) => m.CreatePacketPage)),
  'tag-and-title-packets': packets,
  'tag-and-title-packets-id': lazyView(() => import('./PacketPage').then((m) => m.PacketPage)),
  'tag-and-title-packets-in-progress': packets,
};
