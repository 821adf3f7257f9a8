import type { DriverPage_DriverFragment as Driver } from '@/generated/graphql';
import type { Tab } from '../kit/ui/TabNav';

/** The driver's tabs: the child routes of /admin/drivers/:id in the route table (routes.ts), overview first. */
export const DRIVER_TABS: readonly Tab[] = [
  { path: '', label: 'Overview' },
  { path: 'safety', label: 'Safety' },
  { path: 'license-info', label: 'Licence' },
  { path: 'contact-info', label: 'Contacts' },
  { path: 'all-legs', label: 'All legs' },
  { path: 'leg-priority', label: 'Leg priority' },
  { path: 'dsc-visibility', label: 'DSC visibility' },
  { path: 'settled-runs', label: 'Settled runs' },
  { path: 'transport-plates', label: 'Transport plates' },
];

export const DRIVER_BASE_ROUTE = 'admin-drivers-id';

/** What every tab of the driver gets: the driver as loaded, and how to reload it (after a CONFLICT). */
export type DriverTabProps = { driver: Driver; refetch: () => void };
