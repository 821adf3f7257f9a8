import { LEG_FILE_TABS } from '../kit/record/legFileTabs';
import { SHARED_RECORD_TABS } from '../recordTabs';
import type { Tab } from '../kit/ui/TabNav';

/** The leg's tabs: the child routes of /order-legs/:id in the route table (routes.ts), overview first. */
export const LEG_TABS: readonly Tab[] = [{ path: '', label: 'Overview' }, ...LEG_FILE_TABS, ...SHARED_RECORD_TABS];

export const LEG_BASE_ROUTE = 'order-legs-id';
