import type { Tab } from '../kit/ui/TabNav';

/** The facility's tabs: the child routes of /storage/facilities/:id (routes.ts), its settings first. */
export const FACILITY_TABS: readonly Tab[] = [
  { path: '', label: 'Capacity and rates' },
  { path: 'hours', label: 'Hours' },
  { path: 'notes', label: 'Notes' },
  { path: 'contacts', label: 'Contacts' },
];

export const FACILITY_BASE_ROUTE = 'storage-facilities-id';
