import { useCallback } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { AccidentReportStatusValues } from '@/generated/enums/AccidentReportStatus';
import { type IncidentKind, IncidentKindValues } from '@/generated/enums/IncidentKind';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { SearchBox } from '../kit/ui/SearchBox';
import { SelectField } from '../kit/ui/SelectField';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { LinkPager } from '../kit/ui/LinkPager';
import { DayFilter } from '../kit/forms/DayFilter';
import { INCIDENT_KIND_LABEL, REPORT_STATUS_LABEL, REPORT_STATUS_TONE } from './labels';
import { RegisterExport } from './RegisterExport';
import { ReportsExport } from './ReportsExport';
import { AccidentDriversQuery, ReportRowFragment, ReportsPageQuery } from './ReportsPage.graphql';
import { isFiltered, REPORTS_PATH, type ReportsView, readReportsView, reportsFilter, reportsHref } from './reportsListUrl';
import { useCanEditAccidents } from './useCanEditAccidents';

const PER_PAGE = 25;

/** /accidents-incidents/reports: every report, searched, filtered, paged, exported, and the 390.15 register. */
export const ReportsPage = () => {
  const tenant = useCurrentTenant();
  const canEdit = useCanEditAccidents();
  const [, navigate] = useLocation();
  const view = readReportsView(useSearch());
  const [{ data, error }, refetch] = useQuery({
    query: ReportsPageQuery,
    variables: { ...reportsFilter(view), first: PER_PAGE, page: view.page },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const [{ data: drivers }] = useQuery({ query: AccidentDriversQuery, pause: !tenant });
  const go = (patch: Partial<ReportsView>) => navigate(reportsHref({ ...view, page: 1, ...patch }));
  const onSearch = useCallback(
    (text: string) => navigate(reportsHref({ ...readReportsView(window.location.search), q: text, page: 1 }), { replace: true }),
    [navigate],
  );
  const filtered = isFiltered(view);
  const list = data?.accidentReports;

  const body = () => {
    if (!list) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Loading reports…" />;
    }
    if (list.data.length === 0)
      return (
        <EmptyState title={filtered ? 'No reports match this view' : 'No reports yet'}>
          {filtered ? (
            <Link href={REPORTS_PATH}>Show every report</Link>
          ) : (
            canEdit && <Link href="/accidents-incidents/create">Report the first one</Link>
          )}
        </EmptyState>
      );
    return (
      <>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Accident and incident reports</caption>
            <thead>
              <tr>
                <th scope="col">Report</th>
                <th scope="col">Kind</th>
                <th scope="col">When</th>
                <th scope="col">Where</th>
                <th scope="col">Driver</th>
                <th scope="col">Status</th>
                <th scope="col">DOT recordable</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => {
                const report = getFragmentData(ReportRowFragment, row);
                return (
                  <tr key={report.id}>
                    <td>
                      <Link href={`/accidents-incidents/reports/${report.id}`}>{report.number}</Link>
                      {report.leg && <div className="muted">{`Leg ${report.leg.number}`}</div>}
                    </td>
                    <td>{INCIDENT_KIND_LABEL[report.kind]}</td>
                    <td className="nowrap">{formatDateTime(report.occurredAt, tenant?.locale, tenant?.timeZone)}</td>
                    <td>{[report.city, report.state].filter(Boolean).join(', ') || '—'}</td>
                    <td>{report.driver?.fullName ?? '—'}</td>
                    <td>
                      <Badge tone={REPORT_STATUS_TONE[report.status]}>{REPORT_STATUS_LABEL[report.status]}</Badge>
                    </td>
                    <td>{report.recordable.recordable ? <Badge tone="danger">Yes</Badge> : 'No'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <LinkPager info={list.paginatorInfo} hrefFor={(page) => reportsHref({ ...view, page })} noun="reports" />
      </>
    );
  };

  return (
    <Panel
      title="Accident and incident reports"
      actions={
        canEdit && (
          <Link href="/accidents-incidents/create" className="btn btn-primary">
            New report
          </Link>
        )
      }
      description={
        list && (
          <p aria-live="polite">{`${list.paginatorInfo.total.toLocaleString(tenant?.locale)} ${list.paginatorInfo.total === 1 ? 'report' : 'reports'}`}</p>
        )
      }
    >
      <SearchBox label="Search reports" hint="Report number, leg, VIN, city, driver or claim number." value={view.q} onSearch={onSearch} />
      <ToggleChips
        legend="Status"
        options={AccidentReportStatusValues}
        label={(status) => REPORT_STATUS_LABEL[status]}
        selected={view.status}
        onChange={(status) => go({ status })}
        clearLabel="Every status"
      />
      <div className="filter-row">
        <SelectField
          label="Kind"
          choices={IncidentKindValues.map((value) => ({ value, label: INCIDENT_KIND_LABEL[value] }))}
          value={view.kind}
          placeholder="Every kind"
          onChange={([value]) => go({ kind: (value as IncidentKind | undefined) ?? '' })}
        />
        <SelectField
          label="DOT recordable"
          choices={[
            { value: 'yes', label: 'Recordable' },
            { value: 'no', label: 'Not recordable' },
          ]}
          value={view.recordable}
          placeholder="Recordable or not"
          onChange={([value]) => go({ recordable: value === 'yes' || value === 'no' ? value : '' })}
        />
        <SelectField
          label="Driver"
          choices={(drivers?.drivers.data ?? []).map((driver) => ({ value: driver.id, label: driver.fullName }))}
          value={view.driver}
          placeholder="Every driver"
          onChange={([value]) => go({ driver: value ?? '' })}
        />
        <DayFilter label="From" value={view.from} onChange={(from) => go({ from })} />
        <DayFilter label="To" value={view.to} onChange={(to) => go({ to })} />
      </div>
      <div className="button-row">
        <ReportsExport view={view} disabled={!list || list.paginatorInfo.total === 0} />
        <RegisterExport from={view.from} to={view.to} />
      </div>
      {body()}
    </Panel>
  );
};
