import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { legStatusLabel, legStatusTone } from '../kit/record/legLabels';
import { Badge } from '../kit/ui/Badge';
import { Panel } from '../kit/ui/Panel';

export const TntLegsFragment = graphql(`
  fragment TntLegs_packet on TntPacket {
    id
    legs {
      id
      number
      status
    }
  }
`);

/** The order's legs of the packet's vehicle: those waiting on tag and title move on when the packet clears. */
export const PacketLegs = ({ packet: source }: { packet: FragmentType<typeof TntLegsFragment> }) => {
  const { legs } = getFragmentData(TntLegsFragment, source);
  const waiting = legs.filter((leg) => leg.status === 'WAITING_ON_TAG_AND_TITLE').length;
  return (
    <Panel
      title="Legs it releases"
      description={
        <p>
          {waiting === 0
            ? 'No leg is waiting on this packet.'
            : `${waiting} waiting: clearing the packet releases ${waiting === 1 ? 'it' : 'them'}.`}
        </p>
      }
    >
      {legs.length === 0 ? (
        <p className="muted">The order has no leg for this vehicle.</p>
      ) : (
        <ul className="plain-list">
          {legs.map((leg) => (
            <li key={leg.id}>
              <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>{' '}
              <Badge tone={legStatusTone(leg.status)}>{legStatusLabel(leg.status)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
};
