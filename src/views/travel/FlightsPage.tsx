import type { FlightsPage_FlightFragment as FlightRow } from '@/generated/graphql';
import { formatDateTime } from '../../domain/format';
import type { CsvContext } from '../kit/list/ListCsvExport';
import { ListTime } from '../kit/list/ListDate';
import { BookingsListPage } from './BookingsListPage';
import { bookingsCsv } from './bookingsCsv';
import { FlightsPageQuery, FlightsRowFragment } from './flights.graphql';
import { FLIGHTS } from './labels';

// A flight's departure and arrival are local to their airports: shown in the zone they were given in.
const local = (iso: string, zone: string, locale?: string) => formatDateTime(iso, locale, zone);

const CSV = bookingsCsv<FlightRow>({ ...FLIGHTS, prefix: 'driver-flights', expenseType: 'TRAVEL' }, [
  ['Airline', (flight) => flight.airline],
  ['Flight', (flight) => flight.flightNumber],
  ['From', (flight) => flight.fromAirport],
  ['To', (flight) => flight.toAirport],
  ['Departs (local)', (flight, { locale }: CsvContext) => local(flight.departsAt, flight.departureTimeZone, locale)],
  ['Departure zone', (flight) => flight.departureTimeZone],
  ['Arrives (local)', (flight, { locale }: CsvContext) => local(flight.arrivesAt, flight.arrivalTimeZone, locale)],
  ['Arrival zone', (flight) => flight.arrivalTimeZone],
  ['Confirmation', (flight) => flight.confirmationCode],
]);

/** /dispatch/flights: drivers' flights, newest departure first, filtered, paged, totalled and exported. */
export const FlightsPage = () => {
  return (
    <BookingsListPage
      kind={FLIGHTS}
      query={FlightsPageQuery}
      fragment={FlightsRowFragment}
      pick={(data) => data.driverFlights}
      name={(flight) => `${flight.airline} ${flight.flightNumber}`}
      columns={[
        { header: 'Route', className: 'nowrap', cell: (flight) => `${flight.fromAirport} → ${flight.toAirport}` },
        {
          header: 'Departs (local time)',
          className: 'nowrap',
          cell: (flight) => <ListTime at={flight.departsAt} timeZone={flight.departureTimeZone} />,
        },
        {
          header: 'Arrives (local time)',
          className: 'nowrap',
          cell: (flight) => <ListTime at={flight.arrivesAt} timeZone={flight.arrivalTimeZone} />,
        },
      ]}
      searchHint="Airline, flight number, airport, confirmation code or driver."
      dayLabel="Departure"
      csv={CSV}
    />
  );
};
