import { graphql } from '@/generated';

/** A driver's own legs still to move (row-level security leaves them nothing else). */
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
        deliveryReportSubmitted
        eventOptions {
          ...RecordEventOption
        }
        ...DriverLegCard_leg
      }
    }
  }
`);

/** A stop of the driver's leg: where it is, whom to call, and enough to navigate there. */
export const DriverStopFragment = graphql(`
  fragment DriverStop_location on Location {
    id
    name
    address1
    address2
    city
    stateProvince
    postalCode
    lat
    lng
    contactName
    contactPhone
  }
`);

/** What one leg's card shows. */
export const DriverLegCardFragment = graphql(`
  fragment DriverLegCard_leg on OrderLeg {
    id
    number
    status
    pickedUpAt
    vehicle {
      id
      vin
      year
      make
      model
    }
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
`);
