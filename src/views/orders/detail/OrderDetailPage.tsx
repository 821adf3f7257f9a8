import type { OrderDetailQuery as OrderDetailData } from '@/generated/graphql';
import { useState } from 'react';
import { MediaTab, RecordTabSuspense } from '../../kit/record/recordTabs';
import { sharedTabBody } from '../../recordTabs';
import { lazyView } from '../../kit/router/lazyView';
import { currentTab, TabNav } from '../../kit/ui/TabNav';
import { useRecordQuery } from '../../kit/record/useRecordQuery';
import type { PageProps } from '../../kit/router/pageProps';
import { useLiveOrder } from '../useLiveOrder';
import { OrderDetailQuery } from './OrderDetailPage.graphql';
import { OrderHeader } from './OrderHeader';
import { OrderOverview } from './OrderOverview';
import { ORDER_BASE_ROUTE, ORDER_TABS } from './orderTabs';

const OrderActivityTab = lazyView(() => import('./OrderActivityTab').then((m) => m.OrderActivityTab));

type Order = NonNullable<OrderDetailData['order']>;

const TabBody = ({ path, order, activityVersion }: { path: string; order: Order; activityVersion: number }) => {
  const entity = { kind: 'order', id: order.id } as const;
  switch (path) {
    case 'files':
      return <MediaTab entity={entity} />;
    case 'activity/log':
      return <OrderActivityTab orderId={order.id} version={activityVersion} />;
    default:
      return sharedTabBody({ path, entity, record: order }) ?? <OrderOverview order={order} />;
  }
};

/** /orders/:id and its tabs: one layout (header, actions, tab links) whose content follows the route's name. */
export const OrderDetailPage = ({ route, params }: PageProps) => {
  const {
    record: order,
    placeholder,
    refetch,
  } = useRecordQuery({
    query: OrderDetailQuery,
    id: params.id,
    pick: (data) => data.order,
    nouns: { missing: 'order', loading: 'order' },
  });
  const [activityVersion, setActivityVersion] = useState(0);
  // Status changes arrive with the events; the activity log is fetched again when this order changes.
  useLiveOrder((change) => {
    if (change.kind === 'order' && change.id === params.id) setActivityVersion((n) => n + 1);
  });
  if (!order) return placeholder;

  const tab = currentTab(ORDER_TABS, ORDER_BASE_ROUTE, route.name);
  return (
    <div className="record">
      <OrderHeader order={order} refetch={refetch} />
      <TabNav
        label={`Order ${order.number}`}
        base={`/orders/${order.id}`}
        baseName={ORDER_BASE_ROUTE}
        current={route.name}
        tabs={ORDER_TABS}
      />
      <div className="record-body">
        <RecordTabSuspense>
          <TabBody path={tab.path} order={order} activityVersion={activityVersion} />
        </RecordTabSuspense>
      </div>
    </div>
  );
};
