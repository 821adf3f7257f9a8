import { graphql } from '@/generated';

/** /storage/facilities: the tenant's STORAGE locations by name, with how full each is now. */
export const StorageFacilitiesQuery = graphql(`
  query StorageFacilitiesPage($first: Int, $page: Int, $search: String) {
    storageFacilities(first: $first, page: $page, search: $search) {
      data {
        id
        name
        city
        stateProvince
        capacity
        bookingMode
        onSite
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
