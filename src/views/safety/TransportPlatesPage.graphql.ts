import { graphql } from '@/generated';

export const PlateAssignmentFragment = graphql(`
  fragment TransportPlates_assignment on TransportPlateAssignment {
    id
    vin
    outAt
    inAt
    leg {
      id
      number
    }
    driver {
      id
      fullName
    }
  }
`);

export const PlateRowFragment = graphql(`
  fragment TransportPlates_plate on TransportPlate {
    id
    number
    state
    type
    expiresOn
    status
    missingSince
    missingReason
    missingReportedByName
    reportDueOn
    version
    moves
    current {
      ...TransportPlates_assignment
    }
    assignments {
      ...TransportPlates_assignment
    }
  }
`);

export const TransportPlatesQuery = graphql(`
  query TransportPlatesPage($status: [TransportPlateStatus!], $first: Int!, $page: Int!) {
    transportPlates(status: $status, first: $first, page: $page) {
      data {
        ...TransportPlates_plate
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const TransportPlatesLegChoicesQuery = graphql(`
  query TransportPlatesLegChoices {
    transportPlateLegChoices {
      id
      number
      driver {
        id
        fullName
      }
      vehicle {
        id
        vin
      }
    }
  }
`);

export const TransportPlatesCreateMutation = graphql(`
  mutation TransportPlatesCreate($input: TransportPlateInput!) {
    createTransportPlate(input: $input) {
      ...TransportPlates_plate
    }
  }
`);

export const TransportPlatesAssignMutation = graphql(`
  mutation TransportPlatesAssign($id: ID!, $version: Int!, $input: AssignTransportPlateInput!) {
    assignTransportPlate(id: $id, version: $version, input: $input) {
      ...TransportPlates_plate
    }
  }
`);

export const TransportPlatesCheckInMutation = graphql(`
  mutation TransportPlatesCheckIn($id: ID!, $version: Int!, $inAt: String!) {
    checkInTransportPlate(id: $id, version: $version, inAt: $inAt) {
      ...TransportPlates_plate
    }
  }
`);

export const TransportPlatesMissingMutation = graphql(`
  mutation TransportPlatesMissing($id: ID!, $version: Int!, $reason: String!) {
    markTransportPlateMissing(id: $id, version: $version, reason: $reason) {
      ...TransportPlates_plate
    }
  }
`);

export const TransportPlatesDestroyMutation = graphql(`
  mutation TransportPlatesDestroy($id: ID!, $version: Int!) {
    destroyTransportPlate(id: $id, version: $version) {
      ...TransportPlates_plate
    }
  }
`);
