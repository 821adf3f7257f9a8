import type { OrderLegDetailQuery as OrderLegDetailData } from '@/generated/graphql';
import { OrderLegDetailQuery } from '../../graphql/operations/orderLegDetail';
import type { EntityRef } from '../record/entity';
import { MediaTab } from '../record/MediaTab';
import { sharedTabBody } from '../record/recordTabs';
import { currentTab, TabNav } from '../ui/TabNav';
import { useRecordQuery } from '../record/useRecordQuery';
import { useLiveOrder } from '../orders/useLiveOrder';
import type { PageProps } from '../router/pageProps';
import { LegActivityTab } from './LegActivityTab';
import { LegHeader } from './LegHeader';
import { LegOverview } from './LegOverview';
import { LEG_BASE_ROUTE, LEG_TABS } from './legTabs';

export type OrderLegDetail = NonNullable<OrderLegDetailData['orderLeg']>;

const TabBody = ({ path, leg }: { path: string; leg: OrderLegDetail }) => {
  const entity: EntityRef = { kind: 'leg', id: leg.id, orderId: leg.order.id };
  switch (path) {
    case 'files/photos':
      return <MediaTab entity={entity} category="PHOTOS" />;
    case 'files/receipts':
      return <MediaTab entity={entity} category="RECEIPTS" />;
    case 'files/documents':
      return <MediaTab entity={entity} category="DOCUMENTS" />;
    case 'files/condition-reports':
      return <MediaTab entity={entity} category="CONDITION_REPORTS" />;
    case 'activity/log':
      return <LegActivityTab leg={leg} />;
    default:
      return sharedTabBody({ path, entity, record: leg, legPosition: leg.position }) ?? <LegOverview leg={leg} />;
  }
};

/** /order-legs/:id and its tabs: one layout (header, action bar, tab links) whose content follows the route's name. */
export const OrderLegPage = ({ route, params }: PageProps) => {
  const { record: leg, placeholder, refetch } = useRecordQuery({
    query: OrderLegDetailQuery,
    id: params.id,
    pick: (data) => data.orderLeg,
    nouns: { missing: 'order leg', loading: 'leg' },
  });
  // The status arrives with the event; the history (activity) is fetched again, showing the old one meanwhile.
  useLiveOrder((change) => {
    if (change.kind === 'leg' && change.id === params.id) refetch();
  });
  if (!leg) return placeholder;

  const tab = currentTab(LEG_TABS, LEG_BASE_ROUTE, route.name);
  return (
    <div className="record">
      <LegHeader leg={leg} refetch={refetch} />
      <TabNav label={`Leg ${leg.number}`} base={`/order-legs/${leg.id}`} baseName={LEG_BASE_ROUTE} current={route.name} tabs={LEG_TABS} />
      <div className="record-body">
        <TabBody path={tab.path} leg={leg} />
      </div>
    </div>
  );
};
