import { type ReactElement, type ReactNode, Suspense } from 'react';
import { lazyView } from '../router/lazyView';
import { Spinner } from '../ui/Spinner';
import type { Tab } from '../ui/TabNav';
import { type EntityRef, orderIdOf } from './entity';
import { NotBuiltTab } from './NotBuiltTab';
import { RawDataPanel } from './RawDataPanel';

/*
 * Every tab body beyond the overview is a lazyView, a chunk of its own loaded when the tab is opened: a record
 * page's first load carries its overview, not the alerts, comments, quote, files and activity it may never show
 * (about 20 KB on an order page, which a phone on slow 4G waits for before the overview paints). Each renders
 * inside `RecordTabSuspense`.
 */
const AlertsTab = lazyView(() => import('./AlertsTab').then((m) => m.AlertsTab));
const CommentsTab = lazyView(() => import('./CommentsTab').then((m) => m.CommentsTab));
const QuoteTab = lazyView(() => import('./QuoteTab').then((m) => m.QuoteTab));
const OrderPacketsTab = lazyView(() => import('../../tagAndTitle/OrderPacketsTab').then((m) => m.OrderPacketsTab));

/** The files tab, which orders and legs each place in their own tab list. */
export const MediaTab = lazyView(() => import('./MediaTab').then((m) => m.MediaTab));

/** Where a record page's tab body goes: the header and tab links stay while a tab's chunk loads. */
export const RecordTabSuspense = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>
);

/** The tabs orders and legs share after their overview and files: activity, financials, tag and title. */
export const SHARED_RECORD_TABS: readonly Tab[] = [
  { path: 'activity/log', label: 'Activity log', group: 'Activity' },
  { path: 'activity/alerts', label: 'Alerts', group: 'Activity' },
  { path: 'activity/comments', label: 'Comments', group: 'Activity' },
  { path: 'activity/raw-data', label: 'Raw data', group: 'Activity' },
  { path: 'financials/quote', label: 'Quote', group: 'Financials' },
  { path: 'financials/invoices', label: 'Invoices', group: 'Financials' },
  { path: 'financials/settlements', label: 'Settlements', group: 'Financials' },
  { path: 'tag-and-title', label: 'Tag and title' },
];

export type SharedTabBodyProps = {
  path: string;
  entity: EntityRef;
  /** What the raw-data tab shows: the record as the page loaded it. */
  record: unknown;
  /** On a leg: its 1-based position, whose quote lines are marked. */
  legPosition?: number;
};

/** The body of a shared tab, or null for the page's own tabs (overview, files, activity log). */
export const sharedTabBody = ({ path, entity, record, legPosition }: SharedTabBodyProps): ReactElement | null => {
  switch (path) {
    case 'activity/alerts':
      return <AlertsTab entity={entity} />;
    case 'activity/comments':
      return <CommentsTab entity={entity} />;
    case 'activity/raw-data':
      return <RawDataPanel record={record} />;
    case 'financials/quote':
      return <QuoteTab orderId={orderIdOf(entity)} legPosition={legPosition} />;
    case 'financials/invoices':
      return <NotBuiltTab title="Invoices" area="accounting" />;
    case 'financials/settlements':
      return <NotBuiltTab title="Settlements" area="accounting" />;
    case 'tag-and-title':
      return <OrderPacketsTab orderId={orderIdOf(entity)} legId={entity.kind === 'leg' ? entity.id : undefined} />;
    default:
      return null;
  }
};
