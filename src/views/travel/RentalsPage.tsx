import { useQuery } from 'urql';
import { Link, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { useCurrentTenant } from '../app/useCurrentUser';
import { useDateTimeFormat } from '../app/useDateTimeFormat';
import { useMoney } from '../accidents/useMoney';
import { graphqlFailure } from '../forms/failure';
import { Badge } from '../ui/Badge';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { Pager } from '../vehicles/Pager';
import { RentalsExport } from './RentalsExport';
import { RentalsPageQuery, RentalsRowFragment } from './rentals.graphql';
import { PURPOSE_LABEL, REIMBURSEMENT_LABEL, REIMBURSEMENT_TONE } from './labels';
import { isFiltered, readTravelView, travelFilter, travelHref } from './listUrl';
import { TravelFilters } from './TravelFilters';
import { useCanBookTravel } from './useCanBookTravel';

const PATH = '/dispatch/rentals';
const PER_PAGE = 25;

/** /dispatch/rentals: drivers' rental cars, newest pickup first, filtered, paged, totalled and exported (times on the tenant's clock). */
export const RentalsPage = () => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const canBook = useCanBookTravel();
  const view = readTravelView(useSearch());
  const [{ data, error, fetching }, refetch] = useQuery({
    query: RentalsPageQuery,
    variables: { ...travelFilter(view), first: PER_PAGE, page: view.page },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const list = data?.driverRentals;
  const dateTime = useDateTimeFormat();

  const body = () => {
    if (!list) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Loading rentals…" />;
    }
    if (list.data.length === 0)
      return (
        <EmptyState title={isFiltered(view) ? 'No rentals match this view' : 'No rentals yet'}>
          {isFiltered(view) ? <Link href={PATH}>Show every rental</Link> : canBook && <Link href="/dispatch/rentals/view">Add the first one</Link>}
        </EmptyState>
      );
    return (
      <>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Drivers' rental cars</caption>
            <thead>
              <tr>
                <th scope="col">Rental</th>
                <th scope="col">Driver</th>
                <th scope="col">Pickup</th>
                <th scope="col">Return</th>
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
                const rental = getFragmentData(RentalsRowFragment, row);
                return (
                  <tr key={rental.id}>
                    <td>
                      <Link href={`/dispatch/rentals/view?id=${rental.id}`}>{rental.company}</Link>
                      {rental.confirmationCode && <div className="muted">{`Confirmation ${rental.confirmationCode}`}</div>}
                      {rental.cancelledAt && <Badge tone="danger">Cancelled</Badge>}
                    </td>
                    <td>{rental.driver?.fullName ?? '—'}</td>
                    <td>
                      {rental.pickupPlace}
                      <div className="muted nowrap">{dateTime(rental.pickupAt)}</div>
                    </td>
                    <td>
                      {rental.returnPlace}
                      <div className="muted nowrap">{dateTime(rental.returnAt)}</div>
                    </td>
                    <td>{PURPOSE_LABEL[rental.purpose]}</td>
                    <td>{rental.legs.map((leg) => leg.number).join(', ') || '—'}</td>
                    <td className="numeric">{money(rental.cost)}</td>
                    <td>
                      <Badge tone={REIMBURSEMENT_TONE[rental.reimbursementStatus]}>{REIMBURSEMENT_LABEL[rental.reimbursementStatus]}</Badge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pager info={list.paginatorInfo} hrefFor={(page) => travelHref(PATH, { ...view, page })} noun="rentals" />
      </>
    );
  };

  return (
    <Panel
      title="Rentals"
      actions={
        canBook && (
          <Link href="/dispatch/rentals/view" className="btn btn-primary">
            New rental
          </Link>
        )
      }
      description={
        list && (
          <p aria-live="polite">
            {`${list.paginatorInfo.total.toLocaleString(tenant?.locale)} ${list.paginatorInfo.total === 1 ? 'rental' : 'rentals'}, ${money(list.totalCost)} in all`}
            {fetching ? ' · updating…' : ''}
          </p>
        )
      }
    >
      <TravelFilters path={PATH} view={view} noun="rentals" searchHint="Company, place, confirmation code or driver." dayLabel="Pickup" />
      <div className="button-row">
        <RentalsExport view={view} disabled={!list || list.paginatorInfo.total === 0} />
      </div>
      {body()}
    </Panel>
  );
};
