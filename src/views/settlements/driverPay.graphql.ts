import { graphql } from '@/generated';

export const PayRunQuery = graphql(`
  query PayRun {
    payRun {
      balance
      payees {
        payeeKind
        payeeName
        driver {
          id
        }
        truckingCompany {
          id
        }
        net
        paid
        balance
        settlements {
          id
          ...SettlementRow
        }
      }
    }
  }
`);

export const Payee1099Query = graphql(`
  query Payee1099($year: Int!) {
    payee1099(year: $year) {
      year
      threshold
      payees {
        payeeKind
        payeeName
        driver {
          id
        }
        truckingCompany {
          id
        }
        total
        overThreshold
      }
    }
  }
`);

/** The drafts the pay run's "Approve all" opens: each with the version it was read at. */
export const DraftsToApproveQuery = graphql(`
  query DraftsToApprove($first: Int!) {
    settlements(first: $first, page: 1, status: [DRAFT]) {
      data {
        id
        number
        version
        payeeName
        net
      }
      paginatorInfo {
        total
      }
    }
  }
`);

export const OpenSettlementsMutation = graphql(`
  mutation OpenSettlements($settlements: [SettlementVersionInput!]!) {
    openSettlements(settlements: $settlements) {
      opened {
        id
        status
        version
      }
      refused {
        id
        code
        message
      }
    }
  }
`);
