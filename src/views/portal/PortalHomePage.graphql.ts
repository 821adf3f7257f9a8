import { graphql } from '@/generated';

export const PortalHomeQuery = graphql(`
  query PortalHome {
    portalHome {
      openOrders
      openLegsByStatus {
        status
        count
      }
      quotesAwaitingAnswer {
        id
        number
        status
        total
        currency
        validUntil
      }
      upcoming {
        ...PortalLegSummary
      }
      recentDeliveries {
        ...PortalLegSummary
      }
    }
  }
`);
