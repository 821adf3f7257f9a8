import { graphql } from '@/generated';

/** /quotes: the tenant's quotes, newest first, a page at a time. */
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
