import { useCallback } from 'react';
import { useClient } from 'urql';
import { getFragmentData } from '@/generated';
import type { ConditionReportFilter, ReportQueue_ReportFragment as QueueRow } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { graphqlFailure } from '../kit/forms/failure';
import { vehicleName } from '../kit/record/format';
import { CsvExport } from '../kit/ui/CsvExport';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { DIRECTION_LABEL, REPORT_STATUS_LABEL } from '../kit/record/conditionReportLabels';
import { ReportQueueQuery, ReportQueueRowFragment } from './ReportQueue.graphql';

const PER_REQUEST = 100;

const HEADER = [
  'Number',
  'Leg',
  'Direction',
  'Status',
  'Vehicle',
  'VIN',
  'Driver',
  'Submitted',
  'Submitted by',
  'New damages',
  'Compared with',
  'Reject reason',
] as const;

export type ReportQueueExportProps = { filter: ConditionReportFilter; prefix: string; disabled: boolean };

/** "Export CSV" of every report the list's filter matches, 100 a request. */
export const ReportQueueExport = ({ filter, prefix, disabled }: ReportQueueExportProps) => {
  const client = useClient();
  const dateTime = useDateTimeFormat();
  const toRow = useCallback(
    (report: QueueRow): CsvCell[] => [
      report.number,
      report.orderLeg.number,
      DIRECTION_LABEL[report.direction],
      REPORT_STATUS_LABEL[report.status],
      vehicleName(report.orderLeg.vehicle),
      report.vin ?? '',
      report.orderLeg.driver?.fullName ?? '',
      report.submittedAt ? dateTime(report.submittedAt) : '',
      report.submittedByName ?? '',
      report.newDamageCount,
      report.previousReport?.number ?? '',
      report.rejectReason ?? '',
    ],
    [dateTime],
  );
  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<QueueRow>> => {
      const result = await client
        .query(ReportQueueQuery, { first: PER_REQUEST, page, filter }, { requestPolicy: 'network-only' })
        .toPromise();
      const data = result.data?.conditionReports;
      if (result.error || !data) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: data.data.map((row) => getFragmentData(ReportQueueRowFragment, row)),
        total: data.paginatorInfo.total,
        hasMore: data.paginatorInfo.hasMorePages,
      };
    },
    [client, filter],
  );
  return <CsvExport noun="condition reports" prefix={prefix} header={HEADER} toRow={toRow} fetchPage={fetchPage} disabled={disabled} />;
};
