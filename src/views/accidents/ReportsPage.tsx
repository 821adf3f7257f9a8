import { useQuery } from 'urql';
import { Link } from 'wouter';
import { LinkButton } from '../kit/ui/LinkButton';
import { AccidentReportStatusValues } from '@/generated/enums/AccidentReportStatus';
import { type IncidentKind, IncidentKindValues } from '@/generated/enums/IncidentKind';
import type { ReportsPage_ReportFragment as ReportRow } from '@/generated/graphql';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { DayFilter } from '../kit/forms/DayFilter';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListTime } from '../kit/list/ListDate';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { useList } from '../kit/list/useList';
import { Badge } from '../kit/ui/Badge';
import { SelectField } from '../kit/ui/SelectField';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { INCIDENT_KIND_LABEL, PREVENTABILITY_LABEL, REPORT_STATUS_LABEL, REPORT_STATUS_TONE } from './labels';
import { RegisterExport } from './RegisterExport';
import { AccidentDriversQuery, ReportRowFragment, ReportsPageQuery } from './ReportsPage.graphql';
import { type ReportsView, reportsFilter, reportsUrl } from './reportsListUrl';
import { useCanEditAccidents } from './useCanEditAccidents';

const reportsList = listSource({
  query: ReportsPageQuery,
  variables: (view: ReportsView, paging) => ({ ...reportsFilter(view), ...paging }),
  pick: (data) => unmasked(ReportRowFragment, data.accidentReports),
});

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const CSV = {
  noun: 'reports',
  prefix: 'accident-reports',
  ...csvColumns<ReportRow>([
    ['Number', (report) => report.number],
    ['Kind', (report) => INCIDENT_KIND_LABEL[report.kind]],
    ['Status', (report) => REPORT_STATUS_LABEL[report.status]],
    ['Occurred', (report, { locale, timeZone }) => formatDateTime(report.occurredAt, locale, timeZone)],
    ['Street', (report) => report.street],
    ['City', (report) => report.city],
    ['State', (report) => report.state],
    ['Postal code', (report) => report.postalCode],
    ['Leg', (report) => report.leg?.number],
    ['VIN', (report) => report.vin],
    ['Driver', (report) => report.driver?.fullName],
    ['DOT recordable', (report) => yesNo(report.recordable.recordable)],
    ['Injuries', (report) => report.injuries],
    ['Treated away', (report) => report.injuriesTreatedAway],
    ['Fatalities', (report) => report.fatalities],
    ['Hazmat released', (report) => yesNo(report.hazmatReleased)],
    ['Preventability', (report) => PREVENTABILITY_LABEL[report.preventability]],
    ['Police report', (report) => report.policeReportNumber],
    ['Claim numbers', (report) => report.claimNumbers.join('; ')],
    ['Repair cost (minor units)', (report) => report.repairCost],
    ['Recovered (minor units)', (report) => report.recovered],
    ['Description', (report) => report.description],
  ]),
};

const columns: ListColumn<ReportRow>[] = [
  {
    id: 'report',
    label: 'Report',
    cell: (report) => (
      <>
        <Link href={`/accidents-incidents/reports/${report.id}`}>{report.number}</Link>
        {report.leg && <div className="muted">{`Leg ${report.leg.number}`}</div>}
      </>
    ),
  },
  { id: 'kind', label: 'Kind', cell: (report) => INCIDENT_KIND_LABEL[report.kind] },
  { id: 'when', label: 'When', cellClassName: 'nowrap', cell: (report) => <ListTime at={report.occurredAt} /> },
  { id: 'where', label: 'Where', cell: (report) => [report.city, report.state].filter(Boolean).join(', ') || '—' },
  { id: 'driver', label: 'Driver', cell: (report) => report.driver?.fullName ?? '—' },
  {
    id: 'status',
    label: 'Status',
    cell: (report) => <Badge tone={REPORT_STATUS_TONE[report.status]}>{REPORT_STATUS_LABEL[report.status]}</Badge>,
  },
  { id: 'recordable', label: 'DOT recordable', cell: (report) => (report.recordable.recordable ? <Badge tone="danger">Yes</Badge> : 'No') },
];

/** /accidents-incidents/reports: every report, searched, filtered, paged, exported, and the 390.15 register. */
export const ReportsPage = () => {
  const tenant = useCurrentTenant();
  const canEdit = useCanEditAccidents();
  const { view, update, list, page } = useList(reportsUrl, reportsList, { noun: { one: 'report', many: 'reports' }, search: 'q' });
  const [{ data: drivers }] = useQuery({ query: AccidentDriversQuery, pause: !tenant });

  return (
    <ListPage
      title="Accident and incident reports"
      {...page}
      actions={
        canEdit && (
          <LinkButton href="/accidents-incidents/create" variant="primary">
            New report
          </LinkButton>
        )
      }
      empty={{
        body: canEdit && <Link href="/accidents-incidents/create">Report the first one</Link>,
        clearLabel: 'Show every report',
      }}
      search={{ label: 'Search reports', hint: 'Report number, leg, VIN, city, driver or claim number.' }}
      filters={
        <>
          <ToggleChips
            legend="Status"
            options={AccidentReportStatusValues}
            label={(status) => REPORT_STATUS_LABEL[status]}
            selected={view.status}
            onChange={(status) => update({ status })}
            clearLabel="Every status"
          />
          <div className="filter-row">
            <SelectField
              label="Kind"
              choices={IncidentKindValues.map((value) => ({ value, label: INCIDENT_KIND_LABEL[value] }))}
              value={view.kind}
              placeholder="Every kind"
              onChange={([value]) => update({ kind: (value as IncidentKind | undefined) ?? '' })}
            />
            <SelectField
              label="DOT recordable"
              choices={[
                { value: 'yes', label: 'Recordable' },
                { value: 'no', label: 'Not recordable' },
              ]}
              value={view.recordable}
              placeholder="Recordable or not"
              onChange={([value]) => update({ recordable: value === 'yes' || value === 'no' ? value : '' })}
            />
            <SelectField
              label="Driver"
              choices={(drivers?.drivers.data ?? []).map((driver) => ({ value: driver.id, label: driver.fullName }))}
              value={view.driver}
              placeholder="Every driver"
              onChange={([value]) => update({ driver: value ?? '' })}
            />
            <DayFilter label="From" value={view.from} onChange={(from) => update({ from })} />
            <DayFilter label="To" value={view.to} onChange={(to) => update({ to })} />
          </div>
          <div className="button-row">
            <ListCsvExport source={reportsList} filter={view} csv={CSV} disabled={!list.info?.total} />
            <RegisterExport from={view.from} to={view.to} />
          </div>
        </>
      }
      table={{
        caption: 'Accident and incident reports',
        columns,
        rowKey: (report) => report.id,
        rowHref: (report) => `/accidents-incidents/reports/${report.id}`,
        choiceKey: 'accident-reports',
      }}
    />
  );
};
