import { graphql } from '@/generated';

/** One row of the invoices lists, of their CSV and of an order's or leg's invoices tab. */
export const InvoiceRowFragment = graphql(`
  fragment InvoiceRow on Invoice {
    id
    number
    kind
    status
    paymentStatus
    client {
      id
      displayName
    }
    customer {
      id
      displayName
    }
    issuedOn
    dueOn
    daysPastDue
    aging
    poNumber
    currency
    total
    paid
    balance
  }
`);

/** The aging of every invoice a list's filter matches, above the list. */
export const InvoiceAgingFragment = graphql(`
  fragment InvoiceAging on InvoiceAgingSummary {
    current
    days1to30
    days31to60
    days61to90
    days90plus
    total
    count
  }
`);

export const InvoicesQuery = graphql(`
  query Invoices(
    $first: Int!
    $page: Int!
    $search: String
    $status: [InvoiceStatus!]
    $paymentStatus: [InvoicePaymentStatus!]
    $aging: [AgingBucket!]
    $clientId: ID
    $orderBy: [InvoiceOrderBy!]
  ) {
    invoices(
      first: $first
      page: $page
      search: $search
      status: $status
      paymentStatus: $paymentStatus
      aging: $aging
      clientId: $clientId
      orderBy: $orderBy
    ) {
      data {
        id
        ...InvoiceRow
      }
      paginatorInfo {
        ...ListPaginator
      }
      summary {
        ...InvoiceAging
      }
    }
  }
`);
