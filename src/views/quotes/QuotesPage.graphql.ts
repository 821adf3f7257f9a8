import { graphql } from '@/generated';

/** /quotes: the tenant's quotes, newest first unless sorted otherwise, a page at a time. */
export const QuotesListQuery = graphql(`
  query QuotesList(
    $first: Int
    $page: Int
    $status: [QuoteStatus!]
    $search: String
    $orderBy: [QuoteOrderBy!]
    $where: QuoteWhere
    $accountManager: AccountManagerScope
  ) {
    quotes(first: $first, page: $page, status: $status, search: $search, orderBy: $orderBy, where: $where, accountManager: $accountManager) {
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
        ...ListPaginator
      }
    }
  }
`);
