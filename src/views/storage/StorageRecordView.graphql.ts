import { graphql } from '@/generated';

/**
 * Everything the record view shows of a storage record. Its writes and the storageRecordChanged event select it too,
 * so graphcache updates the view from whichever answers first and nothing is asked again.
 */
export const StorageRecordDetailFragment = graphql(`
  fragment StorageRecordDetail on StorageRecord {
    id
    number
    status
    version
    ...StorageStay
    spot
    vin
    notes
    problemReason
    problemFrom
    cancelReason
    createdAt
    updatedAt
    facility {
      id
      name
    }
    client {
      id
      displayName
    }
    order {
      id
      number
    }
    leg {
      id
      number
    }
    vehicle {
      ...VehicleName
      plate
      plateState
    }
    checkInReport {
      id
      number
      status
      capturedAt
      orderLeg {
        id
        number
      }
    }
    checkOutReport {
      id
      number
      status
      capturedAt
      orderLeg {
        id
        number
      }
    }
    activity {
      id
      ...ActivityEntry
    }
    ...StorageRecordActions_record
    ...StorageRecordKeys_record
    ...StorageRecordCharge_record
    ...StorageRecordForm_record
  }
`);

export const StorageRecordQuery = graphql(`
  query StorageRecordView($id: ID!) {
    storageRecord(id: $id) {
      id
      ...StorageRecordDetail
    }
  }
`);

/** The record open in another browser (a check-in at the gate, a key taken) shows here without reloading. */
export const StorageRecordChangedSubscription = graphql(`
  subscription StorageRecordChanged {
    storageRecordChanged {
      id
      ...StorageRecordDetail
    }
  }
`);
