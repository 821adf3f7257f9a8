import { Link } from 'wouter';
import type { DriverLegsQuery as DriverLegsData } from '@/generated/graphql';
import { LEG_STATUS_LABEL } from '../../domain/labels';
import { ListTime } from '../kit/list/ListDate';
import { ListPage } from '../kit/list/ListPage';
import { listSource } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { listUrl, page } from '../kit/list/listUrl';
import { useListQuery } from '../kit/list/useListQuery';
import { useListUrl } from '../kit/list/useListUrl';
import { words } from '../kit/record/vehicleLabels';
import { DriverLegsQuery } from './drivers.graphql';

type Leg = NonNullable<DriverLegsData['driver']>['legs']['data'][number];

/** The tab's URL is the driver's: only its page is its own. */
const legsUrl = listUrl('/admin/drivers', { page: page() });

const legsList = listSource({
  query: DriverLegsQuery,
  variables: (driverId: string, paging) => ({ id: driverId, page: paging.page }),
  pick: (data) => data.driver?.legs,
});

/** /admin/drivers/:id/all-legs: every leg assigned to the driver, newest first, 25 a page, each linking to the leg. */
export const DriverLegsTab = ({ driverId }: { driverId: string }) => {
  const url = useListUrl(legsUrl, { path: `/admin/drivers/${driverId}/all-legs` });
  const { view } = url;
  const list = useListQuery(legsList, driverId, { page: view.page });
  const columns: ListColumn<Leg>[] = [
    { id: 'leg', label: 'Leg', cellClassName: 'nowrap', cell: (leg) => <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link> },
    {
      id: 'order',
      label: 'Order',
      cellClassName: 'nowrap',
      cell: (leg) => <Link href={`/orders/${leg.order.id}`}>{leg.order.number}</Link>,
    },
    { id: 'status', label: 'Status', cell: (leg) => LEG_STATUS_LABEL[leg.status] },
    { id: 'method', label: 'Method', cell: (leg) => words(leg.transportMethod) },
    { id: 'pickup', label: 'Pickup', cell: (leg) => <ListTime at={leg.confirmedPickupAt} /> },
    { id: 'delivery', label: 'Delivery', cell: (leg) => <ListTime at={leg.confirmedDeliveryAt} /> },
  ];
  return (
    <ListPage
      title="All legs"
      noun={{ one: 'leg', many: 'legs' }}
      list={list}
      url={url}
      loadingLabel="Loading the driver's legs…"
      empty={{ title: 'No legs yet', body: 'No leg has been assigned to this driver.' }}
      table={{
        caption: 'Legs of this driver',
        columns,
        rowKey: (leg) => leg.id,
        rowHref: (leg) => `/order-legs/${leg.id}`,
        choiceKey: 'driver-legs',
      }}
    />
  );
};
