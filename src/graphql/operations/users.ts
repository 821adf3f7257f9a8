import { graphql } from '@/generated';

/** /users/:id: a user of the current tenant (staff only; the server answers NOT_FOUND for others). */
export const UserQuery = graphql(`
  query User($id: ID!) {
    user(id: $id) {
      id
      name
      email
      roles
      media {
        id
        url
      }
      contact {
        id
        fullName
        email
        phone
        phoneExt
        mobilePhone
        fax
        title
      }
      tenants {
        id
        name
      }
    }
  }
`);
