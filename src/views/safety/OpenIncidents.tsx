import { useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData, graphql } from '@/generated';
import { OpenReportLineFragment } from '../accidents/public';
import { hasRole } from '../../domain/roles';
import { ACCIDENT_READER_ROLES } from '../../machines/domain/repair.machine';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { Spinner } from '../kit/ui/Spinner';
import { ListTime } from '../kit/list/ListDate';

export const SafetyOpenIncidentsQuery = graphql(`
  query SafetyOpenIncidents {
    accidentReports(status: [OPEN], first: 10) {
      data {
        ...OpenReportLine
      }
      paginatorInfo {
        total
      }
    }
  }
`);

/**
 * /safety's open accident and incident reports (the newest ten, linked to the accidents area). A dispatch lead opens
 * /safety but not the accidents area (docs/access.md#areas): they are told so instead of being asked a query the server refuses.
 */
export const OpenIncidents = () => {
  const user = useCurrentUser();
  const mayRead = user !== null && hasRole(user, ACCIDENT_READER_ROLES);
  const [{ data, fetching, error }] = useQuery({ query: SafetyOpenIncidentsQuery, pause: !mayRead });
  const reports = getFragmentData(OpenReportLineFragment, data?.accidentReports.data ?? []);
  const total = data?.accidentReports.paginatorInfo.total ?? 0;
  return (
    <section className="safety-section" aria-label="Open incidents">
      <h2 className="safety-section-title">Open incidents {mayRead && data && <span className="muted">({total})</span>}</h2>
      {!mayRead ? (
        <p className="muted">Accident and incident reports are for the safety and accident managers.</p>
      ) : error ? (
        <p className="field-error">The open reports could not be loaded.</p>
      ) : fetching && !data ? (
        <Spinner size="small" label="Loading open reports…" />
      ) : reports.length === 0 ? (
        <p className="muted">No accident or incident report is open.</p>
      ) : (
        <ul className="safety-list">
          {reports.map((report) => (
            <li key={report.id}>
              <Link href={`/accidents-incidents/reports/${report.id}`}>{report.number}</Link> —{' '}
              {report.kind === 'ACCIDENT' ? 'accident' : 'incident'} on <ListTime at={report.occurredAt} timeZone={report.timeZone} />
              {report.city ? ` in ${report.city}${report.state ? `, ${report.state}` : ''}` : ''}
              {report.driver ? `, ${report.driver.fullName}` : ''}
              {report.recordable.recordable ? ' (DOT recordable)' : ''}
            </li>
          ))}
          {total > reports.length && (
            <li>
              <Link href="/accidents-incidents/reports?status=OPEN">All {total} open reports</Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
};
