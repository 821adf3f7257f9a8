import { SHARED_RECORD_TABS } from '../../recordTabs';
import type { Tab } from '../../kit/ui/TabNav';

/** The order's tabs: the child routes of /orders/:id in the route table (routes.ts), overview first. */
export const ORDER_TABS: readonly Tab[] = [{ path: '', label: 'Overview' }, { path: 'files', label: 'Files' }, ...SHARED_RECORD_TABS];

export const ORDER_BASE_ROUTE = 'orders-id';
