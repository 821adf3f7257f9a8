import { graphql } from '@/generated';

/**
 * Everything /portal/quotes/:id shows of a quote. The query, the answer's mutation and portalQuoteChanged select it,
 * so graphcache updates the page from whichever arrives.
 */
export const PortalQuoteDetailFragment = graphql(`
  fragment PortalQuoteDetail on PortalQuote {
    id
    number
    status
    validUntil
    currency
    total
    request
    declineReason
    ...QuoteAnswer_quote
    createdAt
    updatedAt
    client {
      id
      displayName
    }
    customer {
      id
      displayName
    }
    ...PortalQuoteLines
    order {
      id
      number
    }
  }
`);

export const PortalQuoteQuery = graphql(`
  query PortalQuote($id: ID!) {
    portalQuote(id: $id) {
      ...PortalQuoteDetail
    }
  }
`);

/** The quote page's fields, pushed as staff confirm, revise or expire it: graphcache writes them into PortalQuote:id. */
export const PortalQuoteChangedSubscription = graphql(`
  subscription PortalQuoteChanged {
    portalQuoteChanged {
      ...PortalQuoteDetail
    }
  }
`);
