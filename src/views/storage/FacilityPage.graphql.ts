import { graphql } from '@/generated';

/**
 * Everything /storage/facilities/:id and its tabs show of a facility. Every write to it answers with the facility and
 * selects this, so graphcache updates the page from the answer and nothing is asked again.
 */
export const StorageFacilityDetailFragment = graphql(`
  fragment StorageFacilityDetail on StorageFacility {
    id
    name
    city
    stateProvince
    onSite
    location {
      id
      address1
      address2
      city
      stateProvince
      postalCode
      contactName
      contactPhone
    }
    ...FacilitySettings_facility
    ...FacilityRateCards_facility
    ...FacilityHours_facility
    ...FacilityNotes_facility
    ...FacilityContacts_facility
  }
`);

export const StorageFacilityQuery = graphql(`
  query StorageFacilityPage($id: ID!) {
    storageFacility(id: $id) {
      id
      ...StorageFacilityDetail
    }
  }
`);
