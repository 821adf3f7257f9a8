import { graphql } from '@/generated';

// The client's invoicing-info tab: its terms, the contacts one of which receives the invoices, and the write at the
// client's version.

export const ClientInvoicingFragment = graphql(`
  fragment ClientInvoicing_client on Client {
    id
    version
    invoicing {
      paymentTerms
      invoiceFrequency
      invoicePerCustomer
      poRequired
      billingContact {
        id
      }
      billingAddress {
        id
        address1
        address2
        city
        stateProvince
        postalCode
        country
      }
      invoiceEmails
      taxExempt
      taxExemptCertificate
      taxExemptUntil
    }
    contacts {
      id
      fullName
      email
      type
    }
  }
`);

export const ClientInvoicingQuery = graphql(`
  query ClientInvoicing($id: ID!) {
    client(id: $id) {
      ...ClientInvoicing_client
    }
  }
`);

export const UpdateClientInvoicingMutation = graphql(`
  mutation UpdateClientInvoicing($clientId: ID!, $version: Int!, $input: ClientInvoicingInput!) {
    updateClientInvoicing(clientId: $clientId, version: $version, input: $input) {
      ...ClientInvoicing_client
      ...ClientPage_client
    }
  }
`);
