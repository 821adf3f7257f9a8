import { graphql } from '@/generated';

/**
 * Everything /quotes/:id shows of a quote: header, priced lines, activity. The transition's answer and the
 * quoteChanged event select it too, so graphcache updates the whole page from either and nothing is asked again.
 */
export const QuoteDetailFragment = graphql(`
  fragment QuoteDetail on Quote {
    id
    number
    status
    version
    source
    updatedAt
    ...QuoteLines
    ...QuoteHeader_quote
    ...QuoteActivity_quote
  }
`);

export const QuotePageQuery = graphql(`
  query QuotePage($id: ID!) {
    quote(id: $id) {
      id
      ...QuoteDetail
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
