import { type FragmentType, getFragmentData } from '@/generated';
import { telHref } from '../../kit/record/LegContactsPanel';
import { DriverStopFragment } from '../DriverLegs.graphql';
import { geoUri, mapsUrl, streetAddress } from './stopLinks';

export type NextStopProps = {
  /** "Pickup" or "Delivery": what happens at the stop. */
  what: string;
  stop: FragmentType<typeof DriverStopFragment> | null;
  /** The leg's own contact for this end, before the place's. */
  contact: { name: string | null; phone: string | null } | null;
};

/** The stop the driver heads for: its full address, a call to its contact, and a way to navigate there. */
export const NextStop = ({ what, stop: source, contact }: NextStopProps) => {
  const stop = getFragmentData(DriverStopFragment, source);
  if (!stop) return <p className="muted">{what}: no address yet. Call dispatch.</p>;
  const name = contact?.name || stop.contactName;
  const phone = contact?.phone || stop.contactPhone;
  return (
    <section className="driver-stop" aria-label={`${what} stop`}>
      <p>
        <strong>
          {what}: {stop.name}
        </strong>
        <br />
        <span>{streetAddress(stop)}</span>
      </p>
      <p className="driver-stop-links">
        {phone ? (
          <a className="btn btn-secondary btn-wrap capture-target" href={telHref(phone)}>
            Call {name || 'the contact'} ({phone})
          </a>
        ) : (
          <span className="muted">No phone number for this stop.</span>
        )}
        <a className="btn btn-secondary btn-wrap capture-target" href={geoUri(stop)}>
          Navigate in the maps app
        </a>
        <a className="btn btn-secondary btn-wrap capture-target" href={mapsUrl(stop)} target="_blank" rel="noreferrer">
          Directions in Google Maps
        </a>
      </p>
    </section>
  );
};
