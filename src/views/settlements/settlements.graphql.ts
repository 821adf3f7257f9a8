import { graphql } from '@/generated';

/** One row of the settlements list, of its CSV, of the order's and leg's tab and of a driver's settled runs. */
export const SettlementRowFragment = graphql(`
  fragment SettlementRow on Settlement {
    id
    number
    status
    payeeKind
    payeeName
    driver {
      id
    }
    truckingCompany {
      id
    }
    periodFrom
    periodTo
    earnings
    reimbursementTotal
    deductionTotal
    net
    paid
    balance
    createdAt
  }
`);

export const SettlementsQuery = graphql(`
  query Settlements($first: Int!, $page: Int!, $status: [SettlementStatus!], $payeeKind: SettlementPayeeKind, $payeeId: ID) {
    settlements(first: $first, page: $page, status: $status, payeeKind: $payeeKind, payeeId: $payeeId) {
      data {
        id
        ...SettlementRow
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const CreateSettlementsMutation = graphql(`
  mutation CreateSettlements($input: CreateSettlementsInput!) {
    createSettlements(input: $input) {
      id
      ...SettlementRow
    }
  }
`);
