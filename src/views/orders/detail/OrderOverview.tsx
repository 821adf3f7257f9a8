import type { OrderLocationRole } from '@/generated/graphql';
import { vehicleName } from '../../record/format';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import type { OrderDetail } from './OrderDetailPage';
import { OrderLegsTable } from './OrderLegsTable';
import { OrderNotes } from './OrderNotes';

const ROLE_LABEL: Record<OrderLocationRole, string> = {
  ORIGIN: 'Origin',
  DESTINATION: 'Destination',
  PRIMARY: 'Primary',
  REGISTER_TO: 'Register to',
  TITLE_TO: 'Title to',
};

export type OrderOverviewProps = { order: OrderDetail };

/** The order's own page: legs, vehicles, locations, notes and tags. */
export const OrderOverview = ({ order }: OrderOverviewProps) => (
  <div className="page-grid">
    <Panel title="Legs" className="panel-wide">
      <OrderLegsTable legs={order.legs} />
    </Panel>
    <Panel title="Vehicles">
      {order.vehicles.length === 0 ? (
        <EmptyState title="No vehicles" />
      ) : (
        <ul className="item-list">
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
        <ul className="item-list">
          {order.locations.map(({ role, location }) => (
            <li key={`${role}-${location.id}`} className="item">
              <span className="muted">{ROLE_LABEL[role]}</span> <strong>{location.name}</strong>
              <br />
              {[location.address1, location.address2, `${location.city}, ${location.stateProvince} ${location.postalCode}`, location.country]
                .filter(Boolean)
                .join(', ')}
            </li>
          ))}
        </ul>
      )}
    </Panel>
    <OrderNotes orderId={order.id} notes={order.notes} />
    <Panel title="Tags">
      {order.tags.length === 0 ? (
        <EmptyState title="No tags" />
      ) : (
        <ul className="badge-list">
          {order.tags.map((tag) => (
            <li key={tag.id}>
              <span className="tag" style={{ borderColor: tag.colour }}>
                {tag.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  </div>
);
