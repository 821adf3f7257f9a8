import type { Tab } from '../kit/ui/TabNav';

/** Whose contacts or prices a tab shows: a client's or a customer's (the price tabs take the same). */
export type Party = { clientId: string } | { customerId: string };

/** The client's tabs: the child routes of /admin/clients/:id in the route table (routes.ts), its details first. */
export const CLIENT_TABS: readonly Tab[] = [
  { path: '', label: 'Details' },
  { path: 'contacts', label: 'Contacts' },
  { path: 'tariff-rates', label: 'Tariff rates' },
  { path: 'billing-items', label: 'Billing items' },
  { path: 'customer-list', label: 'Customers' },
  { path: 'invoicing-info', label: 'Invoicing' },
];

export const CLIENT_BASE_ROUTE = 'admin-clients-id';

/** The customer's tabs: the child routes of /admin/customers/:id. */
export const CUSTOMER_TABS: readonly Tab[] = [
  { path: '', label: 'Details' },
  { path: 'contacts', label: 'Contacts' },
  { path: 'tariff-rates', label: 'Tariff rates' },
  { path: 'billing-items', label: 'Billing items' },
];

export const CUSTOMER_BASE_ROUTE = 'admin-customers-id';
