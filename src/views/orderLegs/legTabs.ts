import type { Tab } from '../activity/TabNav';

/** The leg's tabs: spec §2's child routes of /order-legs/:id (routes.ts), overview first. */
export const LEG_TABS: readonly Tab[] = [
  { path: '', label: 'Overview' },
  { path: 'files/photos', label: 'Photos', group: 'Files' },
  { path: 'files/receipts', label: 'Receipts', group: 'Files' },
  { path: 'files/documents', label: 'Documents', group: 'Files' },
  { path: 'files/condition-reports', label: 'Condition reports', group: 'Files' },
  { path: 'activity/log', label: 'Activity log', group: 'Activity' },
  { path: 'activity/alerts', label: 'Alerts', group: 'Activity' },
  { path: 'activity/comments', label: 'Comments', group: 'Activity' },
  { path: 'activity/raw-data', label: 'Raw data', group: 'Activity' },
  { path: 'financials/quote', label: 'Quote', group: 'Financials' },
  { path: 'financials/invoices', label: 'Invoices', group: 'Financials' },
  { path: 'financials/settlements', label: 'Settlements', group: 'Financials' },
  { path: 'tag-and-title', label: 'Tag and title' },
];

export const LEG_BASE_ROUTE = 'order-legs-id';
