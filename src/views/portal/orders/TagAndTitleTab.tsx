import { Link } from 'wouter';
import { vehicleName } from '../../kit/record/format';
import { Badge } from '../../kit/ui/Badge';
import { EmptyState } from '../../kit/ui/EmptyState';
import { Panel } from '../../kit/ui/Panel';
import { PortalPackets } from '../../tagAndTitle/public';
import { type LiveLegSource, legsInOrder } from '../shared/legsInOrder';
import { Table } from '../../kit/ui/Table';

/**
 * tag-and-title: which moves need registration paperwork and whether it is done, then each packet's checklist with
 * an upload for a document still missing (its query runs when the tab opens, not in the order page's).
 */
export const TagAndTitleTab = ({ orderId, legs: sources }: { orderId: string; legs: readonly LiveLegSource[] }) => {
  const legs = legsInOrder(sources).filter((leg) => leg.needsTagAndTitle);
  return (
    <>
      <Panel title="Tag and title">
        {legs.length === 0 ? (
          <EmptyState title="No tag and title work on this order">
            None of its vehicle moves asked for registration or title paperwork.
          </EmptyState>
        ) : (
          <Table caption="Tag and title per vehicle move" headings={['Move', 'Vehicle', 'Tag and title']}>
            {legs.map((leg) => (
              <tr key={leg.id}>
                <th scope="row">
                  <Link href={`/portal/order-legs/${leg.id}`}>{leg.number}</Link>
                </th>
                <td>{vehicleName(leg.vehicle)}</td>
                <td>{leg.tagAndTitleDone ? <Badge tone="success">Done</Badge> : <Badge tone="warning">In progress</Badge>}</td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      <PortalPackets orderId={orderId} />
    </>
  );
};
