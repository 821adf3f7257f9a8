import { graphql } from '@/generated';

export const SafetyDriverRowFragment = graphql(`
  fragment SafetyDriverList_driver on Driver {
    id
    fullName
    status
    licenceNumber
    licenceState
    licenceClass
    licenceExpiresOn
    medicalCardExpiresOn
    disqualifiedReason
  }
`);

export const SafetyDriverListQuery = graphql(`
  query SafetyDriverListPage($first: Int!, $page: Int!, $expiringWithinDays: Int) {
    drivers(first: $first, page: $page, expiringWithinDays: $expiringWithinDays) {
      data {
        ...SafetyDriverList_driver
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
