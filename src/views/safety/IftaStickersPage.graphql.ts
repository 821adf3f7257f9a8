import { graphql } from '@/generated';

export const IftaDecalRowFragment = graphql(`
  fragment IftaStickers_decal on IftaDecal {
    id
    year
    number
    status
    unit {
      id
      unitNumber
    }
    issuedOn
    returnedOn
    destroyedOn
    destroyedReason
    version
    moves
  }
`);

export const IftaStickersQuery = graphql(`
  query IftaStickersPage($year: Int, $first: Int!, $page: Int!) {
    iftaDecalYears
    iftaDecals(year: $year, first: $first, page: $page) {
      data {
        ...IftaStickers_decal
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const IftaStickersUnitsQuery = graphql(`
  query IftaStickersUnits {
    units(first: 100) {
      data {
        id
        unitNumber
      }
    }
  }
`);

export const IftaStickersCreateMutation = graphql(`
  mutation IftaStickersCreate($input: IftaDecalInput!) {
    createIftaDecal(input: $input) {
      ...IftaStickers_decal
    }
  }
`);

export const IftaStickersAssignMutation = graphql(`
  mutation IftaStickersAssign($id: ID!, $version: Int!, $unitId: ID!, $issuedOn: String!) {
    assignIftaDecal(id: $id, version: $version, unitId: $unitId, issuedOn: $issuedOn) {
      ...IftaStickers_decal
    }
  }
`);

export const IftaStickersReturnMutation = graphql(`
  mutation IftaStickersReturn($id: ID!, $version: Int!, $returnedOn: String!) {
    returnIftaDecal(id: $id, version: $version, returnedOn: $returnedOn) {
      ...IftaStickers_decal
    }
  }
`);

export const IftaStickersDestroyMutation = graphql(`
  mutation IftaStickersDestroy($id: ID!, $version: Int!, $destroyedOn: String!, $reason: String) {
    destroyIftaDecal(id: $id, version: $version, destroyedOn: $destroyedOn, reason: $reason) {
      ...IftaStickers_decal
    }
  }
`);
