import { lazy, Suspense } from 'react';
import { type FragmentType, getFragmentData } from '@/generated';
import { isOperatorStaff } from '../../domain/roles';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { Spinner } from '../kit/ui/Spinner';
import type { EntityRef } from '../kit/record/entity';
import { MediaTab, RecordTabSuspense } from '../kit/record/recordTabs';
import { sharedTabBody } from '../recordTabs';
import { lazyView } from '../kit/router/lazyView';
import { currentTab, TabNav } from '../kit/ui/TabNav';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import { loadDriverCapturePage, loadLegCapture, loadLegConditionReportsTab } from '../conditionReports/public';
import { useLiveOrder } from '../orders/public';
import type { PageProps } from '../kit/router/pageProps';
import { LegHeader } from './LegHeader';
import { LegOverview } from './LegOverview';
import { LEG_BASE_ROUTE, LEG_TABS } from './legTabs';
import { LegPageFragment, OrderLegDetailQuery } from './OrderLegPage.graphql';

// The capture flow (its diagram, camera and signature pad, the offline outbox) is its own chunk, loaded when needed.
const LegCapture = lazy(() => loadLegCapture().then((m) => ({ default: m.LegCapture })));
const DriverCapturePage = lazy(() => loadDriverCapturePage().then((m) => ({ default: m.DriverCapturePage })));

// The tabs beyond the overview load when opened (record/recordTabs.tsx).
const LegActivityTab = lazyView(() => import('./LegActivityTab').then((m) => m.LegActivityTab));
const LegConditionReportsTab = lazyView(() => loadLegConditionReportsTab().then((m) => m.LegConditionReportsTab));

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
      // The reports in full, then their photos as the leg's files.
      return (
        <>
          <LegConditionReportsTab legId={leg.id}>
            <Suspense fallback={<Spinner label="Loading the capture page…" />}>
              <LegCapture legId={leg.id} start="button" />
            </Suspense>
          </LegConditionReportsTab>
          <MediaTab entity={entity} category="CONDITION_REPORTS" />
        </>
      );
    case 'activity/log':
      return <LegActivityTab leg={leg} />;
    default:
      return sharedTabBody({ path, entity, record: leg, legPosition: leg.position }) ?? <LegOverview leg={leg} />;
  }
};

/**
 * /order-legs/:id and its tabs. A driver reaches only the condition-reports tab (the route table): their capture page,
 * on its own. Staff see the leg.
 */
export const OrderLegPage = (props: PageProps) => {
  const user = useCurrentUser();
  if (user && !isOperatorStaff(user))
    return (
      <Suspense fallback={<Spinner label="Loading the capture page…" />}>
        <DriverCapturePage legId={props.params.id} />
      </Suspense>
    );
  return <StaffOrderLegPage {...props} />;
};

/** The staff's leg: one layout (header, action bar, tab links) whose content follows the route's name. */
const StaffOrderLegPage = ({ route, params }: PageProps) => {
  const {
    record: source,
    placeholder,
    refetch,
  } = useRecordQuery({
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
        <RecordTabSuspense>
          <TabBody path={tab.path} source={source} />
        </RecordTabSuspense>
      </div>
    </div>
  );
};
