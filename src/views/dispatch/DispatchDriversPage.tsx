import { Link } from 'wouter';
import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import type { DispatchDriversQuery as DriversResult } from '@/generated/graphql';
import { formatRelative } from '../../domain/format';
import { routeByName } from '../../routes';
import { DRIVER_STATUS_LABEL, DriverStatusBadge } from '../carriers/public';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { listUrl, page, text } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { LEG_STATUS_LABEL } from '../kit/record/legLabels';
import { SearchBox } from '../kit/ui/SearchBox';
import { DispatchDriversQuery } from './dispatch.graphql';

type DriverRow = DriversResult['dispatchDrivers']['data'][number];
type LegLink = { id: string; number: string; status: OrderLegStatus } | null | undefined;

const driversUrl = listUrl('/dispatch/driver-list', { q: text('q'), page: page() });

const driversList = listSource({
  query: DispatchDriversQuery,
  variables: (view: { q: string }, paging) => ({ ...paging, search: view.q || null }),
  pick: (data) => data.dispatchDrivers,
});

const CSV = {
  noun: 'drivers',
  prefix: 'dispatch-drivers',
  ...csvColumns<DriverRow>([
    ['Driver', (row) => row.driver.fullName],
    ['Status', (row) => DRIVER_STATUS_LABEL[row.driver.status]],
    ['Current leg', (row) => row.currentLeg?.number],
    ['Next leg', (row) => row.nextLeg?.number],
    ['Last seen at', (row) => row.lastPosition?.point.label],
    ['Last seen (UTC)', (row) => row.lastPosition?.at],
    ['Legs today', (row) => row.legsToday],
    ['Legs this week', (row) => row.legsThisWeek],
  ]),
};

const LegCell = ({ leg }: { leg: LegLink }) =>
  leg ? (
    <>
      <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
      <span className="cell-sub">{LEG_STATUS_LABEL[leg.status]}</span>
    </>
  ) : (
    <span className="muted">None</span>
  );

/** /dispatch/driver-list: every driver with their current and next leg, where they were last seen, today's and this week's legs. */
export const DispatchDriversPage = () => {
  const locale = useCurrentTenant()?.locale;
  const formatDateTime = useDateTimeFormat();
  const { view, onSearch, list, page } = useList(driversUrl, driversList, { noun: { one: 'driver', many: 'drivers' }, search: 'q' });
  const driverPages = routeByName('admin-drivers-id').built;
  const columns: ListColumn<DriverRow>[] = [
    {
      id: 'driver',
      label: 'Driver',
      heading: true,
      cell: (row) => (driverPages ? <Link href={`/admin/drivers/${row.driver.id}`}>{row.driver.fullName}</Link> : row.driver.fullName),
    },
    { id: 'status', label: 'Status', cell: (row) => <DriverStatusBadge status={row.driver.status} /> },
    { id: 'current', label: 'Current leg', cell: (row) => <LegCell leg={row.currentLeg} /> },
    { id: 'next', label: 'Next leg', cell: (row) => <LegCell leg={row.nextLeg} /> },
    {
      id: 'lastSeen',
      label: 'Last seen',
      cell: ({ lastPosition }) =>
        lastPosition ? (
          <>
            {lastPosition.point.label ?? `${lastPosition.point.lat.toFixed(2)}, ${lastPosition.point.lng.toFixed(2)}`}
            <span className="cell-sub" title={formatDateTime(lastPosition.at)}>
              {formatRelative(lastPosition.at, Date.now(), locale)}
            </span>
          </>
        ) : (
          <span className="muted">Unknown</span>
        ),
    },
    { id: 'today', label: 'Legs today', cell: (row) => row.legsToday },
    { id: 'week', label: 'Legs this week', cell: (row) => row.legsThisWeek },
  ];

  return (
    <div className="dispatch-drivers">
      <div className="dispatch-filters">
        <SearchBox label="Search drivers" hint="Name or licence number." value={view.q} onSearch={onSearch} />
        <ListCsvExport source={driversList} filter={view} csv={CSV} disabled={!list.info?.total} />
      </div>
      <ListPage
        title="Drivers"
        {...page}
        empty={{
          body: 'Drivers are added under Admin.',
          filteredTitle: 'No drivers match this search',
          clearLabel: 'Show every driver',
        }}
        table={{
          caption: 'Drivers and their legs',
          columns,
          rowKey: (row) => row.driver.id,
          rowHref: driverPages ? (row) => `/admin/drivers/${row.driver.id}` : undefined,
          choiceKey: 'dispatch-drivers',
        }}
      />
    </div>
  );
};
