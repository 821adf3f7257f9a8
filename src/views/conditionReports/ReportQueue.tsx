import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { ConditionReportFilter } from '@/generated/graphql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { graphqlFailure } from '../kit/forms/failure';
import { VehicleWithVin } from '../kit/record/VehicleWithVin';
import { Badge } from '../kit/ui/Badge';
import { ListPanel } from '../kit/ui/ListPanel';
import { DIRECTION_LABEL, REPORT_STATUS_LABEL, REPORT_STATUS_TONE } from '../kit/record/conditionReportLabels';
import { ReportQueueQuery, ReportQueueRowFragment } from './ReportQueue.graphql';
import { ReportQueueExport } from './ReportQueueExport';
import { flaggedReason } from './queueView';

const PER_PAGE = 25;

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
  const tenant = useCurrentTenant();
  const dateTime = useDateTimeFormat();
  const [{ data, error, stale, fetching }, refetch] = useQuery({
    query: ReportQueueQuery,
    variables: { first: PER_PAGE, page, filter },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  useEffect(() => {
    if (refreshKey > 0) refetchRef.current({ requestPolicy: 'network-only' });
  }, [refreshKey]);
  const list = data?.conditionReports;
  const rows = (list?.data ?? []).map((row) => getFragmentData(ReportQueueRowFragment, row));

  return (
    <ListPanel
      title={title}
      actions={<ReportQueueExport filter={filter} prefix={exportPrefix} disabled={!list || list.paginatorInfo.total === 0} />}
      noun={{ one: 'report', many: 'reports' }}
      info={list?.paginatorInfo}
      count={rows.length}
      updating={stale || (fetching && Boolean(list))}
      error={!list && error ? graphqlFailure(error).message : null}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      loadingLabel="Loading condition reports…"
      empty={{ title: empty, body: null }}
      onPage={onPage}
    >
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Report</th>
              <th scope="col">Leg</th>
              <th scope="col">Direction</th>
              <th scope="col">Vehicle</th>
              <th scope="col">Driver</th>
              <th scope="col">Submitted</th>
              <th scope="col">New damage</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((report) => {
              const selected = report.id === selectedId;
              const why = showWhy ? flaggedReason(report) : '';
              return (
                <tr key={report.id} className={selected ? 'row-selected' : undefined}>
                  <td>
                    <Link href={openHref(report.id)} aria-current={selected ? 'true' : undefined}>
                      {report.number}
                    </Link>
                    {why && <span className="cell-sub">{why}</span>}
                  </td>
                  <td>
                    <Link href={`/order-legs/${report.orderLeg.id}/files/condition-reports`}>{report.orderLeg.number}</Link>
                  </td>
                  <td>{DIRECTION_LABEL[report.direction]}</td>
                  <td>
                    <VehicleWithVin vehicle={report.orderLeg.vehicle} />
                  </td>
                  <td>{report.orderLeg.driver?.fullName ?? '—'}</td>
                  <td className="nowrap">{report.submittedAt ? dateTime(report.submittedAt) : '—'}</td>
                  <td>
                    {report.newDamageCount > 0 ? (
                      <Badge tone="danger">{String(report.newDamageCount)}</Badge>
                    ) : (
                      <span className="muted">None</span>
                    )}
                  </td>
                  <td>
                    <Badge tone={REPORT_STATUS_TONE[report.status]}>{REPORT_STATUS_LABEL[report.status]}</Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ListPanel>
  );
};
