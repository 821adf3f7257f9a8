import { useCallback } from 'react';
import { useClient } from 'urql';
import { getFragmentData } from '@/generated';
import type { FlightsPage_FlightFragment as FlightRow } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { CsvExport } from '../kit/ui/CsvExport';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { FlightsPageQuery, FlightsRowFragment } from './flights.graphql';
import { PURPOSE_LABEL, REIMBURSEMENT_LABEL } from './labels';
import { type TravelListView, travelFilter } from './listUrl';

const PER_REQUEST = 100;
const HEADER = [
  'Driver',
  'Purpose',
  'Airline',
  'Flight',
  'From',
  'To',
  'Departs (local)',
  'Departure zone',
  'Arrives (local)',
  'Arrival zone',
  'Confirmation',
  'Legs',
  'Expense type',
  'Cost (minor units)',
  'Reimbursement',
  'Cancelled',
] as const;

/** "Export CSV" of every flight the list's filters match, 100 a request; the cost in minor units, as settlements take it. */
export const FlightsExport = ({ view, disabled }: { view: TravelListView; disabled: boolean }) => {
  const client = useClient();
  const tenant = useCurrentTenant();
  const toRow = useCallback(
    (flight: FlightRow): CsvCell[] => [
      flight.driver?.fullName ?? '',
      PURPOSE_LABEL[flight.purpose],
      flight.airline,
      flight.flightNumber,
      flight.fromAirport,
      flight.toAirport,
      formatDateTime(flight.departsAt, tenant?.locale, flight.departureTimeZone),
      flight.departureTimeZone,
      formatDateTime(flight.arrivesAt, tenant?.locale, flight.arrivalTimeZone),
      flight.arrivalTimeZone,
      flight.confirmationCode ?? '',
      flight.legs.map((leg) => leg.number).join('; '),
      'TRAVEL',
      flight.cost,
      REIMBURSEMENT_LABEL[flight.reimbursementStatus],
      flight.cancelledAt ? 'Yes' : 'No',
    ],
    [tenant],
  );
  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<FlightRow>> => {
      const result = await client
        .query(FlightsPageQuery, { ...travelFilter(view), first: PER_REQUEST, page }, { requestPolicy: 'network-only' })
        .toPromise();
      const data = result.data?.driverFlights;
      if (result.error || !data) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: data.data.map((row) => getFragmentData(FlightsRowFragment, row)),
        total: data.paginatorInfo.total,
        hasMore: data.paginatorInfo.hasMorePages,
      };
    },
    [client, view],
  );
  return <CsvExport noun="flights" prefix="driver-flights" header={HEADER} toRow={toRow} fetchPage={fetchPage} disabled={disabled} />;
};
