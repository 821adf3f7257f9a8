import { graphql } from '@/generated';

export const SafetyOverviewQuery = graphql(`
  query SafetyOverviewPage($days: Int!) {
    safetyOverview(withinDays: $days) {
      decalYear
      decalsInStock
      missingPlates {
        id
        number
        state
        missingSince
        reportDueOn
      }
      expiringPlates {
        id
        number
        state
        expiresOn
      }
      expiringInsurance {
        kind
        insurer
        expiresOn
        truckingCompany {
          id
          displayName
        }
      }
    }
    drivers(expiringWithinDays: $days, first: 100, orderBy: [{ column: LICENCE_EXPIRES_ON, order: ASC }]) {
      data {
        id
        fullName
        licenceExpiresOn
        medicalCardExpiresOn
      }
      paginatorInfo {
        total
      }
    }
  }
`);
