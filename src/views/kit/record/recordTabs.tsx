import { type ReactNode, Suspense } from 'react';
import { lazyView } from '../router/lazyView';
import { Spinner } from '../ui/Spinner';
import type { Tab } from '../ui/TabNav';

/*
 * Every tab body beyond the overview is a lazyView, a chunk of its own loaded when the tab is opened: a record
 * page's first load carries its overview, not the alerts, comments, quote, files and activity it may never show
 * (about 20 KB on an order page, which a phone on slow 4G waits for before the overview paints). Each renders
 * inside `RecordTabSuspense`.
 */
/** A leg's file tabs (staff's and the portal's alike), after its overview. */
export const LEG_FILE_TABS: readonly Tab[] = [
  { path: 'files/photos', label: 'Photos', group: 'Files' },
  { path: 'files/receipts', label: 'Receipts', group: 'Files' },
  { path: 'files/documents', label: 'Documents', group: 'Files' },
  { path: 'files/condition-reports', label: 'Condition reports', group: 'Files' },
];

export const AlertsTab = lazyView(() => import('./AlertsTab').then((m) => m.AlertsTab));
export const CommentsTab = lazyView(() => import('./CommentsTab').then((m) => m.CommentsTab));
export const QuoteTab = lazyView(() => import('./QuoteTab').then((m) => m.QuoteTab));

/** The files tab, which orders and legs each place in their own tab list. */
export const MediaTab = lazyView(() => import('./MediaTab').then((m) => m.MediaTab));

/** Where a record page's tab body goes: the header and tab links stay while a tab's chunk loads. */
export const RecordTabSuspense = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>
);
