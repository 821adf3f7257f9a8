import type { Tab } from '../ui/TabNav';

/** A leg's file tabs (staff's and the portal's alike), after its overview; a module of its own, so the portal's leg tabs
 * do not reach the staff's lazy tab bodies. */
export const LEG_FILE_TABS: readonly Tab[] = [
  { path: 'files/photos', label: 'Photos', group: 'Files' },
  { path: 'files/receipts', label: 'Receipts', group: 'Files' },
  { path: 'files/documents', label: 'Documents', group: 'Files' },
  { path: 'files/condition-reports', label: 'Condition reports', group: 'Files' },
];
