import { type FragmentType, getFragmentData } from '@/generated';
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
import { LegPageFragment, OrderLegDetailQuery } from './OrderLegPage.graphql';

type TabBodyProps = { path: string; source: FragmentType<typeof LegPageFragment> };

const TabBody = ({ path, source }: TabBodyProps) => {
  const leg = getFragmentData(LegPageFragment, source);
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
  const { record: source, placeholder, refetch } = useRecordQuery({
    query: OrderLegDetailQuery,
    id: params.id,
    pick: (data) => data.orderLeg,
    nouns: { missing: 'order leg', loading: 'leg' },
  });
  // Another browser's move arrives as the whole leg (LegPage_leg, history included): graphcache shows it at once.
  useLiveOrder();
  if (!source) return placeholder;
  const leg = getFragmentData(LegPageFragment, source);

  const tab = currentTab(LEG_TABS, LEG_BASE_ROUTE, route.name);
  return (
    <div className="record">
      <LegHeader leg={leg} refetch={refetch} />
      <TabNav label={`Leg ${leg.number}`} base={`/order-legs/${leg.id}`} baseName={LEG_BASE_ROUTE} current={route.name} tabs={LEG_TABS} />
      <div className="record-body">
        <TabBody path={tab.path} source={source} />
      </div>
    </div>
  );
};
