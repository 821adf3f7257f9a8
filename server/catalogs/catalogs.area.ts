import { defineArea } from '../areaKit';
import { catalogResolvers } from './catalogs.resolvers';

/** The admin catalogs (issue 29): billing items, expense items, document types. */
export const catalogsArea = defineArea({
  name: 'catalogs',
  resolvers: catalogResolvers,
  mappers: {
    BillingItem: './catalogs.rows#BillingItemRow',
    ExpenseItem: './catalogs.rows#ExpenseItemRow',
    DocumentType: './catalogs.rows#DocumentTypeRow',
  },
  auditKinds: ['Billing items', 'Expense items', 'Document types'],
});
