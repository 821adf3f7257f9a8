import { graphql } from '@/generated';

/** The vehicle's chain of custody: every standing condition report across orders, oldest first. */
export const VehicleCustodyQuery = graphql(`
  query VehicleCustody($vehicleId: ID!) {
    vehicleCustody(vehicleId: $vehicleId) {
      id
      number
      direction
      status
      submittedAt
      submittedByName
      newDamageCount
      vinMatches
      orderLeg {
        id
        number
      }
      damages {
        id
        description
        newSinceLastCustody
      }
      billOfLading {
        id
        url
      }
    }
  }
`);
