import { Link } from 'wouter';
import { useQuery } from 'urql';
import { getFragmentData, graphql } from '@/generated';
import { INCIDENT_KIND_LABEL, OpenReportLineFragment, PREVENTABILITY_LABEL } from '../accidents/public';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { Table } from '../kit/ui/Table';
import { ListTime } from '../kit/list/ListDate';

/** The driver's accident and incident reports, newest first (the accidents area's list, narrowed to the driver). */
export const DriverAccidentsQuery = graphql(`
  query DriverAccidents($driverId: ID!) {
    accidentReports(first: 50, driverId: $driverId) {
      data {
        id
        ...OpenReportLine
        status
        recordable {
          reasons
        }
        preventability
      }
      paginatorInfo {
        total
      }
    }
  }
`);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * /admin/drivers/:id/safety's accidents and incidents: each report with whether it is DOT-recordable (49 CFR 390.5)
 * and its preventability review, and the counts a safety review starts from. Read by the accidents area's readers;
 * another role is told so rather than shown an error.
 */
export const DriverAccidentsPanel = ({ driverId }: { driverId: string }) => {
  const [{ data, fetching, error }, refetch] = useQuery({ query: DriverAccidentsQuery, variables: { driverId } });
  const forbidden = error?.graphQLErrors.some((e) => e.extensions?.code === 'FORBIDDEN');
  // The report's line (its number, kind, time and place) is the accidents area's fragment; the rest is this panel's.
  const reports = (data?.accidentReports.data ?? []).map((report) => {
    const line = getFragmentData(OpenReportLineFragment, report);
    return { ...line, ...report, recordable: { ...line.recordable, ...report.recordable } };
  });
  const total = data?.accidentReports.paginatorInfo.total ?? 0;
  const count = (test: (report: (typeof reports)[number]) => boolean) => reports.filter(test).length;
  return (
    <Panel title="Accidents and incidents" className="panel-wide">
      {fetching && !data ? (
        <Spinner label="Loading the driver’s reports…" />
      ) : forbidden ? (
        <p className="muted">Accident and incident reports are read by driver safety and accident management.</p>
      ) : error && !data ? (
        <ErrorState message={error.message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      ) : reports.length === 0 ? (
        <EmptyState title="No accidents or incidents">None is reported for this driver.</EmptyState>
      ) : (
        <>
          <p>
            {plural(
              count((r) => r.kind === 'ACCIDENT'),
              'accident',
            )}
            ,{' '}
            {plural(
              count((r) => r.kind === 'INCIDENT'),
              'incident',
            )}
            ; {count((r) => r.recordable.recordable)} DOT-recordable; {count((r) => r.preventability === 'PREVENTABLE')} preventable,{' '}
            {count((r) => r.preventability === 'NOT_REVIEWED')} not reviewed yet
            {total > reports.length && ` (the newest ${reports.length} of ${total})`}.
          </p>
          <Table
            caption="Accidents and incidents of this driver"
            headings={['Report', 'Kind', 'When', 'Where', 'Recordable', 'Preventability', 'Status']}
          >
            {reports.map((report) => (
              <tr key={report.id}>
                <td className="nowrap">
                  <Link href={`/accidents-incidents/reports/${report.id}`}>{report.number}</Link>
                </td>
                <td>{INCIDENT_KIND_LABEL[report.kind]}</td>
                <td>
                  <ListTime at={report.occurredAt} timeZone={report.timeZone} />
                </td>
                <td>{[report.city, report.state].filter(Boolean).join(', ') || '—'}</td>
                <td title={report.recordable.reasons.join(' ')}>
                  {report.recordable.recordable ? <Badge tone="danger">Recordable</Badge> : 'Not recordable'}
                </td>
                <td>{PREVENTABILITY_LABEL[report.preventability]}</td>
                <td>{report.status === 'OPEN' ? 'Open' : 'Closed'}</td>
              </tr>
            ))}
          </Table>
          <p>
            <Link href={`/accidents-incidents/reports?driver=${driverId}`}>All of this driver’s reports</Link>
          </p>
        </>
      )}
    </Panel>
  );
};
