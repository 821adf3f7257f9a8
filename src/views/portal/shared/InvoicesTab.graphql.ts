import { graphql } from '@/generated';

/** What a portal user reads of an invoice on an order's or leg's tab: no settlement, pay or margin (PortalInvoice has none). */
export const PortalInvoiceRowFragment = graphql(`
  fragment PortalInvoiceRow on PortalInvoice {
    id
    number
    kind
    status
    paymentStatus
    dueOn
    currency
    total
    balance
    pdf {
      id
      url
      fileName
    }
  }
`);

export const PortalOrderInvoicesQuery = graphql(`
  query PortalOrderInvoices($id: ID!) {
    portalOrder(id: $id) {
      id
      invoices {
        id
        ...PortalInvoiceRow
      }
    }
  }
`);

export const PortalLegInvoicesQuery = graphql(`
  query PortalLegInvoices($id: ID!) {
    portalOrderLeg(id: $id) {
      id
      invoices {
        id
        ...PortalInvoiceRow
      }
    }
  }
`);
