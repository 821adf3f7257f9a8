import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { formatDate } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { vehicleName } from '../kit/record/format';
import { Badge } from '../kit/ui/Badge';
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
      id
      year
      make
      model
      vin
    }
  }
`);

export type StorageRecordsTableProps = {
  records: readonly FragmentType<typeof StorageRecordsTableFragment>[];
  caption: string;
  /** Where a record's number leads (the records list with the record open). */
  hrefOf: (id: string) => string;
};

/** Storage records as a table: number (opens the record), status (a problem's reason under it), facility, client, vehicle, reserved days and spot. */
export const StorageRecordsTable = ({ records, caption, hrefOf }: StorageRecordsTableProps) => {
  const tenant = useCurrentTenant();
  const rows = records.map((record) => getFragmentData(StorageRecordsTableFragment, record));
  const day = (value: string | null) => (value ? formatDate(value, tenant?.locale) : 'Open-ended');
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Record</th>
            <th scope="col">Status</th>
            <th scope="col">Facility</th>
            <th scope="col">Client</th>
            <th scope="col">Vehicle</th>
            <th scope="col">Reserved</th>
            <th scope="col">Spot</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((record) => (
            <tr key={record.id}>
              <th scope="row">
                <Link href={hrefOf(record.id)}>{record.number}</Link>
              </th>
              <td>
                <Badge tone={STORAGE_STATUS_TONE[record.status]}>{STORAGE_STATUS_LABEL[record.status]}</Badge>
                {record.status === 'PROBLEM' && record.problemReason && <div className="muted">{record.problemReason}</div>}
              </td>
              <td>{record.facility.name}</td>
              <td>{record.client?.displayName ?? '—'}</td>
              <td>
                {vehicleName(record.vehicle)}
                {(record.vehicle?.vin ?? record.vin) && <span className="muted">{` · ${record.vehicle?.vin ?? record.vin}`}</span>}
              </td>
              <td className="nowrap">{`${day(record.reservedFrom)} – ${day(record.reservedTo)}`}</td>
              <td>{record.spot ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
