import { type ReactNode, Suspense } from 'react';
import { lazyView } from '../router/lazyView';
import { Spinner } from '../ui/Spinner';

/*
 * Every tab body beyond the overview is a lazyView, a chunk of its own loaded when the tab is opened: a record
 * page's first load carries its overview, not the alerts, comments, quote, files and activity it may never show
 * (about 20 KB on an order page, which a phone on slow 4G waits for before the overview paints). Each renders
 * inside `RecordTabSuspense`.
 */
export const AlertsTab = lazyView(() => import('./AlertsTab').then((m) => m.AlertsTab));
export const CommentsTab = lazyView(() => import('./CommentsTab').then((m) => m.CommentsTab));
export const QuoteTab = lazyView(() => import('./QuoteTab').then((m) => m.QuoteTab));

/** The files tab, which orders and legs each place in their own tab list. */
export const MediaTab = lazyView(() => import('./MediaTab').then((m) => m.MediaTab));

/** Where a record page's tab body goes: the header and tab links stay while a tab's chunk loads. */
export const RecordTabSuspense = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>
);
