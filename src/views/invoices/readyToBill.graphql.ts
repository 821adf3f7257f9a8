import { graphql } from '@/generated';

export const ReadyToBillLegsQuery = graphql(`
  query ReadyToBillLegs($search: String, $clientId: ID) {
    readyToBillLegs(search: $search, clientId: $clientId) {
      client {
        id
        displayName
      }
      poRequired
      invoiceFrequency
      amount
      legs {
        leg {
          id
          number
          vehicle {
            ...VehicleName
          }
        }
        order {
          id
          number
        }
        customer {
          id
          displayName
        }
        amount
        deliveredAt
        blockers
      }
    }
  }
`);

export const CreateInvoicesMutation = graphql(`
  mutation CreateInvoices($input: CreateInvoicesInput!) {
    createInvoices(input: $input) {
      id
      ...InvoiceRow
    }
  }
`);
