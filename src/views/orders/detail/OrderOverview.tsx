import type { OrderLocationRole } from '@/generated/graphql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { LocationsPanel } from '../../record/LocationsPanel';
import { VehiclesPanel } from '../../record/VehiclesPanel';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import { OrderLegsTable } from './OrderLegsTable';
import { OrderNotes } from './OrderNotes';

export const OrderOverviewFragment = graphql(`
  fragment OrderOverview_order on Order {
    id
    legs {
      id
      ...OrderLegsTable_leg
    }
    vehicles {
      id
      vin
      year
      make
      model
      plate
      plateState
    }
    locations {
      role
      location {
        id
        name
        address1
        address2
        city
        stateProvince
        postalCode
        country
      }
    }
    tags {
      id
      name
      colour
    }
    ...OrderNotes_order
  }
`);

const ROLE_LABEL: Record<OrderLocationRole, string> = {
  ORIGIN: 'Origin',
  DESTINATION: 'Destination',
  PRIMARY: 'Primary',
  REGISTER_TO: 'Register to',
  TITLE_TO: 'Title to',
};

export type OrderOverviewProps = { order: FragmentType<typeof OrderOverviewFragment> };

/** The order's own page: legs, vehicles, locations, notes and tags. */
export const OrderOverview = ({ order: source }: OrderOverviewProps) => {
  const order = getFragmentData(OrderOverviewFragment, source);
  return (
    <div className="page-grid">
      <Panel title="Legs" className="panel-wide">
        <OrderLegsTable legs={order.legs} />
      </Panel>
      <VehiclesPanel vehicles={order.vehicles} />
      <LocationsPanel locations={order.locations} roleLabel={ROLE_LABEL} />
      <OrderNotes order={order} />
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
};
