import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { formatDateTime } from '../../domain/format';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { formatDateRequest, formatDistance } from '../kit/record/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { LegContactsPanel } from '../kit/record/LegContactsPanel';
import { legEndsOf } from '../kit/record/legEnds';
import { PricePanel } from '../kit/record/PricePanel';
import { Panel } from '../kit/ui/Panel';
import { LegHistory } from './LegHistory';
import { LegUnitPanel } from './LegUnitPanel';
import { METHOD_LABEL } from '../kit/record/legLabels';
import { useCanEdit } from '../kit/app/useCanEdit';
import { RecordTagsPanel } from '../hubsAndTags/public';
import { DeliverySurveysPanel } from '../surveys/public';

export const LegOverviewFragment = graphql(`
  fragment LegOverview_leg on OrderLeg {
    id
    sequence
    tags {
      id
      name
      colour
    }
    transportMethod
    ...LegEnds
    acknowledgedAt
    pickedUpAt
    deliveredAt
    distance
    driver {
      id
      fullName
    }
    truckingCompany {
      id
      displayName
    }
    pickupReportSubmitted
    deliveryReportSubmitted
    clientPaid
    driverPaid
    needsTagAndTitle
    tagAndTitleDone
    notes
    price {
      lineItems {
        ...PricedLine
      }
      amount
      currency
      orderTotal
    }
    activity {
      id
      ...ActivityEntry
    }
    ...LegUnit_leg
  }
`);

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

type Row = [label: string, value: string];

const Details = ({ rows }: { rows: Row[] }) => (
  <dl className="details">
    {rows.map(([label, value]) => (
      <div key={label} className="details-row">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);

/** The leg's own page: dates, distance, carrier, payment and tag-and-title flags, and its status history. */
export const LegOverview = ({ leg: source }: { leg: FragmentType<typeof LegOverviewFragment> }) => {
  const leg = getFragmentData(LegOverviewFragment, source);
  const ends = legEndsOf(leg);
  const tenant = useCurrentTenant();
  const locale = tenant?.locale;
  const at = (iso: string | null) => formatDateTime(iso, locale, tenant?.timeZone);
  const canEdit = useCanEdit();
  return (
    <div className="page-grid">
      <Panel title="Dates" description={tenant && <p className="muted">Time zone: {tenant.timeZone}</p>}>
        <Details
          rows={[
            ['Requested pickup', formatDateRequest(ends.requestedPickup, locale)],
            ['Requested delivery', formatDateRequest(ends.requestedDelivery, locale)],
            ['Confirmed pickup', at(ends.confirmedPickupAt)],
            ['Confirmed delivery', at(ends.confirmedDeliveryAt)],
            ['Acknowledged', at(leg.acknowledgedAt)],
            ['Picked up', at(leg.pickedUpAt)],
            ['Delivered', at(leg.deliveredAt)],
          ]}
        />
      </Panel>
      <Panel title="Transport">
        <Details
          rows={[
            ['Method', METHOD_LABEL[leg.transportMethod]],
            ['Distance', formatDistance(leg.distance, tenant?.distanceUnit ?? '', locale)],
            ['Leg of this vehicle', String(leg.sequence)],
            ['Driver', leg.driver?.fullName ?? '—'],
            ['Trucking company', leg.truckingCompany?.displayName ?? '—'],
            ['Pickup condition report', leg.pickupReportSubmitted ? 'Submitted' : 'Not yet'],
            ['Delivery condition report', leg.deliveryReportSubmitted ? 'Submitted' : 'Not yet'],
          ]}
        />
      </Panel>
      <LegUnitPanel leg={leg} />
      <LegContactsPanel pickup={ends.pickupContact} delivery={ends.deliveryContact} />
      {leg.deliveredAt && <DeliverySurveysPanel orderLegId={leg.id} />}
      <Panel title="Payment and paperwork">
        <Details
          rows={[
            ['Client paid', yesNo(leg.clientPaid)],
            ['Driver paid', yesNo(leg.driverPaid)],
            ['Needs tag and title', yesNo(leg.needsTagAndTitle)],
            ['Tag and title done', leg.needsTagAndTitle ? yesNo(leg.tagAndTitleDone) : 'Not needed'],
          ]}
        />
      </Panel>
      <PricePanel
        title="Price of this leg"
        className="panel-wide"
        price={
          leg.price && {
            lineItems: leg.price.lineItems,
            subtotal: leg.price.amount,
            tax: 0,
            total: leg.price.amount,
            currency: leg.price.currency,
          }
        }
        source="The lines priced for this leg when the order was placed. Order-wide lines (a first service charge, a discount, tax) are on the order."
        none="Its order has no price recorded."
        caption="Priced lines of this leg"
        totalRows={
          leg.price
            ? [
                { label: 'This leg', amount: leg.price.amount, strong: true },
                { label: 'Order total', amount: leg.price.orderTotal },
              ]
            : undefined
        }
        locale={locale}
      />
      {leg.notes && (
        <Panel title="Leg notes">
          <p className="item-body">{leg.notes}</p>
        </Panel>
      )}
      <RecordTagsPanel kind="leg" recordId={leg.id} tags={leg.tags} canEdit={canEdit} />
      <LegHistory rows={getFragmentData(ActivityEntryFragment, leg.activity)} />
    </div>
  );
};
