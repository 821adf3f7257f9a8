/** RESERVED → RETURNED (on site) → PICKED_UP (off site) → COMPLETED; RESERVED → CANCELLED; PROBLEM (history). See docs/flows.md#storage-record. */
export const StorageRecordStatus = {
  CANCELLED: 'CANCELLED',
  COMPLETED: 'COMPLETED',
  PICKED_UP: 'PICKED_UP',
  PROBLEM: 'PROBLEM',
  RESERVED: 'RESERVED',
  RETURNED: 'RETURNED',
} as const;

export type StorageRecordStatus = (typeof StorageRecordStatus)[keyof typeof StorageRecordStatus];

/** Every StorageRecordStatus, in schema order. */
export const StorageRecordStatusValues = ['CANCELLED', 'COMPLETED', 'PICKED_UP', 'PROBLEM', 'RESERVED', 'RETURNED'] as const;
