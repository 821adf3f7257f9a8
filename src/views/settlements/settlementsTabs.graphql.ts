import { graphql } from '@/generated';

export const OrderSettlementsQuery = graphql(`
  query OrderSettlements($id: ID!) {
    order(id: $id) {
      id
      settlements {
        id
        ...SettlementRow
      }
    }
  }
`);

export const LegSettlementsQuery = graphql(`
  query LegSettlements($id: ID!) {
    orderLeg(id: $id) {
      id
      settlementLegs {
        id
        status
        amount
        settlement {
          id
          ...SettlementRow
        }
      }
    }
  }
`);

export const DriverSettlementsQuery = graphql(`
  query DriverSettlements($driverId: ID!, $page: Int!) {
    settlements(first: 25, page: $page, payeeKind: DRIVER, payeeId: $driverId) {
      data {
        id
        ...SettlementRow
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
