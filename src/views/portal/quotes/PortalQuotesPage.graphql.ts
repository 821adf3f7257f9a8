import { graphql } from '@/generated';

/** /portal/quotes: a page of the user's quotes, each as the table and the CSV export show it. */
export const PortalQuotesQuery = graphql(`
  query PortalQuotes($first: Int, $page: Int, $status: [QuoteStatus!], $search: String) {
    portalQuotes(first: $first, page: $page, status: $status, search: $search) {
      data {
        id
        ...PortalQuoteRow
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
