import { graphql } from '@/generated';

/** One row of the units panel on /safety/ifta-stickers, and what its edit dialog starts from. */
export const UnitsPanelUnitFragment = graphql(`
  fragment UnitsPanel_unit on Unit {
    id
    version
    unitNumber
    kind
    vin
    year
    make
    model
    plate
    plateState
    axles
    grossWeightLb
    combinedWeightLb
    fuelType
    ifta {
      qualified
      reason
    }
    driver {
      id
      fullName
    }
  }
`);

export const UnitsPanelQuery = graphql(`
  query UnitsPanel($first: Int!, $page: Int!, $search: String) {
    units(first: $first, page: $page, search: $search, orderBy: [{ column: UNIT_NUMBER, order: ASC }]) {
      data {
        id
        ...UnitsPanel_unit
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const UnitsPanelCreateMutation = graphql(`
  mutation UnitsPanelCreate($input: UnitInput!) {
    createUnit(input: $input) {
      id
      ...UnitsPanel_unit
    }
  }
`);

export const UnitsPanelUpdateMutation = graphql(`
  mutation UnitsPanelUpdate($id: ID!, $version: Int!, $input: UnitInput!) {
    updateUnit(id: $id, version: $version, input: $input) {
      id
      ...UnitsPanel_unit
    }
  }
`);
