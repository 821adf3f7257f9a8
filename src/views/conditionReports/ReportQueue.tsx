import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { ConditionReportFilter, ReportQueue_ReportFragment as QueueRow } from '@/generated/graphql';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { useListQuery } from '../kit/list/useListQuery';
import { DIRECTION_LABEL, REPORT_STATUS_LABEL, REPORT_STATUS_TONE } from '../kit/record/conditionReportLabels';
import { vehicleName } from '../kit/record/format';
import { VehicleNameFragment } from '../kit/record/fragments';
import { VehicleWithVin } from '../kit/record/VehicleWithVin';
import { Badge } from '../kit/ui/Badge';
import { ReportQueueQuery, ReportQueueRowFragment } from './ReportQueue.graphql';
import { flaggedReason } from './queueView';
import { ListTime } from '../kit/list/ListDate';

const queueList = listSource({
  query: ReportQueueQuery,
  variables: (filter: ConditionReportFilter, paging) => ({ ...paging, filter }),
  pick: (data) => unmasked(ReportQueueRowFragment, data.conditionReports),
});

const CSV = {
  noun: 'condition reports',
  prefix: 'condition-reports',
  ...csvColumns<QueueRow>([
    ['Number', (report) => report.number],
    ['Leg', (report) => report.orderLeg.number],
    ['Direction', (report) => DIRECTION_LABEL[report.direction]],
    ['Status', (report) => REPORT_STATUS_LABEL[report.status]],
    ['Vehicle', (report) => vehicleName(getFragmentData(VehicleNameFragment, report.orderLeg.vehicle))],
    ['VIN', (report) => report.vin],
    ['Driver', (report) => report.orderLeg.driver?.fullName],
    ['Submitted', (report, { dateTime }) => (report.submittedAt ? dateTime(report.submittedAt) : '')],
    ['Submitted by', (report) => report.submittedByName],
    ['New damages', (report) => report.newDamageCount],
    ['Compared with', (report) => report.previousReport?.number],
    ['Reject reason', (report) => report.rejectReason],
  ]),
};

export type ReportQueueProps = {
  title: string;
  filter: ConditionReportFilter;
  page: number;
  onPage: (page: number) => void;
  /** The report shown beside the list. */
  selectedId: string | null;
  /** The URL that opens a report beside the list. */
  openHref: (reportId: string) => string;
  /** Says under each number why the report is on the list (the help desk's lists). */
  showWhy?: boolean;
  /** Changes when a report changed somewhere: the list asks the server again (a new report may belong on it). */
  refreshKey: number;
  empty: string;
  /** The CSV file's name start. */
  exportPrefix: string;
};

/** A page of condition reports in the server's order (new damage first, then newest), each opened beside the list. */
export const ReportQueue = ({
  title,
  filter,
  page,
  onPage,
  selectedId,
  openHref,
  showWhy = false,
  refreshKey,
  empty,
  exportPrefix,
}: ReportQueueProps) => {
  const list = useListQuery(queueList, filter, { page });
  const retry = useRef(list.retry);
  retry.current = list.retry;
  useEffect(() => {
    if (refreshKey > 0) retry.current();
  }, [refreshKey]);
  const columns: ListColumn<QueueRow>[] = [
    {
      id: 'report',
      label: 'Report',
      cell: (report) => {
        const why = showWhy ? flaggedReason(report) : '';
        return (
          <>
            <Link href={openHref(report.id)} aria-current={report.id === selectedId ? 'true' : undefined}>
              {report.number}
            </Link>
            {why && <span className="cell-sub">{why}</span>}
          </>
        );
      },
    },
    {
      id: 'leg',
      label: 'Leg',
      cell: (report) => <Link href={`/order-legs/${report.orderLeg.id}/files/condition-reports`}>{report.orderLeg.number}</Link>,
    },
    { id: 'direction', label: 'Direction', cell: (report) => DIRECTION_LABEL[report.direction] },
    {
      id: 'vehicle',
      label: 'Vehicle',
      cell: (report) => <VehicleWithVin vehicle={getFragmentData(VehicleNameFragment, report.orderLeg.vehicle)} />,
    },
    { id: 'driver', label: 'Driver', cell: (report) => report.orderLeg.driver?.fullName ?? '—' },
    {
      id: 'submitted',
      label: 'Submitted',
      cellClassName: 'nowrap',
      cell: (report) => <ListTime at={report.submittedAt} />,
    },
    {
      id: 'newDamage',
      label: 'New damage',
      cell: (report) =>
        report.newDamageCount > 0 ? <Badge tone="danger">{String(report.newDamageCount)}</Badge> : <span className="muted">None</span>,
    },
    {
      id: 'status',
      label: 'Status',
      cell: (report) => <Badge tone={REPORT_STATUS_TONE[report.status]}>{REPORT_STATUS_LABEL[report.status]}</Badge>,
    },
  ];

  return (
    <ListPage
      title={title}
      actions={<ListCsvExport source={queueList} filter={filter} csv={CSV} prefix={exportPrefix} disabled={!list.info?.total} />}
      noun={{ one: 'report', many: 'reports' }}
      list={list}
      loadingLabel="Loading condition reports…"
      empty={{ title: empty }}
      onPage={onPage}
      table={{
        caption: title,
        columns,
        rowKey: (report) => report.id,
        rowHref: (report) => openHref(report.id),
        rowClassName: (report) => (report.id === selectedId ? 'row-selected' : undefined),
        choiceKey: 'condition-reports',
      }}
    />
  );
};
