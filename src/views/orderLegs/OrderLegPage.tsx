import type { OrderLegDetailQuery as OrderLegDetailData } from '@/generated/graphql';
import { useQuery } from 'urql';
import { OrderLegDetailQuery } from '../../graphql/operations/orderLegDetail';
import { PageError } from '../../http/errors';
import { AlertsTab } from '../activity/AlertsTab';
import { CommentsTab } from '../activity/CommentsTab';
import type { EntityRef } from '../activity/entity';
import { MediaTab } from '../activity/MediaTab';
import { NotBuiltTab } from '../activity/NotBuiltTab';
import { QuoteTab } from '../activity/QuoteTab';
import { RawDataPanel } from '../activity/RawDataPanel';
import { currentTab, TabNav } from '../activity/TabNav';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { useLiveOrder } from '../orders/useLiveOrder';
import type { PageProps } from '../router/pageProps';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
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
    case 'activity/alerts':
      return <AlertsTab entity={entity} />;
    case 'activity/comments':
      return <CommentsTab entity={entity} />;
    case 'activity/raw-data':
      return <RawDataPanel record={leg} />;
    case 'financials/quote':
      return <QuoteTab orderId={leg.order.id} legPosition={leg.position} />;
    case 'financials/invoices':
      return <NotBuiltTab title="Invoices" area="accounting" />;
    case 'financials/settlements':
      return <NotBuiltTab title="Settlements" area="accounting" />;
    case 'tag-and-title':
      return <NotBuiltTab title="Tag and title packets" area="tag and title" />;
    default:
      return <LegOverview leg={leg} />;
  }
};

/** /order-legs/:id and its tabs: one layout (header, action bar, tab links) whose content follows the route's name. */
export const OrderLegPage = ({ route, params }: PageProps) => {
  const tenant = useCurrentTenant();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: OrderLegDetailQuery, variables: { id: params.id }, pause: !tenant });
  const failure = error ? graphqlFailure(error) : null;
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  // The status arrives with the event; the history (activity) is fetched again, showing the old one meanwhile.
  useLiveOrder((change) => {
    if (change.kind === 'leg' && change.id === params.id) refetch();
  });

  const missing = `No order leg with this id in ${tenant?.name ?? 'this tenant'}.`;
  if (failure?.code === 'NOT_FOUND') throw new PageError(404, missing);
  const leg = data?.orderLeg;
  if (!leg) {
    if (failure) return <ErrorState message={failure.message} onRetry={refetch} />;
    if (fetching || !data) return <Spinner label="Loading the leg…" />;
    throw new PageError(404, missing);
  }

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
