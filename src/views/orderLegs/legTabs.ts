import { SHARED_RECORD_TABS } from '../recordTabs';
import type { Tab } from '../kit/ui/TabNav';

/** The leg's tabs: the child routes of /order-legs/:id in the route table (routes.ts), overview first. */
export const LEG_TABS: readonly Tab[] = [
  { path: '', label: 'Overview' },
  { path: 'files/photos', label: 'Photos', group: 'Files' },
  { path: 'files/receipts', label: 'Receipts', group: 'Files' },
  { path: 'files/documents', label: 'Documents', group: 'Files' },
  { path: 'files/condition-reports', label: 'Condition reports', group: 'Files' },
  ...SHARED_RECORD_TABS,
];

export const LEG_BASE_ROUTE = 'order-legs-id';
