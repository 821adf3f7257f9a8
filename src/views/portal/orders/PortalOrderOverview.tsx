import type { OrderLocationRole, PortalOrderQuery } from '@/generated/graphql';
import { Link } from 'wouter';
import { vehicleName } from '../../record/format';
import { useCurrentTenant } from '../../app/useCurrentUser';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import { PORTAL_QUOTE_STATUS_LABEL } from '../shared/labels';
import { PortalLegsTable } from './PortalLegsTable';

export type PortalOrderDetail = NonNullable<PortalOrderQuery['portalOrder']>;

const ROLE_LABEL: Record<OrderLocationRole, string> = {
  ORIGIN: 'Pickup',
  DESTINATION: 'Delivery',
  PRIMARY: 'Main location',
  REGISTER_TO: 'Register to',
  TITLE_TO: 'Title to',
};

const address = (location: PortalOrderDetail['locations'][number]['location']) =>
  [location.address1, location.address2, `${location.city}, ${location.stateProvince} ${location.postalCode}`, location.country]
    .filter(Boolean)
    .join(', ');

/** The order's own tab: its vehicle moves (live), vehicles, places, instructions and the quote it came from. */
export const PortalOrderOverview = ({ order }: { order: PortalOrderDetail }) => {
  const locale = useCurrentTenant()?.locale;
  return (
    <div className="page-grid">
      <Panel title="Vehicle moves" className="panel-wide">
        <PortalLegsTable legs={order.legs} locale={locale} />
      </Panel>
      <Panel title="Vehicles">
        {order.vehicles.length === 0 ? (
          <EmptyState title="No vehicles" />
        ) : (
          <ul className="item-list" aria-label="Vehicles">
            {order.vehicles.map((vehicle) => (
              <li key={vehicle.id} className="item">
                <strong>{vehicleName(vehicle)}</strong>
                <span className="muted mono"> {vehicle.vin ?? 'no VIN'}</span>
                {vehicle.plate && (
                  <span className="muted">
                    {' '}
                    · plate {vehicle.plate}
                    {vehicle.plateState && ` (${vehicle.plateState})`}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Locations">
        {order.locations.length === 0 ? (
          <EmptyState title="No locations" />
        ) : (
          <ul className="item-list" aria-label="Locations">
            {order.locations.map(({ role, location }) => (
              <li key={`${role}-${location.id}`} className="item">
                <span className="muted">{ROLE_LABEL[role]}</span> <strong>{location.name}</strong>
                <br />
                {address(location)}
                {(location.contactName || location.contactPhone) && (
                  <span className="cell-sub">Contact: {[location.contactName, location.contactPhone].filter(Boolean).join(' · ')}</span>
                )}
                {location.hours && <span className="cell-sub">Hours: {location.hours}</span>}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Special instructions">
        {order.instructions.length === 0 ? (
          <EmptyState title="No special instructions">Add one as a comment if the driver needs to know something.</EmptyState>
        ) : (
          <ul className="item-list" aria-label="Special instructions">
            {order.instructions.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: instructions are plain texts in their given order
              <li key={index} className="item">
                <p className="item-body">{text}</p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Quote">
        {order.quote ? (
          <p>
            Ordered from <Link href={`/portal/quotes/${order.quote.id}`}>quote {order.quote.number}</Link> (
            {PORTAL_QUOTE_STATUS_LABEL[order.quote.status].toLowerCase()}).
          </p>
        ) : (
          <EmptyState title="Ordered directly">This order did not come from a quote.</EmptyState>
        )}
      </Panel>
    </div>
  );
};
