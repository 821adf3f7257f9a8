import { useQuery } from 'urql';
import { Link } from 'wouter';
import { LinkButton } from '../kit/ui/LinkButton';
import { getFragmentData } from '@/generated';
import { hasRole } from '../../domain/roles';
import { TNT_ROLES } from '../../machines/domain/tntPacket.machine';
import { useCurrentTenant, useCurrentUser } from '../kit/app/useCurrentUser';
import { legStatusHref } from '../dashboard/public';
import { graphqlFailure } from '../kit/forms/failure';
import { vehicleName } from '../kit/record/format';
import { OrderWithClientFragment, VehicleNameFragment } from '../kit/record/fragments';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { TntPacketRowFragment } from './PacketsPage.graphql';
import { PacketsTable } from './PacketsTable';
import { packetsHref, IN_PROGRESS_PATH, readPacketsView } from './packetsView';
import { TntWorkQueueQuery } from './WorkQueuePage.graphql';
import { Table } from '../kit/ui/Table';

/** Temp tags lapsing within this many days (or lapsed) are listed. */
const EXPIRY_DAYS = 7;
const FIRST = 25;

const countText = (shown: number, total: number, noun: string) =>
  total === 0 ? `No ${noun}` : shown < total ? `The first ${shown} of ${total}` : `${total} in all`;

/** Links to the whole of each list. */
const MISSING_HREF = packetsHref(IN_PROGRESS_PATH, { ...readPacketsView(''), paperwork: 'PENDING' });
const TEMP_TAGS_HREF = packetsHref(IN_PROGRESS_PATH, { ...readPacketsView(''), kind: 'TEMP_TAG' });

/**
 * /tag-and-title: the clerk's work queue. Legs waiting on tag and title (longest waiting first, each with a link to
 * make its packet), packets with documents missing (oldest first) and temp tags lapsing within a week, with counts.
 */
export const WorkQueuePage = () => {
  const tenant = useCurrentTenant();
  const user = useCurrentUser();
  const canCreate = user !== null && hasRole(user, TNT_ROLES);
  const [{ data, error }, refetch] = useQuery({
    query: TntWorkQueueQuery,
    variables: { days: EXPIRY_DAYS, first: FIRST },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  if (!data) {
    if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return <Spinner label="Loading the work queue…" />;
  }
  const queue = data.tntWorkQueue;
  const waitingLegs = queue.waitingLegs.map((leg) => ({
    ...leg,
    order: getFragmentData(OrderWithClientFragment, leg.order),
    vehicle: getFragmentData(VehicleNameFragment, leg.vehicle),
  }));
  const missing = queue.documentsMissing.map((row) => getFragmentData(TntPacketRowFragment, row));
  const expiring = queue.tempTagsExpiring.map((row) => getFragmentData(TntPacketRowFragment, row));

  return (
    <div className="orders-page">
      <Panel
        title="Tag and title"
        actions={
          canCreate && (
            <LinkButton href="/tag-and-title/create" variant="primary">
              Create packet
            </LinkButton>
          )
        }
      >
        <ul className="plain-list tnt-counts" aria-label="Work queue counts">
          <li>
            <a href="#waiting-legs">{`${queue.waitingLegCount} ${queue.waitingLegCount === 1 ? 'leg' : 'legs'} waiting on tag and title`}</a>
          </li>
          <li>
            <a href="#documents-missing">{`${queue.documentsMissingCount} ${queue.documentsMissingCount === 1 ? 'packet' : 'packets'} with documents missing`}</a>
          </li>
          <li>
            <a href="#temp-tags">{`${queue.tempTagsExpiringCount} temp ${queue.tempTagsExpiringCount === 1 ? 'tag' : 'tags'} expiring within ${EXPIRY_DAYS} days or lapsed`}</a>
          </li>
        </ul>
      </Panel>

      <div id="waiting-legs">
        <Panel
          title="Legs waiting on tag and title"
          description={<p>{countText(queue.waitingLegs.length, queue.waitingLegCount, 'leg is waiting')}</p>}
          actions={
            queue.waitingLegCount > queue.waitingLegs.length && (
              <Link href={legStatusHref('WAITING_ON_TAG_AND_TITLE')}>Every waiting leg</Link>
            )
          }
        >
          {queue.waitingLegs.length === 0 ? (
            <EmptyState title="No leg is waiting on tag and title" />
          ) : (
            <Table caption="Legs waiting on tag and title" headings={['Leg', 'Order', 'Vehicle', 'Packet']}>
              {waitingLegs.map((leg) => (
                <tr key={leg.id}>
                  <th scope="row">
                    <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
                  </th>
                  <td>
                    <Link href={`/orders/${leg.order.id}`}>{leg.order.number}</Link>
                    <div className="muted">{leg.order.client.displayName}</div>
                  </td>
                  <td>{vehicleName(leg.vehicle)}</td>
                  <td>
                    <Link href={`/order-legs/${leg.id}/tag-and-title`}>{`Packets of ${leg.number}`}</Link>
                    {canCreate && (
                      <>
                        {' · '}
                        <Link href={`/tag-and-title/create?order=${leg.order.id}${leg.vehicle ? `&vehicle=${leg.vehicle.id}` : ''}`}>
                          {`Create a packet for ${leg.number}`}
                        </Link>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Panel>
      </div>

      <div id="documents-missing">
        <Panel
          title="Packets with documents missing"
          description={<p>{countText(missing.length, queue.documentsMissingCount, 'packet is missing a document')}</p>}
          actions={<Link href={MISSING_HREF}>Every packet with documents pending</Link>}
        >
          {missing.length === 0 ? (
            <EmptyState title="Every open packet has its documents" />
          ) : (
            <PacketsTable packets={missing} caption="Packets with documents missing" />
          )}
        </Panel>
      </div>

      <div id="temp-tags">
        <Panel
          title="Temp tags expiring"
          description={<p>{countText(expiring.length, queue.tempTagsExpiringCount, 'temp tag is expiring')}</p>}
          actions={<Link href={TEMP_TAGS_HREF}>Every temp-tag packet in progress</Link>}
        >
          {expiring.length === 0 ? (
            <EmptyState title={`No temp tag expires within ${EXPIRY_DAYS} days`} />
          ) : (
            <PacketsTable packets={expiring} caption="Temp tags expiring, soonest first" />
          )}
        </Panel>
      </div>
    </div>
  );
};
