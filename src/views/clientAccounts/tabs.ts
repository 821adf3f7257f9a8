import { lazyView } from '../kit/router/lazyView';

// The client's and customer's tabs beyond their details load when opened (kit/record/recordTabs.tsx).
export const ClientContactsTab = lazyView(() => import('./ContactsTab').then((m) => m.ClientContactsTab));
export const CustomerContactsTab = lazyView(() => import('./ContactsTab').then((m) => m.CustomerContactsTab));
export const CustomerListTab = lazyView(() => import('./CustomerListTab').then((m) => m.CustomerListTab));
export const InvoicingTab = lazyView(() => import('./InvoicingTab').then((m) => m.InvoicingTab));
export const TariffRatesTab = lazyView(() => import('./prices/TariffRatesTab').then((m) => m.TariffRatesTab));
export const PartyBillingItemsTab = lazyView(() => import('./prices/PartyBillingItemsTab').then((m) => m.PartyBillingItemsTab));
