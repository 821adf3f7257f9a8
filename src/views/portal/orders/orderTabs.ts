import type { Tab } from '../../kit/ui/TabNav';

/** The portal order's tabs: the child routes of /portal/orders/:id in the route table (routes.ts), overview first. */
export const PORTAL_ORDER_TABS: readonly Tab[] = [
  { path: '', label: 'Overview' },
  { path: 'files', label: 'Files' },
  { path: 'activity/comments', label: 'Comments', group: 'Activity' },
  { path: 'activity/raw-data', label: 'Raw data', group: 'Activity' },
  { path: 'financials/quote', label: 'Quote', group: 'Financials' },
  { path: 'financials/invoices', label: 'Invoices', group: 'Financials' },
  { path: 'tag-and-title', label: 'Tag and title' },
];

export const PORTAL_ORDER_BASE_ROUTE = 'portal-orders-id';
