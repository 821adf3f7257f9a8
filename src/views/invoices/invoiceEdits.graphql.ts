import { graphql } from '@/generated';

/** The invoice page's edits beside its machine: credit applied, and a draft's lines added or taken off by hand. */
export const ApplyClientCreditMutation = graphql(`
  mutation InvoiceApplyCredit($input: ApplyClientCreditInput!) {
    applyClientCredit(input: $input) {
      id
      ...InvoiceDetail
    }
  }
`);

export const AddInvoiceLineMutation = graphql(`
  mutation InvoiceAddLine($invoiceId: ID!, $version: Int!, $input: AddInvoiceLineInput!) {
    addInvoiceLine(invoiceId: $invoiceId, version: $version, input: $input) {
      id
      ...InvoiceDetail
    }
  }
`);

export const RemoveInvoiceLineMutation = graphql(`
  mutation InvoiceRemoveLine($invoiceId: ID!, $lineId: ID!, $version: Int!) {
    removeInvoiceLine(invoiceId: $invoiceId, lineId: $lineId, version: $version) {
      id
      ...InvoiceDetail
    }
  }
`);

export const InvoiceBillingItemsQuery = graphql(`
  query InvoiceBillingItems {
    invoiceBillingItems {
      id
      code
      name
      type
      amount
    }
  }
`);
