import type { Page } from '../router/pageProps';

/** This area's page views by route name (routes.ts), each a lazy chunk. */
export const QUOTE_PAGES: Record<string, Page> = {};
