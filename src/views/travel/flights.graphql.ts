import { graphql } from '@/generated';

/** /dispatch/flights and /dispatch/flights/view: the list's rows, the page's flight, its writes (which select it back). */
export const FlightsRowFragment = graphql(`
  fragment FlightsPage_flight on DriverFlight {
    id
    purpose
    airline
    flightNumber
    fromAirport
    toAirport
    departsAt
    departureTimeZone
    arrivesAt
    arrivalTimeZone
    confirmationCode
    cost
    reimbursementStatus
    cancelledAt
    driver {
      id
      fullName
    }
    legs {
      id
      number
    }
  }
`);

export const FlightsPageQuery = graphql(`
  query FlightsPage($first: Int, $page: Int, $driverId: ID, $from: String, $to: String, $search: String, $includeCancelled: Boolean) {
    driverFlights(first: $first, page: $page, driverId: $driverId, from: $from, to: $to, search: $search, includeCancelled: $includeCancelled) {
      data {
        id
        ...FlightsPage_flight
      }
      totalCost
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const FlightDetailFragment = graphql(`
  fragment FlightPage_flight on DriverFlight {
    id
    purpose
    airline
    flightNumber
    fromAirport
    toAirport
    departsAt
    departureTimeZone
    arrivesAt
    arrivalTimeZone
    confirmationCode
    cost
    expenseKind
    reimbursementStatus
    notes
    cancelledAt
    cancelReason
    createdByName
    version
    updatedAt
    driver {
      id
      fullName
    }
    legs {
      id
      number
      status
      driverId
    }
    receipts {
      id
      ...MediaItem
    }
  }
`);

export const FlightPageQuery = graphql(`
  query FlightPage($id: ID!) {
    driverFlight(id: $id) {
      id
      ...FlightPage_flight
    }
  }
`);

export const FlightActivityQuery = graphql(`
  query FlightActivity($id: ID!) {
    driverFlight(id: $id) {
      id
      activity {
        id
        ...ActivityEntry
      }
    }
  }
`);

export const FlightCreateMutation = graphql(`
  mutation FlightPageCreate($input: DriverFlightInput!) {
    createDriverFlight(input: $input) {
      id
      ...FlightPage_flight
    }
  }
`);

export const FlightUpdateMutation = graphql(`
  mutation FlightPageUpdate($id: ID!, $version: Int!, $input: DriverFlightInput!) {
    updateDriverFlight(id: $id, version: $version, input: $input) {
      id
      ...FlightPage_flight
    }
  }
`);

export const FlightCancelMutation = graphql(`
  mutation FlightPageCancel($id: ID!, $version: Int!, $reason: String) {
    cancelDriverFlight(id: $id, version: $version, reason: $reason) {
      id
      ...FlightPage_flight
    }
  }
`);

export const FlightReceiptMutation = graphql(`
  mutation FlightPageReceipt($id: ID!, $file: File!) {
    uploadDriverFlightReceipt(flightId: $id, file: $file) {
      id
      ...MediaItem
    }
  }
`);
