import { graphql } from '@/generated';

/** The portal's order and quote wizards (/portal/orders/create, /portal/quotes/create): saved places, price, create. */

export const PortalWizardLocationsQuery = graphql(`
  query PortalWizardLocations($search: String) {
    portalLocations(search: $search, first: 50) {
      id
      name
      type
      address1
      city
      stateProvince
      postalCode
    }
  }
`);

export const PortalPriceQuoteQuery = graphql(`
  query PortalPriceQuote($input: QuoteInput!) {
    portalPriceQuote(input: $input) {
      lineItems {
        ...PricedLine
      }
      subtotal
      tax
      total
      currency
      warnings
    }
  }
`);

export const PortalCreateOrderMutation = graphql(`
  mutation PortalCreateOrder($input: QuoteInput!, $idempotencyKey: String!) {
    portalCreateOrder(input: $input, idempotencyKey: $idempotencyKey) {
      id
      number
      state
    }
  }
`);

export const PortalCreateQuoteMutation = graphql(`
  mutation PortalCreateQuote($input: QuoteInput!, $idempotencyKey: String!) {
    portalCreateQuote(input: $input, idempotencyKey: $idempotencyKey) {
      id
      number
      status
      total
      currency
    }
  }
`);
