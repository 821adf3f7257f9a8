import { useCallback } from 'react';
import { useClient } from 'urql';
import { getFragmentData } from '@/generated';
import type { DriversPage_DriverFragment as DriverRow } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { graphqlFailure } from '../kit/forms/failure';
import { CsvExport } from '../kit/ui/CsvExport';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { DriverRowFragment, DriversPageQuery } from './drivers.graphql';
import { type DriversView, driversFilter } from './driversListUrl';
import { DRIVER_STATUS_LABEL, EMPLOYMENT_LABEL, expiryFlag, LICENCE_CLASS_LABEL } from './labels';

const PER_REQUEST = 100;

const HEADER = [
  'Name',
  'Status',
  'Employment',
  'Trucking company',
  'Email',
  'Phone',
  'Licence number',
  'Licence state',
  'Licence class',
  'Licence expires',
  'Medical card expires',
  'Flags',
] as const;

const toRow = (driver: DriverRow): CsvCell[] => [
  driver.fullName,
  DRIVER_STATUS_LABEL[driver.status],
  EMPLOYMENT_LABEL[driver.employment],
  driver.truckingCompany?.displayName ?? '',
  driver.email ?? '',
  driver.phone ?? '',
  driver.licenceNumber ?? '',
  driver.licenceState ?? '',
  driver.licenceClass ? LICENCE_CLASS_LABEL[driver.licenceClass] : '',
  driver.licenceExpiresOn ?? '',
  driver.medicalCardExpiresOn ?? '',
  [expiryFlag('Licence', driver.licenceExpiresOn), expiryFlag('Medical card', driver.medicalCardExpiresOn)].filter(Boolean).join('; '),
];

/** "Export CSV" of every driver the list's filters match, 100 a request. */
export const DriversExport = ({ view, disabled }: { view: DriversView; disabled: boolean }) => {
  const client = useClient();
  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<DriverRow>> => {
      const result = await client
        .query(DriversPageQuery, { ...driversFilter(view), first: PER_REQUEST, page }, { requestPolicy: 'network-only' })
        .toPromise();
      const data = result.data?.drivers;
      if (result.error || !data) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: data.data.map((row) => getFragmentData(DriverRowFragment, row)),
        total: data.paginatorInfo.total,
        hasMore: data.paginatorInfo.hasMorePages,
      };
    },
    [client, view],
  );
  return <CsvExport noun="drivers" prefix="drivers" header={HEADER} toRow={toRow} fetchPage={fetchPage} disabled={disabled} />;
};
