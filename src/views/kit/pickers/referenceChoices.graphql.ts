import { graphql } from '@/generated';

/** Clients, customers, drivers and trucking companies matching a search, by name (one query each: the cost limit). */
export const OrderClientChoicesQuery = graphql(`
  query OrderClientChoices($search: String, $first: Int = 50) {
    clients(first: $first, search: $search, orderBy: [{ column: DISPLAY_NAME, order: ASC }]) {
      data {
        id
        displayName
      }
    }
  }
`);

export const OrderCustomerChoicesQuery = graphql(`
  query OrderCustomerChoices($search: String) {
    customers(first: 50, search: $search, orderBy: [{ column: DISPLAY_NAME, order: ASC }]) {
      data {
        id
        displayName
        client {
          id
          displayName
        }
      }
    }
  }
`);

export const OrderDriverChoicesQuery = graphql(`
  query OrderDriverChoices($search: String) {
    drivers(first: 50, search: $search, orderBy: [{ column: NAME, order: ASC }]) {
      data {
        id
        fullName
      }
    }
  }
`);

export const OrderTruckingChoicesQuery = graphql(`
  query OrderTruckingChoices($search: String) {
    truckingCompanies(first: 50, search: $search, orderBy: [{ column: DISPLAY_NAME, order: ASC }]) {
      data {
        id
        displayName
      }
    }
  }
`);

/** The name of one reference a condition holds (a condition from a link names ids the search has not shown). */
export const OrderClientNameQuery = graphql(`
  query OrderClientName($id: ID!) {
    client(id: $id) {
      id
      displayName
    }
  }
`);

export const OrderCustomerNameQuery = graphql(`
  query OrderCustomerName($id: ID!) {
    customer(id: $id) {
      id
      displayName
    }
  }
`);

export const OrderDriverNameQuery = graphql(`
  query OrderDriverName($id: ID!) {
    driver(id: $id) {
      id
      fullName
    }
  }
`);

export const OrderTruckingNameQuery = graphql(`
  query OrderTruckingName($id: ID!) {
    truckingCompany(id: $id) {
      id
      displayName
    }
  }
`);

export const OrderClientCustomersQuery = graphql(`
  query OrderClientCustomers($clientId: JSON!) {
    customers(first: 100, where: { column: CLIENT_ID, value: $clientId }, orderBy: [{ column: DISPLAY_NAME, order: ASC }]) {
      data {
        id
        displayName
        client {
          id
          displayName
        }
      }
    }
  }
`);
