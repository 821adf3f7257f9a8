import { graphql } from '@/generated';

/** A leg as every dispatch page shows it: the board's rows, the side panel, the legs table. */
export const DispatchLegFragment = graphql(`
  fragment DispatchLeg_leg on OrderLeg {
    id
    number
    status
    version
    transportMethod
    order {
      id
      number
    }
    vehicle {
      ...VehicleName
    }
    driver {
      id
      fullName
    }
    truckingCompany {
      id
      displayName
    }
  }
`);

/** One page of the board (and of /dispatch/order-legs): the server's order, by pickup day. */
export const DispatchBoardQuery = graphql(`
  query DispatchBoard($first: Int!, $page: Int!, $filter: DispatchBoardFilter) {
    dispatchBoard(first: $first, page: $page, filter: $filter) {
      data {
        leg {
          id
          ...DispatchLeg_leg
        }
        pickupDay
        region
        pickup {
          label
        }
        delivery {
          label
        }
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

/** Every leg the same filter finds, for the map, and the regions the filter offers. */
export const DispatchBoardMapQuery = graphql(`
  query DispatchBoardMap($filter: DispatchBoardFilter) {
    dispatchMap(filter: $filter) {
      legs {
        id
        number
        status
        pickup {
          lat
          lng
          label
        }
        delivery {
          lat
          lng
          label
        }
      }
      total
      regions
    }
  }
`);

/** The side panel: the leg and its ranked drivers, the blocked ones apart. */
export const DispatchLegPanelQuery = graphql(`
  query DispatchLegPanel($legId: ID!) {
    orderLeg(id: $legId) {
      id
      availableEvents
      confirmedPickupAt
      ...LegRoute
      ...DispatchLeg_leg
    }
    driverSuggestions(legId: $legId, first: 10) {
      considered
      candidates {
        driver {
          id
          fullName
        }
        cost
        deadheadMiles
        from
        reasons
        warnings
      }
      blocked {
        driver {
          id
          fullName
        }
        reasons
      }
    }
  }
`);

export const DispatchPlanQuery = graphql(`
  query DispatchPlan($legIds: [ID!]!) {
    planDispatchDay(legIds: $legIds) {
      pairs {
        leg {
          id
          number
          version
          ...PlanLeg_leg
        }
        driver {
          id
          fullName
        }
        order
        afterLeg {
          id
          number
        }
        from
        deadheadMiles
        reasons
        warnings
      }
      unassigned {
        leg {
          id
          number
          ...PlanLeg_leg
        }
        reasons
      }
      totalDeadheadMiles
      driversConsidered
    }
  }
`);

export const DispatchApplyPlanMutation = graphql(`
  mutation DispatchApplyPlan($assignments: [PlannedAssignmentInput!]!) {
    applyDispatchPlan(assignments: $assignments) {
      id
      ...DispatchLeg_leg
    }
  }
`);

export const DispatchAssignLegsMutation = graphql(`
  mutation DispatchAssignLegs($input: AssignLegsInput!) {
    assignLegs(input: $input) {
      id
      ...DispatchLeg_leg
    }
  }
`);

export const DispatchDriversQuery = graphql(`
  query DispatchDrivers($first: Int!, $page: Int!, $search: String) {
    dispatchDrivers(first: $first, page: $page, search: $search) {
      data {
        driver {
          id
          fullName
          status
        }
        currentLeg {
          id
          number
          status
        }
        nextLeg {
          id
          number
          status
        }
        lastPosition {
          point {
            label
            lat
            lng
          }
          at
          source
        }
        legsToday
        legsThisWeek
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

/** The regions with open legs, for the filters of a page without the map. */
export const DispatchRegionsQuery = graphql(`
  query DispatchRegions {
    dispatchMap(limit: 1) {
      total
      regions
    }
  }
`);
