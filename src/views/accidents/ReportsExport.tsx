import { useCallback } from 'react';
import { useClient } from 'urql';
import { getFragmentData } from '@/generated';
import type { ReportsPage_ReportFragment as ReportRow } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { CsvExport } from '../kit/ui/CsvExport';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { INCIDENT_KIND_LABEL, PREVENTABILITY_LABEL, REPORT_STATUS_LABEL } from './labels';
import { ReportRowFragment, ReportsPageQuery } from './ReportsPage.graphql';
import { type ReportsView, reportsFilter } from './reportsListUrl';

const PER_REQUEST = 100;

const HEADER = [
  'Number',
  'Kind',
  'Status',
  'Occurred',
  'Street',
  'City',
  'State',
  'Postal code',
  'Leg',
  'VIN',
  'Driver',
  'DOT recordable',
  'Injuries',
  'Treated away',
  'Fatalities',
  'Hazmat released',
  'Preventability',
  'Police report',
  'Claim numbers',
  'Repair cost (minor units)',
  'Recovered (minor units)',
  'Description',
] as const;

/** "Export CSV" of every report the list's filters match, 100 a request. */
export const ReportsExport = ({ view, disabled }: { view: ReportsView; disabled: boolean }) => {
  const client = useClient();
  const tenant = useCurrentTenant();
  const toRow = useCallback(
    (report: ReportRow): CsvCell[] => [
      report.number,
      INCIDENT_KIND_LABEL[report.kind],
      REPORT_STATUS_LABEL[report.status],
      formatDateTime(report.occurredAt, tenant?.locale, tenant?.timeZone),
      report.street ?? '',
      report.city ?? '',
      report.state ?? '',
      report.postalCode ?? '',
      report.leg?.number ?? '',
      report.vin ?? '',
      report.driver?.fullName ?? '',
      report.recordable.recordable ? 'Yes' : 'No',
      report.injuries,
      report.injuriesTreatedAway,
      report.fatalities,
      report.hazmatReleased ? 'Yes' : 'No',
      PREVENTABILITY_LABEL[report.preventability],
      report.policeReportNumber ?? '',
      report.claimNumbers.join('; '),
      report.repairCost,
      report.recovered,
      report.description,
    ],
    [tenant],
  );
  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<ReportRow>> => {
      const result = await client
        .query(ReportsPageQuery, { ...reportsFilter(view), first: PER_REQUEST, page }, { requestPolicy: 'network-only' })
        .toPromise();
      const data = result.data?.accidentReports;
      if (result.error || !data) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: data.data.map((row) => getFragmentData(ReportRowFragment, row)),
        total: data.paginatorInfo.total,
        hasMore: data.paginatorInfo.hasMorePages,
      };
    },
    [client, view],
  );
  return <CsvExport noun="reports" prefix="accident-reports" header={HEADER} toRow={toRow} fetchPage={fetchPage} disabled={disabled} />;
};
