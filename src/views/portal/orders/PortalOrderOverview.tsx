import type { OrderLocationRole } from '@/generated/graphql';
import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { LocationsPanel } from '../../kit/record/LocationsPanel';
import { VehiclesPanel } from '../../kit/record/VehiclesPanel';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { EmptyState } from '../../kit/ui/EmptyState';
import { Panel } from '../../kit/ui/Panel';
import { PricePanel } from '../../kit/record/PricePanel';
import { PortalPlaceDetailFragment } from '../shared/fragments';
import { PORTAL_LEG_COLUMN, PORTAL_LINE_ITEM_LABEL, PORTAL_QUOTE_STATUS_LABEL } from '../shared/labels';
import { PortalLegsTable } from './PortalLegsTable';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';

export const PortalOrderOverviewFragment = graphql(`
  fragment PortalOrderOverview_order on PortalOrder {
    id
    instructions
    legs {
      id
      ...PortalLegSummary
      ...PortalLegLive
    }
    vehicles {
      id
      vin
      year
      make
      model
      vehicleClass
      colour
      fuelType
      transmission
      plate
      plateState
    }
    locations {
      role
      location {
        ...PortalPlaceDetail
        type
        county
      }
    }
    quote {
      id
      number
      status
    }
    price {
      source
      quoteNumber
      pricedAt
      lineItems {
        ...PricedLine
      }
      subtotal
      tax
      total
      currency
    }
  }
`);

const ROLE_LABEL: Record<OrderLocationRole, string> = {
  ORIGIN: 'Pickup',
  DESTINATION: 'Delivery',
  STOP: 'Stop on the way',
  PRIMARY: 'Main location',
  REGISTER_TO: 'Register to',
  TITLE_TO: 'Title to',
};

/** The order's own tab: its vehicle moves (live), vehicles, places, instructions and the quote it came from. */
export const PortalOrderOverview = ({ order: source }: { order: FragmentType<typeof PortalOrderOverviewFragment> }) => {
  const dateTime = useDateTimeFormat();
  const order = getFragmentData(PortalOrderOverviewFragment, source);
  const locale = useCurrentTenant()?.locale;
  return (
    <div className="page-grid">
      <Panel title="Vehicle moves" className="panel-wide">
        <PortalLegsTable legs={order.legs} locale={locale} timeZone={useCurrentTenant()?.timeZone} />
      </Panel>
      <PricePanel
        title="Price"
        className="panel-wide"
        price={order.price}
        source={
          order.price &&
          (order.price.quoteNumber
            ? `The price of quote ${order.price.quoteNumber}, agreed ${dateTime(order.price.pricedAt)}.`
            : `The price shown when you placed the order, ${dateTime(order.price.pricedAt)}.`)
        }
        none="No price is recorded for this order yet. Ask us through a comment and we will confirm it."
        caption="Priced lines of your order"
        labels={PORTAL_LINE_ITEM_LABEL}
        legColumn={PORTAL_LEG_COLUMN}
        locale={locale}
      />
      <VehiclesPanel vehicles={order.vehicles} />
      <LocationsPanel
        locations={order.locations.map(({ role, location }) => ({ role, location: getFragmentData(PortalPlaceDetailFragment, location) }))}
        roleLabel={ROLE_LABEL}
      />
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
