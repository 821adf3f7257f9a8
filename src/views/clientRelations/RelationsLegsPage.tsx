import { useMemo } from 'react';
import { Link } from 'wouter';
import { type OrderLegStatus, OrderLegStatusValues } from '@/generated/enums/OrderLegStatus';
import type { ClientRelationsLegsQuery } from '@/generated/graphql';
import { ListDay, ListTime } from '../kit/list/ListDate';
import { ListPage } from '../kit/list/ListPage';
import { listSource, withVariables } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { listUrl, manyOf, page, text } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { LEG_STATUS_LABEL } from '../kit/record/legLabels';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { RelationsLegsQuery } from './clientRelations.graphql';
import { ScopeSwitch } from './ScopeSwitch';
import { useScope } from './useScope';

type Leg = ClientRelationsLegsQuery['orderLegs']['data'][number];

const legsUrl = listUrl('/client-relations/order-legs', {
  status: manyOf('status', OrderLegStatusValues),
  search: text('search'),
  page: page(),
});

const legsList = listSource({
  query: RelationsLegsQuery,
  variables: (view: ReturnType<typeof legsUrl.read>, paging) => ({
    ...paging,
    status: view.status.length > 0 ? view.status : null,
    search: view.search || null,
  }),
  pick: (data) => data.orderLegs,
});

/** The promised time of a leg's end: the confirmed one, else the requested day with its mode ("before Dec 9"), short as lists write them. */
const promised = (confirmed: string | null | undefined, requested: Leg['requestedPickup']) => {
  if (confirmed)
    return (
      <>
        confirmed <ListTime at={confirmed} />
      </>
    );
  if (!requested.date) return 'as soon as possible';
  return (
    <>
      {requested.mode.toLowerCase()} <ListDay day={requested.date} />
    </>
  );
};

const COLUMNS: ListColumn<Leg>[] = [
  {
    id: 'number',
    label: 'Leg',
    heading: true,
    cellClassName: 'mono',
    cell: (leg) => <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>,
  },
  { id: 'client', label: 'Client', cell: (leg) => leg.order.client.displayName },
  { id: 'status', label: 'Status', cell: (leg) => LEG_STATUS_LABEL[leg.status] },
  { id: 'pickup', label: 'Pickup', cell: (leg) => promised(leg.confirmedPickupAt, leg.requestedPickup) },
  { id: 'delivery', label: 'Delivery', cell: (leg) => promised(leg.confirmedDeliveryAt, leg.requestedDelivery) },
];

const STATUSES: readonly OrderLegStatus[] = OrderLegStatusValues;

/** /client-relations/order-legs: the legs of the desk's accounts, newest first, by status and search (leg number or VIN). */
export const RelationsLegsPage = () => {
  const { scope, scopes, setScope } = useScope();
  const source = useMemo(() => withVariables(legsList, { accountManager: scope }), [scope]);
  const { view, update, page: listed } = useList(legsUrl, source, { noun: { one: 'leg', many: 'legs' }, search: 'search' });
  return (
    <>
      <ScopeSwitch scope={scope} scopes={scopes} onChange={setScope} />
      <ListPage
        title="Order legs"
        {...listed}
        search={{ label: 'Search legs', hint: 'Leg number or VIN.' }}
        filters={
          <ToggleChips
            legend="Status"
            options={STATUSES}
            label={(status) => LEG_STATUS_LABEL[status]}
            selected={view.status}
            onChange={(status) => update({ status })}
            clearLabel="Clear statuses"
          />
        }
        table={{ caption: 'Order legs', columns: COLUMNS, rowKey: (leg) => leg.id, rowHref: (leg) => `/order-legs/${leg.id}` }}
      />
    </>
  );
};
