import { graphql } from '@/generated';

/** Capacity, booking mode and weekday hours go together (StorageFacilityInput): the settings and the hours tab both send them. */
export const UpdateStorageFacilityMutation = graphql(`
  mutation StorageFacilityUpdate($id: ID!, $version: Int!, $input: StorageFacilityInput!) {
    updateStorageFacility(id: $id, version: $version, input: $input) {
      id
      ...StorageFacilityDetail
    }
  }
`);
