import { graphql } from '@/generated';

/** /portal/search?q=: the user's orders, moves and quotes that match, as the results show them. */
export const PortalSearchQuery = graphql(`
  query PortalSearch($query: String!, $first: Int) {
    portalSearch(query: $query, first: $first) {
      ...SearchResults_results
    }
  }
`);
