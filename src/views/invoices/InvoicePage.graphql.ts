import { getFragmentData, graphql } from '@/generated';
import type { InvoiceDetailFragment as Detail, InvoiceRowFragment as Row } from '@/generated/graphql';
import { InvoiceRowFragment as InvoiceRowDocument } from './invoices.graphql';

/**
 * What the invoice page shows and every mutation of it answers, so graphcache updates the page in place: the list's row
 * (its client, dates, status and totals) and what only the page shows.
 */
export const InvoiceDetailFragment = graphql(`
  fragment InvoiceDetail on Invoice {
    id
    version
    ...InvoiceRow
    terms
    subtotal
    tax
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

/** The invoice as the page reads it: its row's fields unmasked beside the page's own. */
export type InvoiceDetail = Omit<Row, ' $fragmentName'> & Omit<Detail, ' $fragmentName'>;

export const invoiceDetailOf = (detail: Detail): InvoiceDetail => ({ ...getFragmentData(InvoiceRowDocument, detail), ...detail });

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
