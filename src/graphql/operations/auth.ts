import { graphql } from '@/generated';

/**
 * A tenant as the session holds it (TenantSummary in src/domain/currentUser.ts): what every screen formats money,
 * units and days with. /admin/settings selects the same, so its save updates every cached copy.
 */
export const SessionTenantFragment = graphql(`
  fragment SessionTenant on Tenant {
    id
    name
    locale
    currency
    weightUnit
    dimensionUnit
    distanceUnit
    fuelUnit
    zoneSize
    timeZone
  }
`);

/** The session's user query: exactly the current-user fields (CurrentUser in src/domain/currentUser.ts). */
export const AuthQuery = graphql(`
  query AuthQuery {
    me {
      id
      email
      name
      searchKey
      media {
        id
        url
      }
      roles
      clients {
        id
        displayName
        deletedAt
        customers {
          id
          displayName
          code
          deletedAt
        }
      }
      customers {
        id
        displayName
        code
        deletedAt
        client {
          id
          displayName
          deletedAt
        }
      }
      tenants {
        ...SessionTenant
      }
      contact {
        id
        firstName
        lastName
        fullName
        email
        phone
        phoneExt
        mobilePhone
        fax
        title
      }
    }
  }
`);
