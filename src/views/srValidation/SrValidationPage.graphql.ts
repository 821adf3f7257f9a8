import { graphql } from '@/generated';

/** The facilities matching a search, by name (the optional "which yard" of a reconciliation). */
export const SrValidationFacilitiesQuery = graphql(`
  query SrValidationFacilities($search: String) {
    storageFacilities(first: 50, search: $search) {
      data {
        id
        name
        city
        stateProvince
      }
    }
  }
`);
