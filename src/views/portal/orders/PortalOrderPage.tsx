import type { PortalOrderQuery as PortalOrderData } from '@/generated/graphql';
import { RawDataPanel } from '../../kit/record/RawDataPanel';
import { currentTab, TabNav } from '../../kit/ui/TabNav';
import { useRecordQuery } from '../../kit/record/useRecordQuery';
import type { PageProps } from '../../kit/router/pageProps';
import { PortalCommentsTab } from '../shared/PortalCommentsTab';
import { PortalFilesTab } from '../shared/PortalFilesTab';
import { PortalQuoteTab } from '../shared/PortalQuoteTab';
import { useLiveLegs } from '../shared/useLiveLegs';
import { PORTAL_ORDER_BASE_ROUTE, PORTAL_ORDER_TABS } from './orderTabs';
import { PortalOrderHeader } from './PortalOrderHeader';
import { PortalOrderOverview } from './PortalOrderOverview';
import { PortalOrderQuery } from './PortalOrderPage.graphql';
import { TagAndTitleTab } from './TagAndTitleTab';
import { RecordTabSuspense } from '../../kit/record/recordTabs';
import { lazyView } from '../../kit/router/lazyView';

// Its own chunk: the portal's first load carries no invoice code.
const InvoicesTab = lazyView(() => import('../shared/InvoicesTab').then((m) => m.InvoicesTab));

type Order = NonNullable<PortalOrderData['portalOrder']>;

const TabBody = ({ path, order }: { path: string; order: Order }) => {
  const entity = { kind: 'order', id: order.id } as const;
  switch (path) {
    case 'files':
      return <PortalFilesTab entity={entity} />;
    case 'activity/comments':
      return <PortalCommentsTab entity={entity} />;
    case 'activity/raw-data':
      return <RawDataPanel record={order} />;
    case 'financials/quote':
      return <PortalQuoteTab orderId={order.id} />;
    case 'financials/invoices':
      return (
        <RecordTabSuspense>
          <InvoicesTab entity={entity} />
        </RecordTabSuspense>
      );
    case 'tag-and-title':
      return <TagAndTitleTab orderId={order.id} legs={order.legs} />;
    default:
      return <PortalOrderOverview order={order} />;
  }
};

/** /portal/orders/:id and its tabs: one layout (header, tab links) whose content follows the route's name. */
export const PortalOrderPage = ({ route, params }: PageProps) => {
  const { record: order, placeholder } = useRecordQuery({
    query: PortalOrderQuery,
    id: params.id,
    pick: (data) => data.portalOrder,
    nouns: { missing: 'order', loading: 'order' },
  });
  // Leg changes arrive as events; graphcache updates the moves table and the header's statuses in place.
  useLiveLegs();
  if (!order) return placeholder;

  const tab = currentTab(PORTAL_ORDER_TABS, PORTAL_ORDER_BASE_ROUTE, route.name);
  return (
    <div className="record">
      <PortalOrderHeader order={order} />
      <TabNav
        label={`Order ${order.number}`}
        base={`/portal/orders/${order.id}`}
        baseName={PORTAL_ORDER_BASE_ROUTE}
        current={route.name}
        tabs={PORTAL_ORDER_TABS}
      />
      <div className="record-body">
        <TabBody path={tab.path} order={order} />
      </div>
    </div>
  );
};
