import { graphql } from '@/generated';

/** What a listed leg shows and what its actions need (the hold and confirm dialogs' defaults, the events open now). */
export const HelpDeskLegFragment = graphql(`
  fragment HelpDeskLegRow_leg on OrderLeg {
    id
    number
    version
    status
    availableEvents
    transportMethod
    driverId
    truckingCompanyId
    ...LegEnds
    order {
      id
      number
    }
    vehicle {
      ...VehicleName
    }
    origin {
      id
      name
      city
      contactName
      contactPhone
    }
    destination {
      id
      name
      city
      contactName
      contactPhone
    }
  }
`);

export const HelpDeskLegsQuery = graphql(`
  query HelpDeskLegsPage($first: Int, $page: Int, $reasons: [HelpDeskReason!], $search: String) {
    helpDeskLegs(first: $first, page: $page, reasons: $reasons, search: $search) {
      data {
        reasons
        since
        detail
        causes {
          reason
          at
          detail
        }
        leg {
          id
          ...HelpDeskLegRow_leg
        }
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
