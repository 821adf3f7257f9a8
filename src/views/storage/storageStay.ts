import { graphql } from '@/generated';

/** A storage record's stay: what kind, which days were reserved and when the vehicle came and went (the record, the CSV). */
export const StorageStayFragment = graphql(`
  fragment StorageStay on StorageRecord {
    storageType
    movementKind
    reservedFrom
    reservedTo
    checkedInAt
    checkedOutAt
  }
`);
