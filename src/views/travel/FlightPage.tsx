import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { BookingPage } from './BookingPage';
import { Fact } from './Fact';
import { FlightForm } from './FlightForm';
import * as documents from './flights.graphql';
import { FLIGHTS } from './labels';

const FLIGHT_DOCUMENTS = {
  page: documents.FlightPageQuery,
  activity: documents.FlightActivityQuery,
  create: documents.FlightCreateMutation,
  update: documents.FlightUpdateMutation,
  cancel: documents.FlightCancelMutation,
  receipt: documents.FlightReceiptMutation,
};

/** /dispatch/flights/view: a flight; its times in its airports' zones. */
export const FlightPage = () => {
  const tenant = useCurrentTenant();
  const local = (iso: string, zone: string) => `${formatDateTime(iso, tenant?.locale, zone)} (local time, ${zone})`;
  return (
    <BookingPage
      kind={FLIGHTS}
      documents={FLIGHT_DOCUMENTS}
      fragment={documents.FlightDetailFragment}
      pick={(data) => data.driverFlight}
      readActivity={(data) => data.driverFlight}
      createdId={(data) => data.createDriverFlight.id}
      title={(flight) => `${flight.airline} ${flight.flightNumber}, ${flight.fromAirport} → ${flight.toAirport}`}
      facts={(flight) => (
        <>
          <Fact label="Departs">{local(flight.departsAt, flight.departureTimeZone)}</Fact>
          <Fact label="Arrives">{local(flight.arrivesAt, flight.arrivalTimeZone)}</Fact>
        </>
      )}
      Form={FlightForm}
    />
  );
};
