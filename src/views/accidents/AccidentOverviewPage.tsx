import { useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import { LinkButton } from '../kit/ui/LinkButton';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { useMoney } from '../kit/ui/useMoney';
import { AccidentOverviewQuery } from './AccidentOverviewPage.graphql';
import { INCIDENT_KIND_LABEL } from './labels';
import { OpenReportLineFragment } from './openReportLine';
import { ReportsChart } from './ReportsChart';
import { useCanEditAccidents } from './useCanEditAccidents';

const Fact = ({ label, value, href }: { label: string; value: string; href?: string }) => (
  <div className="details-row">
    <dt>{label}</dt>
    <dd>{href ? <Link href={href}>{value}</Link> : value}</dd>
  </div>
);

/** /accidents-incidents: this year's reports, recordables, people hurt, repair cost and what was recovered. */
export const AccidentOverviewPage = () => {
  const tenant = useCurrentTenant();
  const canEdit = useCanEditAccidents();
  const money = useMoney();
  const [{ data, error }, refetch] = useQuery({
    query: AccidentOverviewQuery,
    variables: {},
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const actions = canEdit ? (
    <LinkButton href="/accidents-incidents/create" variant="primary">
      Report an accident or incident
    </LinkButton>
  ) : undefined;

  if (!data) {
    return (
      <Panel title="Accidents and incidents" actions={actions}>
        {error ? (
          <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
        ) : (
          <Spinner label="Loading the accidents overview…" />
        )}
      </Panel>
    );
  }
  const o = data.accidentOverview;
  const n = (value: number) => value.toLocaleString(tenant?.locale);
  const year = `from=${o.year}-01-01&to=${o.year}-12-31`;
  return (
    <div className="page-grid">
      <Panel
        title="Accidents and incidents"
        actions={actions}
        className="panel-wide"
        description={
          <p>
            {`The year ${o.year} so far. `}
            <Link href="/accidents-incidents/reports">All reports</Link> · <Link href="/accidents-incidents/repairs">Repairs</Link>
          </p>
        }
      >
        <dl className="details details-grid">
          <Fact label="Open reports" value={n(o.openReports)} href="/accidents-incidents/reports?status=OPEN" />
          <Fact label={`Reports in ${o.year}`} value={n(o.reportsThisYear)} href={`/accidents-incidents/reports?${year}`} />
          <Fact
            label="DOT recordable this year"
            value={n(o.recordablesThisYear)}
            href={`/accidents-incidents/reports?recordable=yes&${year}`}
          />
          <Fact label="Injuries this year" value={n(o.injuriesThisYear)} />
          <Fact label="Fatalities this year" value={n(o.fatalitiesThisYear)} />
          <Fact label="Open repairs" value={n(o.openRepairs)} href="/accidents-incidents/repairs" />
          <Fact label="Repair cost this year" value={money(o.repairCost)} />
          <Fact label="Recovered this year" value={money(o.recovered)} />
        </dl>
      </Panel>
      <Panel title="Reports by month">
        {o.byMonth.length === 0 ? <EmptyState title="No reports this year" /> : <ReportsChart months={o.byMonth} locale={tenant?.locale} />}
      </Panel>
      <Panel title="Newest open reports" actions={<Link href="/accidents-incidents/reports">All reports</Link>}>
        {o.recentOpen.length === 0 ? (
          <EmptyState title="No open reports" />
        ) : (
          <ul className="plain-list">
            {getFragmentData(OpenReportLineFragment, o.recentOpen).map((report) => (
              <li key={report.id}>
                <Link href={`/accidents-incidents/reports/${report.id}`}>{report.number}</Link> {INCIDENT_KIND_LABEL[report.kind]},{' '}
                {formatDateTime(report.occurredAt, tenant?.locale, tenant?.timeZone)}
                {report.city ? `, ${report.city}${report.state ? ` ${report.state}` : ''}` : ''}
                {report.driver ? ` — ${report.driver.fullName}` : ''}{' '}
                {report.recordable.recordable && <Badge tone="danger">DOT recordable</Badge>}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
};
