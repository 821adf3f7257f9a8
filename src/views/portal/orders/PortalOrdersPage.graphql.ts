import { graphql } from '@/generated';

export const PortalOrderRowFragment = graphql(`
  fragment PortalOrderRow on PortalOrder {
    id
    number
    state
    referenceNumbers
    legStatuses
    legCount
    createdAt
    client {
      id
      displayName
    }
    customer {
      id
      displayName
    }
    vehicles {
      id
      vin
      year
      make
      model
    }
    legs {
      id
      position
      status
      eta
      requestedDelivery {
        mode
        date
      }
      ...PortalLegRoute
    }
  }
`);

export const PortalOrdersQuery = graphql(`
  query PortalOrders(
    $first: Int
    $page: Int
    $status: [OrderListStatus!]
    $clientId: ID
    $customerId: ID
    $from: String
    $to: String
    $search: String
  ) {
    portalOrders(
      first: $first
      page: $page
      status: $status
      clientId: $clientId
      customerId: $customerId
      from: $from
      to: $to
      search: $search
    ) {
      data {
        ...PortalOrderRow
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
