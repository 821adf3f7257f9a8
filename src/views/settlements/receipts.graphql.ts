import { graphql } from '@/generated';

/** One driver's receipt as accounting reviews it. */
export const ReviewReceiptFragment = graphql(`
  fragment ReviewReceipt on DriverReceipt {
    id
    status
    version
    amount
    spentOn
    expenseType
    note
    rejectReason
    settlementId
    createdAt
    driver {
      id
      fullName
    }
    expenseItem {
      id
      name
    }
    leg {
      id
      number
    }
    media {
      id
      url
      fileName
    }
    fuelVolume
    fuelJurisdiction
    fuelTaxPaid
    unit {
      id
      unitNumber
    }
  }
`);

export const DriverReceiptsQuery = graphql(`
  query DriverReceipts($status: [DriverReceiptStatus!]) {
    driverReceipts(status: $status, first: 50) {
      id
      ...ReviewReceipt
    }
  }
`);

export const ReviewReceiptMutation = graphql(`
  mutation ReviewDriverReceipt($id: ID!, $decision: DriverReceiptDecision!, $reason: String, $version: Int!) {
    reviewDriverReceipt(id: $id, decision: $decision, reason: $reason, version: $version) {
      id
      ...ReviewReceipt
    }
  }
`);

export const SetReceiptFuelMutation = graphql(`
  mutation SetDriverReceiptFuel($id: ID!, $fuel: DriverReceiptFuelInput, $version: Int!) {
    setDriverReceiptFuel(id: $id, fuel: $fuel, version: $version) {
      id
      ...ReviewReceipt
    }
  }
`);

/** The tenant's units a fuel receipt may name (the first 100 by number, as the leg's unit picker lists them). */
export const ReceiptFuelUnitsQuery = graphql(`
  query ReceiptFuelUnits {
    units(first: 100, orderBy: [{ column: UNIT_NUMBER, order: ASC }]) {
      data {
        id
        unitNumber
        plate
      }
    }
  }
`);
