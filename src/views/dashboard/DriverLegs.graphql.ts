import { graphql } from '@/generated';

/**
 * A driver's own legs still to move (row-level security leaves them nothing else). Lean, to stay within the server's
 * query cost limit (server/graphql/yoga.ts): the step comes from the status and the report flags, a stop's address
 * from DriverLegStopQuery.
 */
export const DashboardDriverLegsQuery = graphql(`
  query DashboardDriverLegs {
    orderLegs(first: 50, status: [PENDING_PICKUP, IN_TRANSIT, PORT_TRANSIT]) {
      data {
        id
        status
        confirmedPickupAt
        confirmedDeliveryAt
        requestedPickup {
          date
        }
        requestedDelivery {
          date
        }
        pickupReportSubmitted
        deliveryReportSubmitted
        ...DriverLegCard_leg
      }
    }
  }
`);

/** A stop of the driver's leg: where it is, whom to call, and enough to navigate there. */
export const DriverStopFragment = graphql(`
  fragment DriverStop_location on Location {
    ...PlaceAddress
    lat
    lng
    contactName
    contactPhone
  }
`);

/** What one leg's card shows; its stop's address and contact come with DriverLegStopQuery (the list stays cheap). */
export const DriverLegCardFragment = graphql(`
  fragment DriverLegCard_leg on OrderLeg {
    number
    pickedUpAt
    vehicle {
      id
      vin
      year
      make
      model
    }
    origin {
      id
      city
      stateProvince
    }
    destination {
      id
      city
      stateProvince
    }
  }
`);

/**
 * One leg's stops in full, asked when the driver opens them (the next leg's at once): with every leg's addresses the
 * list would pass the server's query cost limit (server/graphql/yoga.ts).
 */
export const DriverLegStopQuery = graphql(`
  query DriverLegStop($id: ID!) {
    orderLeg(id: $id) {
      id
      origin {
        ...DriverStop_location
      }
      destination {
        ...DriverStop_location
      }
      pickupContact {
        name
        phone
      }
      deliveryContact {
        name
        phone
      }
    }
  }
`);
