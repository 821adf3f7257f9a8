import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { formatDateTime } from '../../../domain/format';
import { MediaItemFragment } from '../../../graphql/operations/activity';
import { formatDateRequest, formatDistance, vehicleName } from '../../kit/record/format';
import { DetailsRow } from '../../kit/record/RecordHeader';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { EmptyState } from '../../kit/ui/EmptyState';
import { Panel } from '../../kit/ui/Panel';
import { LegContactsPanel } from '../../kit/record/LegContactsPanel';
import { PortalPlaceDetailFragment } from '../shared/fragments';
import { PORTAL_METHOD_LABEL } from '../shared/labels';
import { MediaGallery } from '../shared/MediaGallery';
import { PortalStorageStays } from './PortalStorageStays';

export const PortalLegOverviewFragment = graphql(`
  fragment PortalLegOverview_leg on PortalOrderLeg {
    id
    transportMethod
    requestedPickup {
      mode
      date
    }
    requestedDelivery {
      mode
      date
    }
    confirmedPickupAt
    confirmedDeliveryAt
    pickedUpAt
    deliveredAt
    eta
    driverFirstName
    needsTagAndTitle
    tagAndTitleDone
    distance
    pickupContact {
      name
      phone
      email
    }
    deliveryContact {
      name
      phone
      email
    }
    vehicle {
      id
      vin
      year
      make
      model
      colour
      plate
      plateState
    }
    origin {
      ...PortalPlaceDetail
    }
    destination {
      ...PortalPlaceDetail
    }
    conditionReports: media(category: CONDITION_REPORTS) {
      id
      ...MediaItem
    }
    photos: media(category: PHOTOS) {
      id
      ...MediaItem
    }
    ...PortalStorageStays_leg
  }
`);

const Place = ({ title, source }: { title: string; source: FragmentType<typeof PortalPlaceDetailFragment> | null | undefined }) => {
  const place = getFragmentData(PortalPlaceDetailFragment, source);
  return (
    <Panel title={title}>
      {!place ? (
        <EmptyState title="Not set yet" />
      ) : (
        <address className="item-body">
          <strong>{place.name}</strong>
          <br />
          {[place.address1, place.address2].filter(Boolean).join(', ')}
          <br />
          {place.city}, {place.stateProvince} {place.postalCode}
          {place.contactName || place.contactPhone ? (
            <span className="cell-sub">Contact: {[place.contactName, place.contactPhone].filter(Boolean).join(' · ')}</span>
          ) : null}
          {place.hours && <span className="cell-sub">Hours: {place.hours}</span>}
        </address>
      )}
    </Panel>
  );
};

/** The leg's own tab: dates, the vehicle, both ends, and the condition report and photos the driver took. */
export const PortalLegOverview = ({ leg: source }: { leg: FragmentType<typeof PortalLegOverviewFragment> }) => {
  const leg = getFragmentData(PortalLegOverviewFragment, source);
  const tenant = useCurrentTenant();
  const locale = tenant?.locale;
  // Confirmed times on the tenant's clock, the one they were confirmed in.
  const at = (iso: string | null | undefined) => formatDateTime(iso, locale, tenant?.timeZone);
  const reports = getFragmentData(MediaItemFragment, leg.conditionReports);
  const photos = getFragmentData(MediaItemFragment, leg.photos);
  const base = `/portal/order-legs/${leg.id}`;
  return (
    <div className="page-grid">
      <Panel title="Condition report and photos" className="panel-wide">
        {reports.length === 0 && photos.length === 0 ? (
          <EmptyState title="No condition report or photos yet">
            The driver records the vehicle’s condition at pickup and at delivery; the report and photos appear here.
          </EmptyState>
        ) : (
          <>
            {reports.length > 0 && (
              <section className="media-group" aria-label="Condition reports">
                <h3 className="media-group-title">Condition reports</h3>
                <MediaGallery items={reports} />
              </section>
            )}
            {photos.length > 0 && (
              <section className="media-group" aria-label="Photos">
                <h3 className="media-group-title">Photos</h3>
                <MediaGallery items={photos} />
              </section>
            )}
          </>
        )}
        <p className="button-row">
          <Link href={`${base}/files/condition-reports`}>All condition reports</Link>
          <Link href={`${base}/files/photos`}>All photos</Link>
        </p>
      </Panel>
      <Panel title="Dates" description={tenant && <p className="muted">Time zone: {tenant.timeZone}</p>}>
        <dl className="details">
          <DetailsRow term="Requested pickup">{formatDateRequest(leg.requestedPickup, locale)}</DetailsRow>
          <DetailsRow term="Confirmed pickup">{at(leg.confirmedPickupAt)}</DetailsRow>
          <DetailsRow term="Picked up">{at(leg.pickedUpAt)}</DetailsRow>
          <DetailsRow term="Requested delivery">{formatDateRequest(leg.requestedDelivery, locale)}</DetailsRow>
          <DetailsRow term="Confirmed delivery">{at(leg.confirmedDeliveryAt)}</DetailsRow>
          <DetailsRow term="Estimated delivery">{at(leg.eta)}</DetailsRow>
          <DetailsRow term="Delivered">{at(leg.deliveredAt)}</DetailsRow>
        </dl>
      </Panel>
      <Panel title="Vehicle and transport">
        <dl className="details">
          <DetailsRow term="Vehicle">{vehicleName(leg.vehicle)}</DetailsRow>
          <DetailsRow term="VIN">{leg.vehicle?.vin ?? '—'}</DetailsRow>
          <DetailsRow term="Plate">
            {leg.vehicle?.plate ? `${leg.vehicle.plate}${leg.vehicle.plateState ? ` (${leg.vehicle.plateState})` : ''}` : '—'}
          </DetailsRow>
          <DetailsRow term="Transport">{PORTAL_METHOD_LABEL[leg.transportMethod]}</DetailsRow>
          <DetailsRow term="Driver">{leg.driverFirstName ?? 'Not assigned yet'}</DetailsRow>
          <DetailsRow term="Distance">{formatDistance(leg.distance, tenant?.distanceUnit ?? '', locale)}</DetailsRow>
          {leg.needsTagAndTitle && <DetailsRow term="Tag and title">{leg.tagAndTitleDone ? 'Done' : 'In progress'}</DetailsRow>}
        </dl>
      </Panel>
      <PortalStorageStays leg={leg} />
      <Place title="Pickup" source={leg.origin} />
      <Place title="Delivery" source={leg.destination} />
      <LegContactsPanel pickup={leg.pickupContact} delivery={leg.deliveryContact} />
    </div>
  );
};
