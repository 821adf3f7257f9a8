import { useState } from 'react';
import { useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { PlaceAddressFragment } from '../../kit/record/fragments';
import { telHref } from '../../kit/record/LegContactsPanel';
import { Button } from '../../kit/ui/Button';
import { ErrorState } from '../../kit/ui/ErrorState';
import { Spinner } from '../../kit/ui/Spinner';
import { DriverLegStopQuery, DriverStopFragment } from '../DriverLegs.graphql';
import { geoUri, mapsUrl, streetAddress } from './stopLinks';

export type NextStopProps = {
  legId: string;
  /** Where the leg goes next: its pickup, or its delivery once the vehicle is on the truck. */
  at: 'pickup' | 'delivery';
  /** Shown at once (the driver's next leg), else behind a button. */
  open?: boolean;
};

const WHAT = { pickup: 'Pickup', delivery: 'Delivery' } as const;

/** The stop the driver heads for: its full address, a call to its contact, and a way to navigate there. */
export const NextStop = ({ legId, at, open: openAtFirst = false }: NextStopProps) => {
  const [open, setOpen] = useState(openAtFirst);
  const [{ data, fetching, error }, refetch] = useQuery({ query: DriverLegStopQuery, variables: { id: legId }, pause: !open });
  const what = WHAT[at];
  if (!open)
    return (
      <Button className="capture-target btn-wrap" aria-expanded={false} onClick={() => setOpen(true)}>
        {what} address, call and directions
      </Button>
    );
  if (fetching && !data) return <Spinner label={`Loading the ${at} address…`} />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
  const leg = data?.orderLeg;
  const source = getFragmentData(DriverStopFragment, at === 'pickup' ? leg?.origin : leg?.destination);
  const stop = source && { ...source, ...getFragmentData(PlaceAddressFragment, source) };
  if (!stop) return <p className="muted">{what}: no address yet. Call dispatch.</p>;
  const contact = at === 'pickup' ? leg?.pickupContact : leg?.deliveryContact;
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
