import { graphql } from '@/generated';

/**
 * /portal/orders/:id and its tabs: the header's and the overview's fragments, spread here (not in a page fragment:
 * the server's depth and cost limits count every spread), the legs the tag-and-title tab lists, and what the
 * raw-data tab adds. Leg changes arrive as PortalLegLive (useLiveLegs) and update the legs and statuses in place.
 */
export const PortalOrderQuery = graphql(`
  query PortalOrder($id: ID!) {
    portalOrder(id: $id) {
      id
      number
      state
      source
      paymentStatus
      legCount
      updatedAt
      legs {
        id
        ...PortalLegSummary
        ...PortalLegLive
      }
      ...PortalOrderHeader_order
      ...PortalOrderOverview_order
    }
  }
`);
