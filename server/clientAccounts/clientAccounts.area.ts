import { defineArea } from '../areaKit';
import { clientAccountResolvers } from './clientAccounts.resolvers';

/** Client accounts (issue 29): /admin/clients and /admin/customers — contacts, tariff rates, own prices, invoicing, delete and restore. */
export const clientAccountsArea = defineArea({
  name: 'clientAccounts',
  resolvers: clientAccountResolvers,
  mappers: {
    TariffRate: './clientAccounts.rows#TariffRateRow',
    PartyBillingItem: './clientAccounts.rows#PartyBillingItemRow',
    ClientInvoicing: './clientAccounts.rows#ClientInvoicingRow',
  },
  auditKinds: ['Billing item prices', 'Clients', 'Contacts', 'Customers', 'Tariff rates', 'Users'],
});
