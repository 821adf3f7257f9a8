import { LEG_FILE_TABS } from '../../kit/record/legFileTabs';
import type { Tab } from '../../kit/ui/TabNav';

/** The portal leg's tabs: the child routes of /portal/order-legs/:id in the route table (routes.ts), overview first. */
export const PORTAL_LEG_TABS: readonly Tab[] = [
  { path: '', label: 'Overview' },
  ...LEG_FILE_TABS,
  { path: 'activity/comments', label: 'Comments', group: 'Activity' },
  { path: 'activity/raw-data', label: 'Raw data', group: 'Activity' },
  { path: 'financials/quote', label: 'Quote', group: 'Financials' },
  { path: 'financials/invoices', label: 'Invoices', group: 'Financials' },
];

export const PORTAL_LEG_BASE_ROUTE = 'portal-order-legs-id';
