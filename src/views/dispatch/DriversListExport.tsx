import { useCallback } from 'react';
import { useClient } from 'urql';
import type { DispatchDriversQuery as DriversResult } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { DRIVER_STATUS_LABEL } from '../carriers/public';
import { graphqlFailure } from '../kit/forms/failure';
import { CsvExport } from '../kit/ui/CsvExport';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { DispatchDriversQuery } from './dispatch.graphql';

const PER_REQUEST = 100;

type DriverRow = DriversResult['dispatchDrivers']['data'][number];

const HEADER = ['Driver', 'Status', 'Current leg', 'Next leg', 'Last seen at', 'Last seen (UTC)', 'Legs today', 'Legs this week'] as const;

const toRow = (row: DriverRow): CsvCell[] => [
  row.driver.fullName,
  DRIVER_STATUS_LABEL[row.driver.status],
  row.currentLeg?.number ?? '',
  row.nextLeg?.number ?? '',
  row.lastPosition?.point.label ?? '',
  row.lastPosition?.at ?? '',
  row.legsToday,
  row.legsThisWeek,
];

/** "Export CSV" of every driver the search finds, 100 a request. */
export const DriversListExport = ({ search, disabled }: { search: string; disabled: boolean }) => {
  const client = useClient();
  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<DriverRow>> => {
      const result = await client
        .query(DispatchDriversQuery, { first: PER_REQUEST, page, search: search || null }, { requestPolicy: 'network-only' })
        .toPromise();
      const data = result.data?.dispatchDrivers;
      if (result.error || !data) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return { rows: data.data, total: data.paginatorInfo.total, hasMore: data.paginatorInfo.hasMorePages };
    },
    [client, search],
  );
  return <CsvExport noun="drivers" prefix="dispatch-drivers" header={HEADER} toRow={toRow} fetchPage={fetchPage} disabled={disabled} />;
};
