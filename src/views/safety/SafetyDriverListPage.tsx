import { useCallback, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { SafetyDriverList_DriverFragment as DriverRow } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { todayIn } from '../../domain/dates';
import { WARN_DAYS } from '../../domain/qualification';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { hasMore, pageInfoOf } from '../kit/list/listSource';
import { Badge } from '../kit/ui/Badge';
import { Checkbox } from '../kit/ui/Checkbox';
import { CsvExport } from '../kit/ui/CsvExport';
import { ListPanel } from '../kit/ui/ListPanel';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { documentStanding, driverStanding } from './driverStanding';
import { SafetyDriverListQuery, SafetyDriverRowFragment } from './SafetyDriverListPage.graphql';
import { Table } from '../kit/ui/Table';

const PER_PAGE = 50;
const HEADER = ['Driver', 'Standing', 'Licence number', 'Licence class', 'Licence expiry', 'Medical card', 'Disqualified'] as const;

const standingOf = (driver: DriverRow, today: string) =>
  driverStanding(
    {
      licenceNumber: driver.licenceNumber,
      licenceExpiresOn: driver.licenceExpiresOn,
      medicalCardExpiresOn: driver.medicalCardExpiresOn,
      disqualified: driver.status === 'DISQUALIFIED',
    },
    today,
  );
const licenceOf = (driver: DriverRow, today: string) =>
  driver.licenceNumber ? documentStanding('licence', driver.licenceExpiresOn, today) : documentStanding('licence', null, today);

/** /safety/driver-list: each driver's qualification file in words (licence, medical card, disqualified, expiring). */
export const SafetyDriverListPage = () => {
  const tenant = useCurrentTenant();
  const client = useClient();
  const [page, setPage] = useState(1);
  const [expiringOnly, setExpiringOnly] = useState(false);
  const today = todayIn(tenant?.timeZone);
  const expiringWithinDays = expiringOnly ? WARN_DAYS : null;
  const variables = { first: PER_PAGE, page, expiringWithinDays };
  const [{ data, error, stale }, refetch] = useQuery({ query: SafetyDriverListQuery, variables, pause: !tenant });
  const rows = (data?.drivers.data ?? []).map((row) => getFragmentData(SafetyDriverRowFragment, row));

  const toRow = useCallback(
    (driver: DriverRow): CsvCell[] => [
      driver.fullName,
      standingOf(driver, today).words,
      [driver.licenceState, driver.licenceNumber].filter(Boolean).join(' '),
      driver.licenceClass?.replace('_', ' ') ?? '',
      licenceOf(driver, today).words,
      documentStanding('medical card', driver.medicalCardExpiresOn, today).words,
      driver.status === 'DISQUALIFIED' ? (driver.disqualifiedReason ?? 'Yes') : '',
    ],
    [today],
  );
  const fetchPage = useCallback(
    async (target: number): Promise<CsvPage<DriverRow>> => {
      const result = await client
        .query(SafetyDriverListQuery, { expiringWithinDays, first: 100, page: target }, { requestPolicy: 'network-only' })
        .toPromise();
      const list = result.data?.drivers;
      if (result.error || !list) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: list.data.map((row) => getFragmentData(SafetyDriverRowFragment, row)),
        total: pageInfoOf(list.paginatorInfo).total,
        hasMore: hasMore(pageInfoOf(list.paginatorInfo)),
      };
    },
    [client, expiringWithinDays],
  );

  return (
    <ListPanel
      title="Driver qualification"
      noun={{ one: 'driver', many: 'drivers' }}
      info={data && pageInfoOf(data.drivers.paginatorInfo)}
      count={rows.length}
      updating={stale}
      error={!data && error ? graphqlFailure(error).message : null}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      loadingLabel="Loading drivers…"
      empty={{
        title: expiringOnly ? 'No driver has a document running out' : 'No drivers yet',
        body: expiringOnly ? 'Every licence and medical card is valid for more than 30 days.' : 'Drivers are added under Admin › Drivers.',
      }}
      onPage={setPage}
      actions={
        <CsvExport
          noun="drivers"
          prefix="driver-qualification"
          header={HEADER}
          toRow={toRow}
          fetchPage={fetchPage}
          disabled={!data || !pageInfoOf(data.drivers.paginatorInfo).total}
        />
      }
    >
      <Checkbox
        label={`Only drivers with a document expiring within ${WARN_DAYS} days (or expired)`}
        checked={expiringOnly}
        onChange={(checked) => {
          setExpiringOnly(checked);
          setPage(1);
        }}
      />
      <Table caption="Driver qualification" headings={['Driver', 'Standing', 'Licence', 'Medical card', 'Disqualified']}>
        {rows.map((driver) => {
          const standing = standingOf(driver, today);
          const licence = licenceOf(driver, today);
          const medical = documentStanding('medical card', driver.medicalCardExpiresOn, today);
          return (
            <tr key={driver.id}>
              <th scope="row">
                <Link href={`/admin/drivers/${driver.id}`}>{driver.fullName}</Link>
              </th>
              <td>
                <Badge tone={standing.tone}>{standing.words}</Badge>
              </td>
              <td>
                {driver.licenceNumber
                  ? `${driver.licenceState ?? ''} ${driver.licenceNumber} · class ${driver.licenceClass?.replace('_', ' ') ?? 'none'} · `
                  : ''}
                {licence.words}
              </td>
              <td>{medical.words}</td>
              <td>{driver.status === 'DISQUALIFIED' ? `Yes: ${driver.disqualifiedReason ?? 'no reason given'}` : 'No'}</td>
            </tr>
          );
        })}
      </Table>
    </ListPanel>
  );
};
