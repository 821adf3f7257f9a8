import { graphql } from '@/generated';

export const OrderInvoicesQuery = graphql(`
  query OrderInvoices($id: ID!) {
    order(id: $id) {
      id
      invoices {
        id
        ...InvoiceRow
      }
    }
  }
`);

export const LegInvoicesQuery = graphql(`
  query LegInvoices($id: ID!) {
    orderLeg(id: $id) {
      id
      invoices {
        id
        ...InvoiceRow
      }
    }
  }
`);
