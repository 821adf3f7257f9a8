import { graphql } from '@/generated';

/** /quotes, /quotes/create and /quotes/:id. */

export const QuotesListQuery = graphql(`
  query QuotesList($first: Int, $page: Int, $status: [QuoteStatus!], $search: String) {
    quotes(first: $first, page: $page, status: $status, search: $search, orderBy: [{ column: CREATED_AT, order: DESC }]) {
      data {
        id
        number
        status
        total
        currency
        validUntil
        createdAt
        client {
          id
          displayName
        }
        customer {
          id
          displayName
        }
      }
      paginatorInfo {
        total
        currentPage
        lastPage
        firstItem
        lastItem
        hasMorePages
      }
    }
  }
`);

export const QuoteDetailFragment = graphql(`
  fragment QuoteDetail on Quote {
    id
    number
    status
    revision
    validUntil
    version
    currency
    subtotal
    tax
    total
    declineReason
    availableEvents
    source
    createdAt
    updatedAt
    createdByName
    client {
      id
      displayName
      code
    }
    customer {
      id
      displayName
    }
    order {
      id
      number
    }
    lineItems {
      ...PricedLine
    }
  }
`);

export const QuotePageQuery = graphql(`
  query QuotePage($id: ID!) {
    quote(id: $id) {
      ...QuoteDetail
      activity {
        id
        action
        event
        userName
        createdAt
        after
      }
    }
  }
`);

export const CreateQuoteMutation = graphql(`
  mutation CreateQuote($input: QuoteInput!, $idempotencyKey: String) {
    createQuote(input: $input, idempotencyKey: $idempotencyKey) {
      id
      number
      status
    }
  }
`);

export const TransitionQuoteMutation = graphql(`
  mutation TransitionQuote($id: ID!, $event: QuoteEvent!, $input: QuoteTransitionInput, $version: Int!) {
    transitionQuote(id: $id, event: $event, input: $input, version: $version) {
      ...QuoteDetail
    }
  }
`);

export const ConvertQuoteToOrderMutation = graphql(`
  mutation ConvertQuoteToOrder($id: ID!, $version: Int!) {
    convertQuoteToOrder(id: $id, version: $version) {
      id
      number
      quote {
        id
        status
        version
        availableEvents
        order {
          id
          number
        }
      }
    }
  }
`);

/** A quote page open in another browser sees status, prices and actions change without reloading. */
export const QuoteChangedSubscription = graphql(`
  subscription QuoteChanged {
    quoteChanged {
      ...QuoteDetail
    }
  }
`);
