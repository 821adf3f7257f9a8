import { Link } from 'wouter';
import { orderListHref } from '../../domain/orderListUrl';
import { todayHref } from './dashboardLinks';

export type WorkCountsProps = {
  /** null while they load: the tiles stand with a dash, so the page does not move when the numbers come. */
  counts: { todaysPickups: number; todaysDeliveries: number; unacknowledgedLegs: number } | null;
};

/** Today's work as big numbers, each a link to the orders behind it. */
export const WorkCounts = ({ counts }: WorkCountsProps) => {
  const tiles = [
    { label: 'Pickups today', count: counts?.todaysPickups, href: todayHref('CONFIRMED_PICKUP_AT') },
    { label: 'Deliveries today', count: counts?.todaysDeliveries, href: todayHref('CONFIRMED_DELIVERY_AT') },
    { label: 'Unacknowledged legs', count: counts?.unacknowledgedLegs, href: orderListHref({ status: ['UNACKNOWLEDGED'] }) },
  ];
  return (
    <ul className="count-tiles" aria-busy={counts === null}>
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Link href={tile.href} className="count-tile">
            <span className="count-tile-value">{tile.count ?? '–'}</span>
            <span className="count-tile-label">{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
