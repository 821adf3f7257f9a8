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
