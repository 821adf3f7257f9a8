import { graphql } from '@/generated';

/** The signed-in driver's own settlements (not drafts), newest first, with each one's statement PDF. */
export const MySettlementsQuery = graphql(`
  query MySettlements($page: Int!) {
    mySettlements(first: 10, page: $page) {
      data {
        id
        number
        status
        periodFrom
        periodTo
        net
        paid
        balance
        ...SettlementStatement
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
