import { graphql } from '@/generated';

/** /storage/records: a page of records, newest first, by facility, status, on site, client and number or VIN. */
export const StorageRecordsQuery = graphql(`
  query StorageRecordsPage($first: Int, $page: Int, $facilityId: ID, $status: [StorageRecordStatus!], $onSite: Boolean, $clientId: ID, $search: String) {
    storageRecords(first: $first, page: $page, facilityId: $facilityId, status: $status, onSite: $onSite, clientId: $clientId, search: $search) {
      data {
        id
        ...StorageRecordsTable_record
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

/** The CSV export's pages: what recordsCsv.ts (src/domain/storage) writes of each record. */
export const StorageRecordsCsvQuery = graphql(`
  query StorageRecordsCsv($first: Int, $page: Int, $facilityId: ID, $status: [StorageRecordStatus!], $onSite: Boolean, $clientId: ID, $search: String) {
    storageRecords(first: $first, page: $page, facilityId: $facilityId, status: $status, onSite: $onSite, clientId: $clientId, search: $search) {
      data {
        id
        number
        status
        vin
        ...StorageStay
        spot
        keyTag
        facility {
          id
          name
        }
        client {
          id
          displayName
        }
        charge {
          amount
        }
      }
      paginatorInfo {
        total
        hasMorePages
      }
    }
  }
`);
