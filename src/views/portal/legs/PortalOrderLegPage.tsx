import type { PortalOrderLegQuery as PortalOrderLegData } from '@/generated/graphql';
import { RawDataPanel } from '../../kit/record/RawDataPanel';
import { currentTab, TabNav } from '../../kit/ui/TabNav';
import { useRecordQuery } from '../../kit/record/useRecordQuery';
import type { PageProps } from '../../kit/router/pageProps';
import { PortalCommentsTab } from '../shared/PortalCommentsTab';
import { PortalFilesTab } from '../shared/PortalFilesTab';
import type { PortalEntity } from '../shared/portalEntity';
import { PortalQuoteTab } from '../shared/PortalQuoteTab';
import { useLiveLegs } from '../shared/useLiveLegs';
import { PORTAL_LEG_BASE_ROUTE, PORTAL_LEG_TABS } from './legTabs';
import { PortalLegHeader } from './PortalLegHeader';
import { PortalLegOverview } from './PortalLegOverview';
import { PortalOrderLegQuery } from './PortalOrderLegPage.graphql';
import { RecordTabSuspense } from '../../kit/record/recordTabs';
import { lazyView } from '../../kit/router/lazyView';

// Its own chunk: the portal's first load carries no invoice code.
const InvoicesTab = lazyView(() => import('../shared/InvoicesTab').then((m) => m.InvoicesTab));

type Leg = NonNullable<PortalOrderLegData['portalOrderLeg']>;

const TabBody = ({ path, leg }: { path: string; leg: Leg }) => {
  const { id, position } = leg;
  const entity: PortalEntity = { kind: 'leg', id, orderId: leg.order.id };
  switch (path) {
    case 'files/photos':
      return <PortalFilesTab entity={entity} category="PHOTOS" />;
    case 'files/receipts':
      return <PortalFilesTab entity={entity} category="RECEIPTS" />;
    case 'files/documents':
      return <PortalFilesTab entity={entity} category="DOCUMENTS" />;
    case 'files/condition-reports':
      return <PortalFilesTab entity={entity} category="CONDITION_REPORTS" />;
    case 'activity/comments':
      return <PortalCommentsTab entity={entity} />;
    case 'activity/raw-data':
      return <RawDataPanel record={leg} />;
    case 'financials/quote':
      return <PortalQuoteTab orderId={leg.order.id} legPosition={position} />;
    case 'financials/invoices':
      return (
        <RecordTabSuspense>
          <InvoicesTab entity={entity} />
        </RecordTabSuspense>
      );
    default:
      return <PortalLegOverview leg={leg} />;
  }
};

/** /portal/order-legs/:id and its tabs: the live journey on top, then the tab the route names. */
export const PortalOrderLegPage = ({ route, params }: PageProps) => {
  const {
    record: leg,
    placeholder,
    refetch,
  } = useRecordQuery({
    query: PortalOrderLegQuery,
    id: params.id,
    pick: (data) => data.portalOrderLeg,
    nouns: { missing: 'order leg', loading: 'leg' },
  });
  // The event carries the status, dates and history (graphcache shows them at once); the photos a driver
  // uploads with a pickup or delivery are not in it, so they are asked for again.
  useLiveLegs((legId) => {
    if (legId === params.id) refetch();
  });
  if (!leg) return placeholder;

  const tab = currentTab(PORTAL_LEG_TABS, PORTAL_LEG_BASE_ROUTE, route.name);
  return (
    <div className="record">
      <PortalLegHeader leg={leg} />
      <TabNav
        label={`Leg ${leg.number}`}
        base={`/portal/order-legs/${params.id}`}
        baseName={PORTAL_LEG_BASE_ROUTE}
        current={route.name}
        tabs={PORTAL_LEG_TABS}
      />
      <div className="record-body">
        <TabBody path={tab.path} leg={leg} />
      </div>
    </div>
  );
};
