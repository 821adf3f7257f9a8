import { graphql } from '@/generated';

/** /storage: today's arrivals, departures and problems (one facility's or every facility's). */
export const StorageOverviewQuery = graphql(`
  query StorageOverviewPage($facilityId: ID) {
    storageToday(facilityId: $facilityId) {
      day
      arrivals {
        id
        ...StorageRecordsTable_record
      }
      departures {
        id
        ...StorageRecordsTable_record
      }
      problems {
        id
        ...StorageRecordsTable_record
      }
    }
  }
`);

/** The facility the chart shows: the one chosen, else the first by name. */
export const StorageOverviewFacilityQuery = graphql(`
  query StorageOverviewFacility {
    storageFacilities(first: 1) {
      data {
        id
        name
      }
    }
  }
`);

export const StorageOccupancyQuery = graphql(`
  query StorageOverviewOccupancy($facilityId: ID!, $from: String!, $to: String!) {
    storageFacility(id: $facilityId) {
      id
      name
      capacity
      onSite
    }
    storageOccupancy(facilityId: $facilityId, from: $from, to: $to) {
      day
      occupied
      capacity
    }
  }
`);
