import { graphql } from '@/generated';

/**
 * /portal/order-legs/:id and its tabs: the header's and the overview's fragments, spread here (a page fragment
 * around them would cost a spread more under the server's depth and cost limits), and what the raw-data tab adds.
 * portalOrderLegChanged (PortalLegLive) carries the fields that move, and graphcache updates the page from it.
 */
export const PortalOrderLegQuery = graphql(`
  query PortalOrderLeg($id: ID!) {
    portalOrderLeg(id: $id) {
      id
      number
      position
      sequence
      updatedAt
      order {
        id
        number
        referenceNumbers
        client {
          id
          displayName
        }
        customer {
          id
          displayName
        }
        quote {
          id
          number
        }
      }
      ...PortalLegHeader_leg
      ...PortalLegOverview_leg
    }
  }
`);
