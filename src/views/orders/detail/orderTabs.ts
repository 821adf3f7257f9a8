import type { Tab } from '../../activity/TabNav';

/** The order's tabs: spec §2's child routes of /orders/:id (routes.ts), overview first. */
export const ORDER_TABS: readonly Tab[] = [
  { path: '', label: 'Overview' },
  { path: 'files', label: 'Files' },
  { path: 'activity/log', label: 'Activity log', group: 'Activity' },
  { path: 'activity/alerts', label: 'Alerts', group: 'Activity' },
  { path: 'activity/comments', label: 'Comments', group: 'Activity' },
  { path: 'activity/raw-data', label: 'Raw data', group: 'Activity' },
  { path: 'financials/quote', label: 'Quote', group: 'Financials' },
  { path: 'financials/invoices', label: 'Invoices', group: 'Financials' },
  { path: 'financials/settlements', label: 'Settlements', group: 'Financials' },
  { path: 'tag-and-title', label: 'Tag and title' },
];

export const ORDER_BASE_ROUTE = 'orders-id';
