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
