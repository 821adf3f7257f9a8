import { Link } from 'wouter';
import { orderListHref } from '../../domain/orderListUrl';
import { todayHref } from './dashboardLinks';

export type WorkCountsProps = { todaysPickups: number; todaysDeliveries: number; unacknowledgedLegs: number };

/** Today's work as big numbers, each a link to the orders behind it. */
export const WorkCounts = ({ todaysPickups, todaysDeliveries, unacknowledgedLegs }: WorkCountsProps) => {
  const tiles = [
    { label: 'Pickups today', count: todaysPickups, href: todayHref('CONFIRMED_PICKUP_AT') },
    { label: 'Deliveries today', count: todaysDeliveries, href: todayHref('CONFIRMED_DELIVERY_AT') },
    { label: 'Unacknowledged legs', count: unacknowledgedLegs, href: orderListHref({ status: ['UNACKNOWLEDGED'] }) },
  ];
  return (
    <ul className="count-tiles">
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Link href={tile.href} className="count-tile">
            <span className="count-tile-value">{tile.count}</span>
            <span className="count-tile-label">{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
