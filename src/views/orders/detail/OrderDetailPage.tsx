import type { OrderDetailQuery as OrderDetailData } from '@/generated/graphql';
import { useState } from 'react';
import { useQuery } from 'urql';
import { OrderDetailQuery } from '../../../graphql/operations/orderDetail';
import { PageError } from '../../../http/errors';
import { AlertsTab } from '../../activity/AlertsTab';
import { CommentsTab } from '../../activity/CommentsTab';
import { MediaTab } from '../../activity/MediaTab';
import { NotBuiltTab } from '../../activity/NotBuiltTab';
import { QuoteTab } from '../../activity/QuoteTab';
import { RawDataPanel } from '../../activity/RawDataPanel';
import { currentTab, TabNav } from '../../activity/TabNav';
import { useCurrentTenant } from '../../app/useCurrentUser';
import { graphqlFailure } from '../../forms/failure';
import type { PageProps } from '../../router/pageProps';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { useLiveOrder } from '../useLiveOrder';
import { OrderActivityTab } from './OrderActivityTab';
import { OrderHeader } from './OrderHeader';
import { OrderOverview } from './OrderOverview';
import { ORDER_BASE_ROUTE, ORDER_TABS } from './orderTabs';

export type OrderDetail = NonNullable<OrderDetailData['order']>;

const TabBody = ({ path, order, activityVersion }: { path: string; order: OrderDetail; activityVersion: number }) => {
  const entity = { kind: 'order', id: order.id } as const;
  switch (path) {
    case 'files':
      return <MediaTab entity={entity} />;
    case 'activity/log':
      return <OrderActivityTab orderId={order.id} version={activityVersion} />;
    case 'activity/alerts':
      return <AlertsTab entity={entity} />;
    case 'activity/comments':
      return <CommentsTab entity={entity} />;
    case 'activity/raw-data':
      return <RawDataPanel record={order} />;
    case 'financials/quote':
      return <QuoteTab orderId={order.id} />;
    case 'financials/invoices':
      return <NotBuiltTab title="Invoices" area="accounting" />;
    case 'financials/settlements':
      return <NotBuiltTab title="Settlements" area="accounting" />;
    case 'tag-and-title':
      return <NotBuiltTab title="Tag and title packets" area="tag and title" />;
    default:
      return <OrderOverview order={order} />;
  }
};

/** /orders/:id and its tabs: one layout (header, actions, tab links) whose content follows the route's name. */
export const OrderDetailPage = ({ route, params }: PageProps) => {
  const tenant = useCurrentTenant();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: OrderDetailQuery, variables: { id: params.id }, pause: !tenant });
  const failure = error ? graphqlFailure(error) : null;
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  const [activityVersion, setActivityVersion] = useState(0);
  // Status changes arrive with the events; the activity log is fetched again when this order changes.
  useLiveOrder((change) => {
    if (change.kind === 'order' && change.id === params.id) setActivityVersion((n) => n + 1);
  });

  const missing = `No order with this id in ${tenant?.name ?? 'this tenant'}.`;
  if (failure?.code === 'NOT_FOUND') throw new PageError(404, missing);
  const order = data?.order;
  if (!order) {
    if (failure) return <ErrorState message={failure.message} onRetry={refetch} />;
    if (fetching || !data) return <Spinner label="Loading the order…" />;
    throw new PageError(404, missing);
  }

  const tab = currentTab(ORDER_TABS, ORDER_BASE_ROUTE, route.name);
  return (
    <div className="record">
      <OrderHeader order={order} refetch={refetch} />
      <TabNav label={`Order ${order.number}`} base={`/orders/${order.id}`} baseName={ORDER_BASE_ROUTE} current={route.name} tabs={ORDER_TABS} />
      <div className="record-body">
        <TabBody path={tab.path} order={order} activityVersion={activityVersion} />
      </div>
    </div>
  );
};
