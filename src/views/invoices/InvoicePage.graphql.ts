import { graphql } from '@/generated';

/** What the invoice page shows and every mutation of it answers, so graphcache updates the page in place. */
export const InvoiceDetailFragment = graphql(`
  fragment InvoiceDetail on Invoice {
    id
    number
    kind
    status
    paymentStatus
    version
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
    terms
    poNumber
    currency
    subtotal
    tax
    total
    paid
    balance
    daysPastDue
    aging
    cancelReason
    pdf {
      id
      url
      fileName
    }
    createdByName
    createdAt
    replaces {
      id
      number
      kind
    }
    replacedBy {
      id
      number
    }
    creditNotes {
      id
      number
      status
      total
    }
    ...InvoiceLines_invoice
    ...InvoiceActions_invoice
    payments {
      id
      amount
      createdAt
      payment {
        id
        receivedOn
        method
        reference
        amount
        createdByName
      }
    }
    activity {
      id
      ...ActivityEntry
    }
  }
`);

export const InvoicePageQuery = graphql(`
  query InvoicePage($id: ID!) {
    invoice(id: $id) {
      id
      ...InvoiceDetail
    }
  }
`);

export const TransitionInvoiceMutation = graphql(`
  mutation InvoiceTransition($id: ID!, $event: InvoiceEvent!, $version: Int!) {
    transitionInvoice(id: $id, event: $event, version: $version) {
      id
      ...InvoiceDetail
    }
  }
`);

export const CreditInvoiceMutation = graphql(`
  mutation InvoiceCredit($id: ID!, $reason: String!, $version: Int!) {
    creditInvoice(id: $id, reason: $reason, version: $version) {
      id
      number
      ...InvoiceDetail
    }
  }
`);

export const PostPaymentMutation = graphql(`
  mutation InvoicePostPayment($input: PostPaymentInput!) {
    postPayment(input: $input) {
      id
      amount
      unapplied
      applications {
        id
        amount
        invoice {
          id
          ...InvoiceDetail
        }
      }
    }
  }
`);
