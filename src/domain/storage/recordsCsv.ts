import type { CsvCell } from '../csv';

/**
 * The storage records list as CSV (/storage/records' export, paged through the list like every list's export): one
 * row per record, days as YYYY-MM-DD and instants as ISO, so a spreadsheet sorts them.
 */
export const STORAGE_RECORDS_CSV_HEADER = [
  'Number',
  'Status',
  'Facility',
  'Client',
  'VIN',
  'Storage type',
  'Movement',
  'Reserved from',
  'Reserved to',
  'Checked in',
  'Checked out',
  'Spot',
  'Key tag',
  'Charge (cents)',
] as const;

export type StorageRecordCsvSource = {
  number: string;
  status: string;
  facility: { name: string } | null;
  client: { displayName: string } | null;
  vin: string | null;
  storageType: string;
  movementKind: string;
  reservedFrom: string;
  reservedTo: string | null;
  checkedInAt: string | Date | null;
  checkedOutAt: string | Date | null;
  spot: string | null;
  keyTag: string | null;
  charge: { amount: number } | null;
};

const instant = (value: string | Date | null): string | null => (value instanceof Date ? value.toISOString() : value);

export const storageRecordCsvRow = (record: StorageRecordCsvSource): CsvCell[] => [
  record.number,
  record.status,
  record.facility?.name,
  record.client?.displayName,
  record.vin,
  record.storageType,
  record.movementKind,
  record.reservedFrom,
  record.reservedTo,
  instant(record.checkedInAt),
  instant(record.checkedOutAt),
  record.spot,
  record.keyTag,
  record.charge?.amount,
];
