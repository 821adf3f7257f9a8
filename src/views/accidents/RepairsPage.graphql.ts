import { graphql } from '@/generated';

export const RepairsPageQuery = graphql(`
  query RepairsPage($first: Int!, $page: Int!, $status: [RepairStatus!], $search: String) {
    repairs(first: $first, page: $page, status: $status, search: $search) {
      data {
        id
        ...RepairCard_repair
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
