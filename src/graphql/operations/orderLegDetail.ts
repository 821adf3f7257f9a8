import { graphql } from '@/generated';

/** Where a leg runs, as the leg tables of an order and of a vehicle show it. */
export const LegRouteFragment = graphql(`
  fragment LegRoute on OrderLeg {
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

/** /order-legs/:id and its tabs: the leg, its order, and its activity (history and replay). */
export const OrderLegDetailQuery = graphql(`
  query OrderLegDetail($id: ID!) {
    orderLeg(id: $id) {
      id
      number
      position
      sequence
      transportMethod
      status
      heldFrom
      holdReason
      statusReason
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
      driverId
      truckingCompanyId
      distance
      clientPaid
      driverPaid
      pickupReportSubmitted
      deliveryReportSubmitted
      needsTagAndTitle
      tagAndTitleDone
      acknowledgedAt
      pickedUpAt
      deliveredAt
      notes
      availableEvents
      version
      createdAt
      updatedAt
      order {
        id
        number
        state
        client {
          id
          displayName
        }
        customer {
          id
          displayName
        }
      }
      vehicle {
        id
        vin
        year
        make
        model
        vehicleClass
        colour
        plate
        plateState
      }
      origin {
        id
        name
        address1
        city
        stateProvince
        postalCode
      }
      destination {
        id
        name
        address1
        city
        stateProvince
        postalCode
      }
      activity {
        id
        ...ActivityEntry
      }
    }
  }
`);

export const TransitionOrderLegMutation = graphql(`
  mutation TransitionOrderLeg($id: ID!, $event: OrderLegEvent!, $input: LegTransitionInput, $version: Int!) {
    transitionOrderLeg(id: $id, event: $event, input: $input, version: $version) {
      id
      status
      heldFrom
      holdReason
      statusReason
      confirmedPickupAt
      confirmedDeliveryAt
      driverId
      truckingCompanyId
      tagAndTitleDone
      driverPaid
      acknowledgedAt
      pickedUpAt
      deliveredAt
      availableEvents
      version
      updatedAt
      order {
        id
        ...OrderState
      }
    }
  }
`);

/**
 * Any leg of the tenant as it changes. It selects what the detail pages show of a leg's state, so graphcache
 * updates OrderLeg:id in place and a second browser sees the change without reloading.
 */
export const LiveOrderLegChangedSubscription = graphql(`
  subscription LiveOrderLegChanged {
    orderLegChanged {
      id
      status
      version
      availableEvents
      holdReason
      heldFrom
      statusReason
      updatedAt
      transportMethod
      confirmedPickupAt
      confirmedDeliveryAt
      driverId
      truckingCompanyId
      clientPaid
      driverPaid
      pickupReportSubmitted
      deliveryReportSubmitted
      needsTagAndTitle
      tagAndTitleDone
      acknowledgedAt
      pickedUpAt
      deliveredAt
    }
  }
`);
