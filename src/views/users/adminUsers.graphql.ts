import { graphql } from '@/generated';

// /admin/users' documents: the list's row, the list (the list kit's arguments), a user's page with its activity, and
// the writes, which answer the page's fragment so graphcache updates the list and the page in place.

export const AdminUserRowFragment = graphql(`
  fragment AdminUsers_user on AdminUser {
    id
    email
    name
    status
    roles
    tenants {
      id
      name
    }
    clients {
      id
      name
    }
    customers {
      id
      name
    }
    driver {
      id
      name
    }
    truckingCompanies {
      id
      name
    }
    invitation {
      invitedAt
      invitedByName
      linkExpiresAt
    }
    lastSignInAt
    moves
    version
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsersPage($search: String, $where: AdminUserWhere, $orderBy: [AdminUserOrderBy!], $first: Int!, $page: Int!) {
    adminUsers(search: $search, where: $where, orderBy: $orderBy, first: $first, page: $page) {
      data {
        ...AdminUsers_user
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const AdminUserQuery = graphql(`
  query AdminUserPage($id: ID!) {
    adminUser(id: $id) {
      ...AdminUsers_user
      deactivatedAt
      emailVerifiedAt
    }
  }
`);

export const AdminUserActivityQuery = graphql(`
  query AdminUserActivity($id: ID!, $actionsPage: Int!, $historyPage: Int!) {
    adminUser(id: $id) {
      id
      actions(first: 10, page: $actionsPage) {
        data {
          id
          ...ActivityEntry
        }
        paginatorInfo {
          ...ListPaginator
        }
      }
      history(first: 10, page: $historyPage) {
        data {
          id
          ...ActivityEntry
        }
        paginatorInfo {
          ...ListPaginator
        }
      }
    }
  }
`);

export const InviteUserMutation = graphql(`
  mutation InviteUser($email: String!, $input: UserAccessInput!) {
    inviteUser(email: $email, input: $input) {
      ...AdminUsers_user
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $version: Int!, $input: UserAccessInput!) {
    updateUser(id: $id, version: $version, input: $input) {
      ...AdminUsers_user
    }
  }
`);

export const UserMoveMutations = {
  DEACTIVATE: graphql(`
    mutation DeactivateUser($id: ID!, $version: Int!) {
      deactivateUser(id: $id, version: $version) {
        ...AdminUsers_user
      }
    }
  `),
  REACTIVATE: graphql(`
    mutation ReactivateUser($id: ID!, $version: Int!) {
      reactivateUser(id: $id, version: $version) {
        ...AdminUsers_user
      }
    }
  `),
  RESEND_INVITATION: graphql(`
    mutation ResendInvitation($id: ID!, $version: Int!) {
      resendInvitation(id: $id, version: $version) {
        ...AdminUsers_user
      }
    }
  `),
  REVOKE_INVITATION: graphql(`
    mutation RevokeInvitation($id: ID!, $version: Int!) {
      revokeInvitation(id: $id, version: $version) {
        ...AdminUsers_user
      }
    }
  `),
  SEND_PASSWORD_RESET: graphql(`
    mutation SendPasswordReset($id: ID!, $version: Int!) {
      sendPasswordReset(id: $id, version: $version) {
        ...AdminUsers_user
      }
    }
  `),
};
