import { graphql } from '@/generated';

/** The search client's settings, the indices this user may search, and the user's secured key (renewed by it). */
export const SearchConfigQuery = graphql(`
  query SearchConfig {
    searchConfig {
      appId
      hosts {
        url
        protocol
      }
      indices
    }
    me {
      id
      searchKey
    }
  }
`);
