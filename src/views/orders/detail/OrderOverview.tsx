import type { OrderLocationRole, OrderOverview_OrderFragment } from '@/generated/graphql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { Link } from 'wouter';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { PlaceAddressFragment, VehicleNameFragment } from '../../kit/record/fragments';
import { LocationsPanel } from '../../kit/record/LocationsPanel';
import { PricePanel } from '../../kit/record/PricePanel';
import { VehiclesPanel } from '../../kit/record/VehiclesPanel';
import { EmptyState } from '../../kit/ui/EmptyState';
import { Panel } from '../../kit/ui/Panel';
import { OrderLegsTable } from './OrderLegsTable';
import { OrderNotes } from './OrderNotes';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';
import { TagList } from '../../kit/ui/TagList';

export const OrderOverviewFragment = graphql(`
  fragment OrderOverview_order on Order {
    id
    legs {
      id
      ...OrderLegsTable_leg
    }
    vehicles {
      ...VehicleName
      plate
      plateState
    }
    locations {
      role
      location {
        ...PlaceAddress
      }
    }
    tags {
      id
      name
      colour
    }
    ...OrderNotes_order
    price {
      source
      quoteRevision
      quote {
        id
        number
      }
      pricedAt
      lineItems {
        ...PricedLine
      }
      subtotal
      tax
      total
      currency
      warnings
    }
  }
`);

const ROLE_LABEL: Record<OrderLocationRole, string> = {
  ORIGIN: 'Origin',
  DESTINATION: 'Destination',
  STOP: 'Stop',
  PRIMARY: 'Primary',
  REGISTER_TO: 'Register to',
  TITLE_TO: 'Title to',
};

/** A line's leg by its position in the order ("Order" for order-wide lines). */
const LEG_COLUMN = { heading: 'Leg', name: (legIndex: number | null) => (legIndex === null ? 'Order' : String(legIndex + 1)) };

type OrderPrice = NonNullable<OrderOverview_OrderFragment['price']>;

/** An order's place with its address unmasked, as the places panel reads it. */
const withAddress = ({ role, location }: OrderOverview_OrderFragment['locations'][number]) => ({
  role,
  location: getFragmentData(PlaceAddressFragment, location),
});

/** Where the order's price came from, in words. */
const PriceSource = ({ price }: { price: OrderPrice }) => {
  const dateTime = useDateTimeFormat();
  const when = dateTime(price.pricedAt);
  if (price.source === 'QUOTE' && price.quote)
    return (
      <>
        Agreed from quote <Link href={`/quotes/${price.quote.id}`}>{price.quote.number}</Link>
        {price.quoteRevision ? ` (revision ${price.quoteRevision})` : ''} when the order was made, {when}.
      </>
    );
  return <>Priced from the rate card when the order was placed, {when}: the price the client saw before ordering.</>;
};

export type OrderOverviewProps = { order: FragmentType<typeof OrderOverviewFragment> };

/** The order's own page: legs, vehicles, locations, notes and tags. */
export const OrderOverview = ({ order: source }: OrderOverviewProps) => {
  const order = getFragmentData(OrderOverviewFragment, source);
  const locale = useCurrentTenant()?.locale;
  return (
    <div className="page-grid">
      <Panel title="Legs" className="panel-wide">
        <OrderLegsTable legs={order.legs} />
      </Panel>
      <PricePanel
        title="Price"
        className="panel-wide"
        price={order.price}
        source={order.price && <PriceSource price={order.price} />}
        none="This order was placed before Legwork kept prices with orders, or could not be priced. Its quote, if any, is under Financials."
        caption="Priced lines of the order"
        legColumn={LEG_COLUMN}
        locale={locale}
      />
      <VehiclesPanel vehicles={order.vehicles.map((vehicle) => ({ ...vehicle, ...getFragmentData(VehicleNameFragment, vehicle) }))} />
      <LocationsPanel locations={order.locations.map(withAddress)} roleLabel={ROLE_LABEL} />
      <OrderNotes order={order} />
      <Panel title="Tags">{order.tags.length === 0 ? <EmptyState title="No tags" /> : <TagList tags={order.tags} />}</Panel>
    </div>
  );
};
