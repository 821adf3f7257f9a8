import { useEffect, useRef, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import { formatDate } from '../../domain/format';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { REPORT_STATUS_LABEL, REPORT_STATUS_TONE } from '../kit/record/conditionReportLabels';
import { graphqlFailure } from '../kit/forms/failure';
import { ActivityLog } from '../kit/record/ActivityLog';
import { vehicleName } from '../kit/record/format';
import { VehicleNameFragment } from '../kit/record/fragments';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { MOVEMENT_KIND_LABEL, STORAGE_STATUS_LABEL, STORAGE_STATUS_TONE, STORAGE_TYPE_LABEL } from './labels';
import { StorageRecordActions } from './StorageRecordActions';
import { StorageRecordCharge } from './StorageRecordCharge';
import { DetailsRow } from '../kit/record/RecordHeader';
import { StorageRecordForm } from './StorageRecordForm';
import { StorageRecordKeys } from './StorageRecordKeys';
import { StorageStayFragment } from './storageStay';
import { StorageRecordChangedSubscription, StorageRecordDetailFragment, StorageRecordQuery } from './StorageRecordView.graphql';

type Report = {
  id: string;
  number: string;
  status: keyof typeof REPORT_STATUS_LABEL;
  capturedAt: string;
  orderLeg: { id: string; number: string };
} | null;

/** A check-in or check-out report, linked to its leg's condition reports (where staff read it in full). */
const ReportLink = ({ report, dateTime }: { report: Report; dateTime: (iso: string) => string }) =>
  report ? (
    <>
      <Link href={`/order-legs/${report.orderLeg.id}/files/condition-reports`}>{`${report.number} (leg ${report.orderLeg.number})`}</Link>{' '}
      <Badge tone={REPORT_STATUS_TONE[report.status]}>{REPORT_STATUS_LABEL[report.status]}</Badge> {dateTime(report.capturedAt)}
    </>
  ) : (
    <>None yet</>
  );

const statusLabel = (status: string) => STORAGE_STATUS_LABEL[status as keyof typeof STORAGE_STATUS_LABEL] ?? status;

export type StorageRecordViewProps = { id: string; onClose: () => void };

/**
 * One storage record beside the records list (routes.ts has no page of its own for one): its status and actions, the
 * vehicle, spot and keys with the key log, the running charge and the line item it will bill, its check-in and
 * check-out reports, and its history. Another browser's change arrives through storageRecordChanged.
 */
export const StorageRecordView = ({ id, onClose }: StorageRecordViewProps) => {
  const tenant = useCurrentTenant();
  const dateTime = useDateTimeFormat();
  const [editing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [{ data, error }, reexecute] = useQuery({
    query: StorageRecordQuery,
    variables: { id },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  useSubscription({ query: StorageRecordChangedSubscription, pause: !tenant });
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  const source = data?.storageRecord;
  // The record opened from the list is announced by moving focus to its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once per record opened
  useEffect(() => {
    setEditing(false);
    heading.current?.focus();
  }, [id, !!source]);

  const close = (
    <Button className="btn-small" onClick={onClose}>
      Close the record
    </Button>
  );
  if (!source) {
    const failure = error ? graphqlFailure(error) : null;
    return (
      <Panel title="Storage record" className="panel-wide" actions={close}>
        {failure ? (
          <ErrorState
            message={failure.code === 'NOT_FOUND' ? `No storage record with this id in ${tenant?.name ?? 'this tenant'}.` : failure.message}
            onRetry={failure.code === 'NOT_FOUND' ? undefined : refetch}
          />
        ) : data ? (
          <ErrorState message={`No storage record with this id in ${tenant?.name ?? 'this tenant'}.`} />
        ) : (
          <Spinner label="Loading the storage record…" />
        )}
      </Panel>
    );
  }
  const record = getFragmentData(StorageRecordDetailFragment, source);
  const vehicle = record.vehicle && { ...record.vehicle, ...getFragmentData(VehicleNameFragment, record.vehicle) };
  const stay = getFragmentData(StorageStayFragment, record);
  const day = (value: string | null) => (value ? formatDate(value, tenant?.locale) : 'open-ended');

  return (
    <section className="panel panel-wide record" aria-labelledby={`record-${record.id}`}>
      <header className="panel-header">
        <h2 className="panel-title" id={`record-${record.id}`} ref={heading} tabIndex={-1}>
          {`Storage record ${record.number}`} <Badge tone={STORAGE_STATUS_TONE[record.status]}>{STORAGE_STATUS_LABEL[record.status]}</Badge>
        </h2>
        <div className="panel-actions">{close}</div>
      </header>
      <StorageRecordActions record={record} refetch={refetch} />
      {record.status === 'PROBLEM' && record.problemReason && (
        <p>
          <strong>Problem:</strong> {record.problemReason}
          {record.problemFrom && <span className="muted">{` (was ${STORAGE_STATUS_LABEL[record.problemFrom].toLowerCase()})`}</span>}
        </p>
      )}
      {record.status === 'CANCELLED' && record.cancelReason && (
        <p>
          <strong>Cancelled:</strong> {record.cancelReason}
        </p>
      )}
      <dl className="details details-grid">
        <DetailsRow term="Facility">
          <Link href={`/storage/facilities/${record.facility.id}`}>{record.facility.name}</Link>
        </DetailsRow>
        <DetailsRow term="Client">{record.client?.displayName ?? '—'}</DetailsRow>
        <DetailsRow term="Vehicle">
          {vehicle ? <Link href={`/admin/vehicles/${vehicle.id}`}>{vehicleName(vehicle)}</Link> : '—'}
          {(vehicle?.vin ?? record.vin) && <div className="muted">{`VIN ${vehicle?.vin ?? record.vin}`}</div>}
          {vehicle?.plate && <div className="muted">{`Plate ${vehicle.plate}${vehicle.plateState ? ` (${vehicle.plateState})` : ''}`}</div>}
        </DetailsRow>
        <DetailsRow term="Order and leg">
          {record.order ? <Link href={`/orders/${record.order.id}`}>{record.order.number}</Link> : '—'}
          {record.leg && (
            <>
              {' · '}
              <Link href={`/order-legs/${record.leg.id}`}>{record.leg.number}</Link>
            </>
          )}
        </DetailsRow>
        <DetailsRow term="Storage type">{STORAGE_TYPE_LABEL[stay.storageType]}</DetailsRow>
        <DetailsRow term="Movement">{MOVEMENT_KIND_LABEL[stay.movementKind]}</DetailsRow>
        <DetailsRow term="Reserved">{`${day(stay.reservedFrom)} – ${day(stay.reservedTo)}`}</DetailsRow>
        <DetailsRow term="Spot">{record.spot ?? '—'}</DetailsRow>
        <DetailsRow term="Checked in">{stay.checkedInAt ? dateTime(stay.checkedInAt) : '—'}</DetailsRow>
        <DetailsRow term="Checked out">{stay.checkedOutAt ? dateTime(stay.checkedOutAt) : '—'}</DetailsRow>
        <DetailsRow term="Check-in report">
          <ReportLink report={record.checkInReport} dateTime={dateTime} />
        </DetailsRow>
        <DetailsRow term="Check-out report">
          <ReportLink report={record.checkOutReport} dateTime={dateTime} />
        </DetailsRow>
        {record.notes && <DetailsRow term="Notes">{record.notes}</DetailsRow>}
      </dl>
      {editing ? (
        <StorageRecordForm record={record} onDone={() => setEditing(false)} refetch={refetch} />
      ) : (
        <Button onClick={() => setEditing(true)}>Edit spot, keys and notes</Button>
      )}
      <StorageRecordCharge record={record} />
      <StorageRecordKeys record={record} refetch={refetch} />
      <ActivityLog rows={getFragmentData(ActivityEntryFragment, record.activity)} statusLabel={statusLabel} />
    </section>
  );
};
