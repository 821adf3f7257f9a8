import { graphql } from '@/generated';

/** /dispatch/rentals and /dispatch/rentals/view: the list's rows, the page's rental, its writes (which select it back). */
export const RentalsRowFragment = graphql(`
  fragment RentalsPage_rental on DriverRental {
    id
    purpose
    company
    pickupPlace
    pickupAt
    returnPlace
    returnAt
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

export const RentalsPageQuery = graphql(`
  query RentalsPage($first: Int, $page: Int, $driverId: ID, $from: String, $to: String, $search: String, $includeCancelled: Boolean) {
    driverRentals(first: $first, page: $page, driverId: $driverId, from: $from, to: $to, search: $search, includeCancelled: $includeCancelled) {
      data {
        id
        ...RentalsPage_rental
      }
      totalCost
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const RentalDetailFragment = graphql(`
  fragment RentalPage_rental on DriverRental {
    id
    purpose
    company
    pickupPlace
    pickupAt
    pickupTimeZone
    returnPlace
    returnAt
    returnTimeZone
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

export const RentalPageQuery = graphql(`
  query RentalPage($id: ID!) {
    driverRental(id: $id) {
      id
      ...RentalPage_rental
    }
  }
`);

export const RentalActivityQuery = graphql(`
  query RentalActivity($id: ID!) {
    driverRental(id: $id) {
      id
      activity {
        id
        ...ActivityEntry
      }
    }
  }
`);

export const RentalCreateMutation = graphql(`
  mutation RentalPageCreate($input: DriverRentalInput!) {
    createDriverRental(input: $input) {
      id
      ...RentalPage_rental
    }
  }
`);

export const RentalUpdateMutation = graphql(`
  mutation RentalPageUpdate($id: ID!, $version: Int!, $input: DriverRentalInput!) {
    updateDriverRental(id: $id, version: $version, input: $input) {
      id
      ...RentalPage_rental
    }
  }
`);

export const RentalCancelMutation = graphql(`
  mutation RentalPageCancel($id: ID!, $version: Int!, $reason: String) {
    cancelDriverRental(id: $id, version: $version, reason: $reason) {
      id
      ...RentalPage_rental
    }
  }
`);

export const RentalReceiptMutation = graphql(`
  mutation RentalPageReceipt($id: ID!, $file: File!) {
    uploadDriverRentalReceipt(rentalId: $id, file: $file) {
      id
      ...MediaItem
    }
  }
`);
