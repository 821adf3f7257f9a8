import { graphql } from '@/generated';

/**
 * A portal leg as every portal page shows it (home, search, order, leg), and its live changes: the portal's one
 * set of documents that serves several pages; each page keeps its own query beside it (<Page>.graphql.ts).
 */
/** What a leg shows as it moves: the page query and the portalOrderLegChanged subscription select the same, so graphcache updates the page in place. */
export const PortalLegLiveFragment = graphql(`
  fragment PortalLegLive on PortalOrderLeg {
    id
    status
    holdReason
    confirmedPickupAt
    confirmedDeliveryAt
    pickedUpAt
    deliveredAt
    eta
    driverFirstName
    needsTagAndTitle
    tagAndTitleDone
    updatedAt
    activity {
      id
      event
      status
      createdAt
    }
    order {
      id
      state
      legStatuses
      updatedAt
    }
  }
`);

/** Where a portal leg runs, as its header, the leg tables and the orders list name its ends (staff's is LegRoute). */
export const PortalLegRouteFragment = graphql(`
  fragment PortalLegRoute on PortalOrderLeg {
    origin {
      id
      name
      city
      stateProvince
    }
    destination {
      id
      name
      city
      stateProvince
    }
  }
`);

/** A leg in a list or table: what it is, where it runs (PortalLegRoute), when. */
export const PortalLegSummaryFragment = graphql(`
  fragment PortalLegSummary on PortalOrderLeg {
    id
    number
    position
    status
    transportMethod
    eta
    requestedPickup {
      mode
      date
    }
    requestedDelivery {
      mode
      date
    }
    confirmedPickupAt
    confirmedDeliveryAt
    pickedUpAt
    deliveredAt
    vehicle {
      id
      vin
      year
      make
      model
    }
    ...PortalLegRoute
    order {
      id
      number
    }
  }
`);

export const PortalOrderLegChangedSubscription = graphql(`
  subscription PortalOrderLegChanged {
    portalOrderLegChanged {
      id
      ...PortalLegLive
    }
  }
`);
