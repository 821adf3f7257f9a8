import { graphql } from '@/generated';

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
