import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { vehicleName } from '../kit/record/format';
import { VehicleNameFragment } from '../kit/record/fragments';
import { Badge } from '../kit/ui/Badge';
import { type ListColumn, ListTable } from '../kit/list/ListTable';
import { useListDates } from '../kit/list/useListDates';
import type { StorageRecordsTable_RecordFragment } from '@/generated/graphql';
import { STORAGE_STATUS_LABEL, STORAGE_STATUS_TONE } from './labels';

export const StorageRecordsTableFragment = graphql(`
  fragment StorageRecordsTable_record on StorageRecord {
    id
    number
    status
    problemReason
    vin
    spot
    reservedFrom
    reservedTo
    facility {
      id
      name
    }
    client {
      id
      displayName
    }
    vehicle {
      ...VehicleName
    }
  }
`);

type Row = StorageRecordsTable_RecordFragment;

export type StorageRecordsTableProps = {
  records: readonly FragmentType<typeof StorageRecordsTableFragment>[];
  caption: string;
  /** Where a record's number leads (the records list with the record open). */
  hrefOf: (id: string) => string;
};

/** Storage records as a table: number (opens the record), status (a problem's reason under it), facility, client, vehicle, reserved days and spot. */
export const StorageRecordsTable = ({ records, caption, hrefOf }: StorageRecordsTableProps) => {
  const dates = useListDates();
  const day = (value: string | null) => (value ? dates.day(value) : 'Open-ended');
  const columns: ListColumn<Row>[] = [
    { id: 'record', label: 'Record', heading: true, cell: (record) => <Link href={hrefOf(record.id)}>{record.number}</Link> },
    {
      id: 'status',
      label: 'Status',
      cell: (record) => (
        <>
          <Badge tone={STORAGE_STATUS_TONE[record.status]}>{STORAGE_STATUS_LABEL[record.status]}</Badge>
          {record.status === 'PROBLEM' && record.problemReason && <div className="muted">{record.problemReason}</div>}
        </>
      ),
    },
    { id: 'facility', label: 'Facility', cell: (record) => record.facility.name },
    { id: 'client', label: 'Client', cell: (record) => record.client?.displayName ?? '—' },
    {
      id: 'vehicle',
      label: 'Vehicle',
      cell: (record) => {
        const vehicle = getFragmentData(VehicleNameFragment, record.vehicle);
        return (
          <>
            {vehicleName(vehicle)}
            {(vehicle?.vin ?? record.vin) && <span className="muted">{` · ${vehicle?.vin ?? record.vin}`}</span>}
          </>
        );
      },
    },
    {
      id: 'reserved',
      label: 'Reserved',
      cellClassName: 'nowrap',
      cell: (record) => `${day(record.reservedFrom)} – ${day(record.reservedTo)}`,
    },
    { id: 'spot', label: 'Spot', cell: (record) => record.spot ?? '—' },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={getFragmentData(StorageRecordsTableFragment, records)}
      rowKey={(record) => record.id}
      rowHref={(record) => hrefOf(record.id)}
      choiceKey="storage-records"
    />
  );
};
