import { graphql } from '@/generated';

export const UnsettledLegsQuery = graphql(`
  query UnsettledLegs {
    unsettledLegs {
      payeeKind
      payeeName
      driver {
        id
      }
      truckingCompany {
        id
      }
      legs {
        deliveredAt
        leg {
          id
          number
          vehicle {
            ...VehicleName
          }
        }
        order {
          id
          number
        }
      }
    }
  }
`);
