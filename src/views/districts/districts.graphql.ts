import { graphql } from '@/generated';

export const DistrictRowFragment = graphql(`
  fragment Districts_district on District {
    id
    country
    stateProvince
    county
    name
    level
    requirementCount
    officeCount
    requirements {
      id
      requirementType {
        id
        code
      }
    }
  }
`);

export const DistrictsQuery = graphql(`
  query DistrictsPage($country: DistrictCountry, $stateProvince: String, $first: Int!, $page: Int!) {
    districts(country: $country, stateProvince: $stateProvince, first: $first, page: $page) {
      data {
        ...Districts_district
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const DistrictsCreateMutation = graphql(`
  mutation DistrictsCreate($input: DistrictInput!) {
    createDistrict(input: $input) {
      ...Districts_district
    }
  }
`);

export const RequirementTypeFragment = graphql(`
  fragment RequirementTypes_type on RequirementType {
    id
    code
    name
    kind
    inspectionKind
    inspects
    description
    districtCount
    version
  }
`);

export const RequirementTypesQuery = graphql(`
  query RequirementTypesPage($kind: RequirementKind, $first: Int!, $page: Int!) {
    requirementTypes(kind: $kind, first: $first, page: $page) {
      data {
        ...RequirementTypes_type
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const RequirementTypeCreateMutation = graphql(`
  mutation RequirementTypeCreate($input: RequirementTypeInput!) {
    createRequirementType(input: $input) {
      ...RequirementTypes_type
    }
  }
`);

export const RequirementTypeUpdateMutation = graphql(`
  mutation RequirementTypeUpdate($id: ID!, $version: Int!, $input: RequirementTypeInput!) {
    updateRequirementType(id: $id, version: $version, input: $input) {
      ...RequirementTypes_type
    }
  }
`);
