import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { BookingsListPage } from './BookingsListPage';
import { FlightsExport } from './FlightsExport';
import { FlightsPageQuery, FlightsRowFragment } from './flights.graphql';
import { FLIGHTS } from './labels';

/** /dispatch/flights: drivers' flights, newest departure first, filtered, paged, totalled and exported. */
export const FlightsPage = () => {
  const tenant = useCurrentTenant();
  // A flight's departure and arrival are local to their airports: shown in the zone they were given in.
  const local = (iso: string, zone: string) => formatDateTime(iso, tenant?.locale, zone);
  return (
    <BookingsListPage
      kind={FLIGHTS}
      query={FlightsPageQuery}
      fragment={FlightsRowFragment}
      pick={(data) => data.driverFlights}
      name={(flight) => `${flight.airline} ${flight.flightNumber}`}
      columns={[
        { header: 'Route', className: 'nowrap', cell: (flight) => `${flight.fromAirport} → ${flight.toAirport}` },
        { header: 'Departs (local time)', className: 'nowrap', cell: (flight) => local(flight.departsAt, flight.departureTimeZone) },
        { header: 'Arrives (local time)', className: 'nowrap', cell: (flight) => local(flight.arrivesAt, flight.arrivalTimeZone) },
      ]}
      searchHint="Airline, flight number, airport, confirmation code or driver."
      dayLabel="Departure"
      Export={FlightsExport}
    />
  );
};
