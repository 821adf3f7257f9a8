import { graphql } from '@/generated';

export const DistrictRequirementFragment = graphql(`
  fragment DistrictPage_requirement on DistrictRequirement {
    id
    level
    appliesWhen
    notes
    feeAmount
    currency
    requirementType {
      id
      code
      name
      kind
    }
  }
`);

export const DistrictPageFragment = graphql(`
  fragment DistrictPage_district on District {
    id
    country
    stateProvince
    county
    name
    level
    version
    requirements {
      ...DistrictPage_requirement
    }
    effectiveRequirements {
      ...DistrictPage_requirement
    }
    counties {
      id
      county
      name
      requirementCount
    }
    notes {
      id
      kind
      body
      createdByName
      createdAt
    }
    offices {
      id
      name
      address1
      city
      stateProvince
      postalCode
      contactPhone
      hours
    }
  }
`);

export const DistrictPageQuery = graphql(`
  query DistrictPage($stateProvince: String!, $county: String) {
    district(stateProvince: $stateProvince, county: $county) {
      ...DistrictPage_district
    }
  }
`);

/** Every live type of the catalogue, for the requirements editor's picker (a tenant keeps a few dozen). */
export const DistrictTypeChoicesQuery = graphql(`
  query DistrictTypeChoices {
    requirementTypes(first: 100) {
      data {
        id
        code
        name
        kind
      }
    }
  }
`);

export const DistrictOfficeChoicesQuery = graphql(`
  query DistrictOfficeChoices($stateProvince: String!, $search: String) {
    districtOfficeChoices(stateProvince: $stateProvince, search: $search) {
      id
      name
      city
    }
  }
`);

export const DistrictSetRequirementsMutation = graphql(`
  mutation DistrictSetRequirements($id: ID!, $version: Int!, $requirements: [DistrictRequirementInput!]!) {
    setDistrictRequirements(id: $id, version: $version, requirements: $requirements) {
      ...DistrictPage_district
    }
  }
`);

export const DistrictAddNoteMutation = graphql(`
  mutation DistrictAddNote($districtId: ID!, $input: DistrictNoteInput!) {
    addDistrictNote(districtId: $districtId, input: $input) {
      ...DistrictPage_district
    }
  }
`);

export const DistrictDeleteNoteMutation = graphql(`
  mutation DistrictDeleteNote($id: ID!) {
    deleteDistrictNote(id: $id) {
      ...DistrictPage_district
    }
  }
`);

export const DistrictAddOfficeMutation = graphql(`
  mutation DistrictAddOffice($districtId: ID!, $locationId: ID!) {
    addDistrictOffice(districtId: $districtId, locationId: $locationId) {
      ...DistrictPage_district
    }
  }
`);

export const DistrictRemoveOfficeMutation = graphql(`
  mutation DistrictRemoveOffice($districtId: ID!, $locationId: ID!) {
    removeDistrictOffice(districtId: $districtId, locationId: $locationId) {
      ...DistrictPage_district
    }
  }
`);

export const DistrictDeleteMutation = graphql(`
  mutation DistrictDelete($id: ID!, $version: Int!) {
    deleteDistrict(id: $id, version: $version) {
      id
    }
  }
`);
