import { useQuery } from 'urql';
import { Link } from 'wouter';
import { LinkButton } from '../kit/ui/LinkButton';
import { getFragmentData, graphql } from '@/generated';
import { hasRole } from '../../domain/roles';
import { TNT_READER_ROLES, TNT_ROLES } from '../../machines/domain/tntPacket.machine';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { TntPacketRowFragment } from './PacketsPage.graphql';
import { PacketsTable } from './PacketsTable';

const TntPacketsOfOrderQuery = graphql(`
  query TntPacketsOfOrder($orderId: ID!) {
    tntPacketsOfOrder(orderId: $orderId) {
      id
      ...TntPacketRow
      legs {
        id
      }
    }
  }
`);

export type OrderPacketsTabProps = {
  orderId: string;
  /** On a leg's tab: the leg, whose vehicle's packets are listed. */
  legId?: string;
};

const NOT_YOURS = 'Your role does not read tag-and-title packets';

/**
 * The tag-and-title tab of an order (its packets) and of a leg (the packets of its order for its vehicle), newest
 * first, with a link to create one. A role the server refuses (FORBIDDEN) is told so, not shown an error.
 */
export const OrderPacketsTab = ({ orderId, legId }: OrderPacketsTabProps) => {
  const user = useCurrentUser();
  const mayRead = user !== null && hasRole(user, TNT_READER_ROLES);
  const onTeam = user !== null && hasRole(user, TNT_ROLES);
  const [{ data, error }, refetch] = useQuery({
    query: TntPacketsOfOrderQuery,
    variables: { orderId },
    pause: !mayRead,
    requestPolicy: 'cache-and-network',
  });
  const failure = error ? graphqlFailure(error) : null;
  const createHref = `/tag-and-title/create?order=${orderId}`;

  const body = () => {
    if (!mayRead || failure?.code === 'FORBIDDEN')
      return <EmptyState title={NOT_YOURS}>The tag-and-title team and dispatch read them.</EmptyState>;
    if (!data) {
      if (failure) return <ErrorState message={failure.message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Loading tag-and-title packets…" />;
    }
    const packets = data.tntPacketsOfOrder.filter((packet) => !legId || packet.legs.some((leg) => leg.id === legId));
    if (packets.length === 0)
      return (
        <EmptyState title={legId ? "No packet for this leg's vehicle" : 'No tag-and-title packet for this order'}>
          {onTeam && <Link href={createHref}>Create a packet</Link>}
        </EmptyState>
      );
    return (
      <PacketsTable
        packets={packets.map((packet) => getFragmentData(TntPacketRowFragment, packet))}
        caption={legId ? "Tag-and-title packets of this leg's vehicle" : 'Tag-and-title packets of this order'}
        showOrder={false}
        linkPackets={onTeam}
      />
    );
  };

  return (
    <Panel
      title="Tag and title packets"
      actions={
        mayRead &&
        onTeam && (
          <LinkButton href={createHref} variant="primary">
            Create packet
          </LinkButton>
        )
      }
    >
      {body()}
    </Panel>
  );
};
