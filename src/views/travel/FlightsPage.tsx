import { useQuery } from 'urql';
import { Link, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../app/useCurrentUser';
import { useMoney } from '../accidents/useMoney';
import { graphqlFailure } from '../forms/failure';
import { Badge } from '../ui/Badge';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { Pager } from '../vehicles/Pager';
import { FlightsExport } from './FlightsExport';
import { FlightsPageQuery, FlightsRowFragment } from './flights.graphql';
import { PURPOSE_LABEL, REIMBURSEMENT_LABEL, REIMBURSEMENT_TONE } from './labels';
import { isFiltered, readTravelView, travelFilter, travelHref } from './listUrl';
import { TravelFilters } from './TravelFilters';
import { useCanBookTravel } from './useCanBookTravel';

const PATH = '/dispatch/flights';
const PER_PAGE = 25;

/** /dispatch/flights: drivers' flights, newest departure first, filtered, paged, totalled and exported. */
export const FlightsPage = () => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const canBook = useCanBookTravel();
  const view = readTravelView(useSearch());
  const [{ data, error, fetching }, refetch] = useQuery({
    query: FlightsPageQuery,
    variables: { ...travelFilter(view), first: PER_PAGE, page: view.page },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const list = data?.driverFlights;
  // A flight's departure and arrival are local to their airports: shown in the zone they were given in.
  const local = (iso: string, zone: string) => formatDateTime(iso, tenant?.locale, zone);

  const body = () => {
    if (!list) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Loading flights…" />;
    }
    if (list.data.length === 0)
      return (
        <EmptyState title={isFiltered(view) ? 'No flights match this view' : 'No flights yet'}>
          {isFiltered(view) ? <Link href={PATH}>Show every flight</Link> : canBook && <Link href="/dispatch/flights/view">Add the first one</Link>}
        </EmptyState>
      );
    return (
      <>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Drivers' flights</caption>
            <thead>
              <tr>
                <th scope="col">Flight</th>
                <th scope="col">Driver</th>
                <th scope="col">Route</th>
                <th scope="col">Departs (local time)</th>
                <th scope="col">Arrives (local time)</th>
                <th scope="col">Purpose</th>
                <th scope="col">Legs</th>
                <th scope="col" className="numeric">
                  Cost
                </th>
                <th scope="col">Reimbursement</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => {
                const flight = getFragmentData(FlightsRowFragment, row);
                return (
                  <tr key={flight.id}>
                    <td>
                      <Link href={`/dispatch/flights/view?id=${flight.id}`}>{`${flight.airline} ${flight.flightNumber}`}</Link>
                      {flight.confirmationCode && <div className="muted">{`Confirmation ${flight.confirmationCode}`}</div>}
                      {flight.cancelledAt && <Badge tone="danger">Cancelled</Badge>}
                    </td>
                    <td>{flight.driver?.fullName ?? '—'}</td>
                    <td className="nowrap">{`${flight.fromAirport} → ${flight.toAirport}`}</td>
                    <td className="nowrap">{local(flight.departsAt, flight.departureTimeZone)}</td>
                    <td className="nowrap">{local(flight.arrivesAt, flight.arrivalTimeZone)}</td>
                    <td>{PURPOSE_LABEL[flight.purpose]}</td>
                    <td>{flight.legs.map((leg) => leg.number).join(', ') || '—'}</td>
                    <td className="numeric">{money(flight.cost)}</td>
                    <td>
                      <Badge tone={REIMBURSEMENT_TONE[flight.reimbursementStatus]}>{REIMBURSEMENT_LABEL[flight.reimbursementStatus]}</Badge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pager info={list.paginatorInfo} hrefFor={(page) => travelHref(PATH, { ...view, page })} noun="flights" />
      </>
    );
  };

  return (
    <Panel
      title="Flights"
      actions={
        canBook && (
          <Link href="/dispatch/flights/view" className="btn btn-primary">
            New flight
          </Link>
        )
      }
      description={
        list && (
          <p aria-live="polite">
            {`${list.paginatorInfo.total.toLocaleString(tenant?.locale)} ${list.paginatorInfo.total === 1 ? 'flight' : 'flights'}, ${money(list.totalCost)} in all`}
            {fetching ? ' · updating…' : ''}
          </p>
        )
      }
    >
      <TravelFilters path={PATH} view={view} noun="flights" searchHint="Airline, flight number, airport, confirmation code or driver." dayLabel="Departure" />
      <div className="button-row">
        <FlightsExport view={view} disabled={!list || list.paginatorInfo.total === 0} />
      </div>
      {body()}
    </Panel>
  );
};
