import { graphql } from '@/generated';

/** A driver's own legs still to move (row-level security leaves them nothing else). */
export const DashboardDriverLegsQuery = graphql(`
  query DashboardDriverLegs {
    orderLegs(first: 50, status: [PENDING_PICKUP, IN_TRANSIT, PORT_TRANSIT]) {
      data {
        id
        number
        status
        confirmedPickupAt
        confirmedDeliveryAt
        deliveryReportSubmitted
        eventOptions {
          ...RecordEventOption
        }
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
    }
  }
`);
