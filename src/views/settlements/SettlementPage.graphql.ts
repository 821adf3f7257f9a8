import { getFragmentData, graphql } from '@/generated';
import type { SettlementDetailFragment as Detail, SettlementRowFragment as Row } from '@/generated/graphql';
import { SettlementRowFragment as SettlementRowDocument } from './settlements.graphql';

/**
 * What the settlement page shows and every mutation of it answers, so graphcache updates the page in place: the list's
 * row (its payee, period and totals) and what only the page shows.
 */
export const SettlementDetailFragment = graphql(`
  fragment SettlementDetail on Settlement {
    id
    version
    ...SettlementRow
    earningsYearToDate
    escrowBalance
    ...SettlementStatement
    eventOptions {
      ...RecordEventOption
    }
    legs {
      id
      vin
      miles
      payKind
      rate
      ratedBill
      amount
      status
      heldFrom
      leg {
        id
        number
      }
      order {
        id
        number
      }
    }
    reimbursements {
      id
      expenseType
      description
      amount
      receipt {
        id
        spentOn
        media {
          id
          url
          fileName
        }
      }
    }
    deductions {
      id
      deductionKind
      description
      amount
    }
    payments {
      id
      type
      amount
      paidOn
      reference
      createdAt
    }
    activity {
      id
      ...ActivityEntry
    }
  }
`);

export const SettlementPageQuery = graphql(`
  query SettlementPage($id: ID!) {
    settlement(id: $id) {
      id
      ...SettlementDetail
    }
  }
`);

/** The settlement as the page reads it: its row's fields unmasked beside the page's own. */
export type SettlementDetail = Omit<Row, ' $fragmentName'> & Omit<Detail, ' $fragmentName'>;

export const settlementDetailOf = (detail: Detail): SettlementDetail => ({
  ...getFragmentData(SettlementRowDocument, detail),
  ...detail,
});

/**
 * A settlement's changes as they happen: the statement arrives this way once the statement job has made it (it is made
 * after the transition commits), as do a colleague's payments and status. Only the header's fields: graphcache merges
 * them into the page's record.
 */
export const SettlementHeaderChangedSubscription = graphql(`
  subscription SettlementHeaderChanged {
    settlementChanged {
      id
      status
      version
      net
      paid
      balance
      ...SettlementStatement
    }
  }
`);

export const TransitionSettlementMutation = graphql(`
  mutation SettlementTransition($id: ID!, $event: SettlementEvent!, $version: Int!) {
    transitionSettlement(id: $id, event: $event, version: $version) {
      id
      ...SettlementDetail
    }
  }
`);

export const AddDeductionMutation = graphql(`
  mutation SettlementAddDeduction($input: SettlementDeductionInput!) {
    addSettlementDeduction(input: $input) {
      id
      ...SettlementDetail
    }
  }
`);

export const AddReimbursementMutation = graphql(`
  mutation SettlementAddReimbursement($input: SettlementReimbursementInput!) {
    addSettlementReimbursement(input: $input) {
      id
      ...SettlementDetail
    }
  }
`);

export const PostSettlementPaymentMutation = graphql(`
  mutation SettlementPostPayment($input: SettlementPaymentInput!) {
    postSettlementPayment(input: $input) {
      id
      ...SettlementDetail
    }
  }
`);

export const HoldSettlementLegMutation = graphql(`
  mutation SettlementHoldLeg($id: ID!, $version: Int!, $reason: String!) {
    holdSettlementLeg(id: $id, version: $version, reason: $reason) {
      id
      ...SettlementDetail
    }
  }
`);

export const ReleaseSettlementLegMutation = graphql(`
  mutation SettlementReleaseLeg($id: ID!, $version: Int!) {
    releaseSettlementLeg(id: $id, version: $version) {
      id
      ...SettlementDetail
    }
  }
`);

/** The approved receipts a draft may reimburse (the page keeps the payee's, on no settlement yet). */
export const ApprovedReceiptsQuery = graphql(`
  query SettlementApprovedReceipts {
    driverReceipts(status: [APPROVED], first: 100) {
      id
      amount
      spentOn
      expenseType
      note
      status
      settlementId
      driver {
        id
        fullName
        truckingCompany {
          id
        }
      }
      expenseItem {
        id
        name
      }
    }
  }
`);
