import { graphql } from '@/generated';

export const TruckingCompaniesPageQuery = graphql(`
  query TruckingCompaniesPage($first: Int!, $page: Int!, $search: String) {
    truckingCompanies(first: $first, page: $page, search: $search, orderBy: [{ column: DISPLAY_NAME, order: ASC }]) {
      data {
        id
        displayName
        legalName
        usdotNumber
        mcNumber
        cargoInsurance {
          expiresOn
        }
        liabilityInsurance {
          expiresOn
        }
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

/** Everything /admin/trucking-companies/:id and its contact-info tab show. */
export const TruckingCompanyPageFragment = graphql(`
  fragment TruckingCompanyPage_company on TruckingCompany {
    id
    version
    legalName
    displayName
    usdotNumber
    mcNumber
    cargoInsurance {
      insurer
      policy
      expiresOn
    }
    liabilityInsurance {
      insurer
      policy
      expiresOn
    }
    payee {
      name
      email
      address
      taxIdLast4
    }
    payProfile {
      kind
      rate
      chargebackAllowed
    }
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
    users {
      id
      name
      email
    }
    drivers {
      id
      fullName
      status
      licenceExpiresOn
      medicalCardExpiresOn
    }
    createdAt
    updatedAt
  }
`);

export const TruckingCompanyPageQuery = graphql(`
  query TruckingCompanyPage($id: ID!) {
    truckingCompany(id: $id) {
      id
      ...TruckingCompanyPage_company
    }
  }
`);

export const CreateTruckingCompanyMutation = graphql(`
  mutation TruckingCompaniesPageCreate($input: TruckingCompanyInput!) {
    createTruckingCompany(input: $input) {
      id
      ...TruckingCompanyPage_company
    }
  }
`);

export const UpdateTruckingCompanyMutation = graphql(`
  mutation TruckingCompanyPageUpdate($id: ID!, $version: Int!, $input: TruckingCompanyInput!) {
    updateTruckingCompany(id: $id, version: $version, input: $input) {
      id
      ...TruckingCompanyPage_company
    }
  }
`);

export const AddTruckingCompanyUserMutation = graphql(`
  mutation TruckingUsersPanelAdd($id: ID!, $version: Int!, $email: String!, $name: String) {
    addTruckingCompanyUser(truckingCompanyId: $id, version: $version, email: $email, name: $name) {
      id
      ...TruckingCompanyPage_company
    }
  }
`);

export const RemoveTruckingCompanyUserMutation = graphql(`
  mutation TruckingUsersPanelRemove($id: ID!, $version: Int!, $userId: ID!) {
    removeTruckingCompanyUser(truckingCompanyId: $id, version: $version, userId: $userId) {
      id
      ...TruckingCompanyPage_company
    }
  }
`);
