import { graphql } from '@/generated';

// /admin/clients' and /admin/customers' documents: the lists' rows, the record pages, their tabs, and the writes, which
// answer the page's fragment so graphcache updates the list and the page in place.

export const ClientRowFragment = graphql(`
  fragment ClientRow_client on Client {
    id
    displayName
    code
    status
    customerCount
    openOrderCount
    tags {
      id
      name
      colour
    }
    version
  }
`);

export const ClientsQuery = graphql(`
  query ClientsPage(
    $search: String
    $trashed: Trashed
    $orderBy: [ClientOrderBy!]
    $tagIds: [ID!]
    $accountManager: AccountManagerScope
    $first: Int!
    $page: Int!
  ) {
    clients(search: $search, trashed: $trashed, orderBy: $orderBy, tagIds: $tagIds, accountManager: $accountManager, first: $first, page: $page) {
      data {
        ...ClientRow_client
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const ClientPageFragment = graphql(`
  fragment ClientPage_client on Client {
    id
    displayName
    code
    status
    moves
    deletedAt
    billingName
    billingEmail
    billingPhone
    customerCount
    openOrderCount
    createdAt
    tags {
      id
      name
      colour
    }
    accountManager {
      id
      name
    }
    version
  }
`);

/** Who a client may be given to, and the write that names them (issue 32). */
export const AccountManagersQuery = graphql(`
  query AccountManagers {
    accountManagers {
      id
      name
      lead
    }
  }
`);

export const SetClientAccountManagerMutation = graphql(`
  mutation SetClientAccountManager($clientId: ID!, $version: Int!, $accountManagerId: ID) {
    setClientAccountManager(clientId: $clientId, version: $version, accountManagerId: $accountManagerId) {
      ...ClientPage_client
    }
  }
`);

export const ClientQuery = graphql(`
  query ClientPage($id: ID!) {
    client(id: $id) {
      ...ClientPage_client
    }
  }
`);

/** What deleting a client takes with it, asked when the confirmation opens. */
export const ClientDeletionQuery = graphql(`
  query ClientDeletion($id: ID!) {
    client(id: $id) {
      id
      openOrderCount
      openOrders {
        id
        number
      }
      portalUsersLosingAccess {
        id
        name
        email
      }
    }
  }
`);

export const CreateClientMutation = graphql(`
  mutation CreateClient($input: ClientInput!) {
    createClient(input: $input) {
      ...ClientPage_client
    }
  }
`);

export const UpdateClientMutation = graphql(`
  mutation UpdateClient($id: ID!, $version: Int!, $input: ClientInput!) {
    updateClient(id: $id, version: $version, input: $input) {
      ...ClientPage_client
    }
  }
`);

export const DeleteClientMutation = graphql(`
  mutation DeleteClient($id: ID!, $version: Int!) {
    deleteClient(id: $id, version: $version) {
      ...ClientPage_client
    }
  }
`);

export const RestoreClientMutation = graphql(`
  mutation RestoreClient($id: ID!, $version: Int!) {
    restoreClient(id: $id, version: $version) {
      ...ClientPage_client
    }
  }
`);

export const CustomerRowFragment = graphql(`
  fragment CustomerRow_customer on Customer {
    id
    displayName
    code
    status
    openOrderCount
    client {
      id
      displayName
    }
    version
  }
`);

export const CustomersQuery = graphql(`
  query CustomersPage(
    $search: String
    $trashed: Trashed
    $where: CustomerWhere
    $orderBy: [CustomerOrderBy!]
    $first: Int!
    $page: Int!
  ) {
    customers(search: $search, trashed: $trashed, where: $where, orderBy: $orderBy, first: $first, page: $page) {
      data {
        ...CustomerRow_customer
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const CustomerPageFragment = graphql(`
  fragment CustomerPage_customer on Customer {
    id
    displayName
    code
    status
    moves
    deletedAt
    openOrderCount
    client {
      id
      displayName
      code
    }
    createdAt
    version
  }
`);

export const CustomerQuery = graphql(`
  query CustomerPage($id: ID!) {
    customer(id: $id) {
      ...CustomerPage_customer
    }
  }
`);

export const CreateCustomerMutation = graphql(`
  mutation CreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      ...CustomerRow_customer
    }
  }
`);

export const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($id: ID!, $version: Int!, $input: CustomerUpdateInput!) {
    updateCustomer(id: $id, version: $version, input: $input) {
      ...CustomerPage_customer
    }
  }
`);

export const DeleteCustomerMutation = graphql(`
  mutation DeleteCustomer($id: ID!, $version: Int!) {
    deleteCustomer(id: $id, version: $version) {
      ...CustomerPage_customer
    }
  }
`);

export const RestoreCustomerMutation = graphql(`
  mutation RestoreCustomer($id: ID!, $version: Int!) {
    restoreCustomer(id: $id, version: $version) {
      ...CustomerPage_customer
    }
  }
`);
