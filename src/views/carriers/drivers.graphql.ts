import { graphql } from '@/generated';

/** One row of /admin/drivers (and of its CSV export). */
export const DriverRowFragment = graphql(`
  fragment DriversPage_driver on Driver {
    id
    fullName
    email
    phone
    status
    employment
    truckingCompany {
      id
      displayName
    }
    licenceNumber
    licenceState
    licenceClass
    licenceExpiresOn
    medicalCardExpiresOn
  }
`);

export const DriversPageQuery = graphql(`
  query DriversPage(
    $first: Int!
    $page: Int!
    $status: [DriverStatus!]
    $employment: [DriverEmployment!]
    $truckingCompanyId: ID
    $expiringWithinDays: Int
    $search: String
    $orderBy: [DriverOrderBy!]
  ) {
    drivers(
      first: $first
      page: $page
      status: $status
      employment: $employment
      truckingCompanyId: $truckingCompanyId
      expiringWithinDays: $expiringWithinDays
      search: $search
      orderBy: $orderBy
    ) {
      data {
        id
        ...DriversPage_driver
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const DriversPageCompaniesQuery = graphql(`
  query DriversPageCompanies {
    truckingCompanies(first: 100, orderBy: [{ column: DISPLAY_NAME, order: ASC }]) {
      data {
        id
        displayName
      }
    }
  }
`);

/** The home hub choices of the driver form. */
export const DriverFieldsHubsQuery = graphql(`
  query DriverFieldsHubs {
    hubs {
      id
      name
      code
    }
  }
`);

/** Everything /admin/drivers/:id and its tabs show (but its legs, paged on their own tab). */
export const DriverPageFragment = graphql(`
  fragment DriverPage_driver on Driver {
    id
    version
    firstName
    lastName
    fullName
    email
    phone
    user {
      id
      name
      email
    }
    employment
    truckingCompany {
      id
      displayName
    }
    homeHubId
    homeHubName
    licenceNumber
    licenceState
    licenceClass
    endorsements
    licenceExpiresOn
    medicalCardExpiresOn
    mvrReviewedOn
    status
    disqualifiedAt
    disqualifiedByName
    disqualifiedReason
    payProfile {
      kind
      rate
      chargebackAllowed
    }
    w9ReceivedOn
    taxIdLast4
    contacts {
      id
      type
      firstName
      lastName
      fullName
      email
      phone
      title
    }
    legPriority {
      id
      position
      kind
      client {
        id
        displayName
      }
      region
      leg {
        id
        number
      }
    }
    dscVisibility {
      id
      client {
        id
        displayName
      }
      customer {
        id
        displayName
      }
    }
    createdAt
    updatedAt
  }
`);

export const DriverPageQuery = graphql(`
  query DriverPage($id: ID!) {
    driver(id: $id) {
      id
      ...DriverPage_driver
    }
  }
`);

export const DriverLegsQuery = graphql(`
  query DriverLegs($id: ID!, $page: Int!) {
    driver(id: $id) {
      id
      legs(first: 25, page: $page) {
        data {
          id
          number
          status
          transportMethod
          confirmedPickupAt
          confirmedDeliveryAt
          order {
            id
            number
          }
        }
        paginatorInfo {
          ...ListPaginator
        }
      }
    }
  }
`);

export const CreateDriverMutation = graphql(`
  mutation CreateDriverPage($input: DriverInput!) {
    createDriver(input: $input) {
      id
      ...DriverPage_driver
    }
  }
`);

export const UpdateDriverMutation = graphql(`
  mutation DriverPageUpdate($id: ID!, $version: Int!, $input: DriverInput!) {
    updateDriver(id: $id, version: $version, input: $input) {
      id
      ...DriverPage_driver
    }
  }
`);

export const DisqualifyDriverMutation = graphql(`
  mutation DriverPageDisqualify($id: ID!, $version: Int!, $reason: String!) {
    disqualifyDriver(id: $id, version: $version, reason: $reason) {
      id
      ...DriverPage_driver
    }
  }
`);

export const ReinstateDriverMutation = graphql(`
  mutation DriverPageReinstate($id: ID!, $version: Int!) {
    reinstateDriver(id: $id, version: $version) {
      id
      ...DriverPage_driver
    }
  }
`);

export const SetDriverContactsMutation = graphql(`
  mutation DriverPageContacts($id: ID!, $version: Int!, $contacts: [DriverContactInput!]!) {
    setDriverContacts(id: $id, version: $version, contacts: $contacts) {
      id
      ...DriverPage_driver
    }
  }
`);

export const SetDriverLegPriorityMutation = graphql(`
  mutation DriverPageLegPriority($id: ID!, $version: Int!, $priority: [LegPriorityInput!]!) {
    setDriverLegPriority(id: $id, version: $version, priority: $priority) {
      id
      ...DriverPage_driver
    }
  }
`);

export const SetDriverDscVisibilityMutation = graphql(`
  mutation DriverPageDscVisibility($id: ID!, $version: Int!, $visibility: [DscVisibilityInput!]!) {
    setDriverDscVisibility(id: $id, version: $version, visibility: $visibility) {
      id
      ...DriverPage_driver
    }
  }
`);

export const InviteDriverMutation = graphql(`
  mutation DriverPageInvite($id: ID!, $version: Int!, $email: String) {
    inviteDriver(id: $id, version: $version, email: $email) {
      id
      ...DriverPage_driver
    }
  }
`);
