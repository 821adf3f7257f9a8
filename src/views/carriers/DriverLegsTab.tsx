import { useQuery } from 'urql';
import { Link, useSearch } from 'wouter';
import { LEG_STATUS_LABEL } from '../../domain/labels';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { LinkPager } from '../kit/ui/LinkPager';
import { words } from '../kit/record/vehicleLabels';
import { DriverLegsQuery } from './drivers.graphql';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';

/** /admin/drivers/:id/all-legs: every leg assigned to the driver, newest first, 25 a page, each linking to the leg. */
export const DriverLegsTab = ({ driverId }: { driverId: string }) => {
  const dateTime = useDateTimeFormat();
  const tenant = useCurrentTenant();
  const requested = Number.parseInt(new URLSearchParams(useSearch()).get('page') ?? '1', 10);
  const page = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 100_000) : 1;
  const [{ data, error }, refetch] = useQuery({ query: DriverLegsQuery, variables: { id: driverId, page }, pause: !tenant });
  const legs = data?.driver?.legs;
  const body = () => {
    if (!legs) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Loading the driver's legs…" />;
    }
    if (legs.data.length === 0) return <EmptyState title="No legs yet">No leg has been assigned to this driver.</EmptyState>;
    return (
      <>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Legs of this driver</caption>
            <thead>
              <tr>
                {['Leg', 'Order', 'Status', 'Method', 'Pickup', 'Delivery'].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {legs.data.map((leg) => (
                <tr key={leg.id}>
                  <td className="nowrap">
                    <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
                  </td>
                  <td className="nowrap">
                    <Link href={`/orders/${leg.order.id}`}>{leg.order.number}</Link>
                  </td>
                  <td>{LEG_STATUS_LABEL[leg.status]}</td>
                  <td>{words(leg.transportMethod)}</td>
                  <td>{dateTime(leg.confirmedPickupAt)}</td>
                  <td>{dateTime(leg.confirmedDeliveryAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <LinkPager
          info={legs.paginatorInfo}
          hrefFor={(target) => `/admin/drivers/${driverId}/all-legs${target > 1 ? `?page=${target}` : ''}`}
          noun="legs"
        />
      </>
    );
  };
  return <Panel title="All legs">{body()}</Panel>;
};
