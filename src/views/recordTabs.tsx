import type { ReactElement } from 'react';
import { type EntityRef, orderIdOf } from './kit/record/entity';
import { RawDataPanel } from './kit/record/RawDataPanel';
import { AlertsTab, CommentsTab, QuoteTab } from './kit/record/recordTabs';
import { lazyView } from './kit/router/lazyView';
import type { Tab } from './kit/ui/TabNav';

/*
 * The record tabs that orders and legs share, beside the page registry: the kit gives the generic tab bodies
 * (alerts, comments, raw data, quote), and an area that adds a tab to every order and leg (tag and title; the
 * money area's invoices and settlements) adds it here through its public face.
 */
const OrderPacketsTab = lazyView(() => import('./tagAndTitle/public').then((m) => m.OrderPacketsTab));
const RecordInvoicesTab = lazyView(() => import('./invoices/public').then((m) => m.RecordInvoicesTab));
const RecordSettlementsTab = lazyView(() => import('./settlements/public').then((m) => m.RecordSettlementsTab));
const CommunicationLogPanel = lazyView(() => import('./communications/public').then((m) => m.CommunicationLogPanel));

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
      // What was said about the record in one tab: the staff's comments, then the contacts made with outside people.
      return (
        <>
          <CommentsTab entity={entity} />
          <CommunicationLogPanel subject={{ kind: entity.kind === 'order' ? 'ORDER' : 'LEG', id: entity.id }} />
        </>
      );
    case 'activity/raw-data':
      return <RawDataPanel record={record} />;
    case 'financials/quote':
      return <QuoteTab orderId={orderIdOf(entity)} legPosition={legPosition} />;
    case 'financials/invoices':
      return <RecordInvoicesTab entity={entity} />;
    case 'financials/settlements':
      return <RecordSettlementsTab entity={entity} />;
    case 'tag-and-title':
      return <OrderPacketsTab orderId={orderIdOf(entity)} legId={entity.kind === 'leg' ? entity.id : undefined} />;
    default:
      return null;
  }
};
