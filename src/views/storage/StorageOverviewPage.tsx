import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { LinkButton } from '../kit/ui/LinkButton';
import { todayIn } from '../../domain/dates';
import { formatDate } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { FacilityPicker } from '../kit/pickers/FacilityPicker';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { OccupancyChart } from './OccupancyChart';
import { occupancyWindow } from './occupancyScale';
import { facilityParam, onSiteHref, recordHref } from './recordsView';
import { StorageOccupancyQuery, StorageOverviewFacilityQuery, StorageOverviewQuery } from './StorageOverviewPage.graphql';
import { StorageRecordsTable } from './StorageRecordsTable';

/** One facility's occupancy around today: the chart, or why it is not shown. */
const Occupancy = ({ facilityId }: { facilityId: string }) => {
  const tenant = useCurrentTenant();
  const today = todayIn(tenant?.timeZone);
  const [{ data, error }, refetch] = useQuery({
    query: StorageOccupancyQuery,
    variables: { facilityId, ...occupancyWindow(today) },
    requestPolicy: 'cache-and-network',
  });
  if (!data) {
    if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return <Spinner label="Loading the occupancy…" />;
  }
  const facility = data.storageFacility;
  if (!facility) return <EmptyState title="This facility is gone" />;
  return (
    <>
      <p>
        <Link href={`/storage/facilities/${facility.id}`}>{facility.name}</Link>
        {': '}
        <Link href={onSiteHref(facility.id)}>{`${facility.onSite} vehicle${facility.onSite === 1 ? '' : 's'} on site now`}</Link>
        {facility.capacity === null ? ', no capacity set.' : ` of ${facility.capacity} spaces.`}
      </p>
      <OccupancyChart facility={facility.name} days={data.storageOccupancy} today={today} locale={tenant?.locale} />
    </>
  );
};

/** The chart's facility: the one in the URL, else the first by name (none when the tenant has no storage location). */
const useChartFacility = (chosen: string): { id: string | null; loading: boolean } => {
  const [{ data }] = useQuery({ query: StorageOverviewFacilityQuery, variables: {}, pause: chosen !== '' });
  if (chosen) return { id: chosen, loading: false };
  return { id: data?.storageFacilities.data[0]?.id ?? null, loading: !data };
};

/** /storage: occupancy by day of one facility, and today's arrivals, departures and problems (that facility's, or every one's). */
export const StorageOverviewPage = () => {
  const tenant = useCurrentTenant();
  const [, navigate] = useLocation();
  const chosen = facilityParam(useSearch());
  const chart = useChartFacility(chosen);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: StorageOverviewQuery,
    variables: { facilityId: chosen || null },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const today = data?.storageToday;

  const list = (records: NonNullable<typeof today>['arrivals'], caption: string, empty: string) =>
    records.length === 0 ? <EmptyState title={empty} /> : <StorageRecordsTable records={records} caption={caption} hrefOf={recordHref} />;

  const day = () => {
    if (!today) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Loading today's arrivals and departures…" />;
    }
    return (
      <>
        <Panel title="Arriving today" description={<p>Reservations starting today, not checked in yet.</p>}>
          {list(today.arrivals, 'Arriving today', 'No arrivals expected today')}
        </Panel>
        <Panel title="Leaving today" description={<p>On site with their last reserved day today or already past.</p>}>
          {list(today.departures, 'Leaving today', 'No departures due today')}
        </Panel>
        <Panel title="Problems" className="panel-wide">
          {list(today.problems, 'Records with a problem', 'No records with a problem')}
        </Panel>
      </>
    );
  };

  return (
    <div className="page-grid">
      <Panel
        title="Storage"
        className="panel-wide"
        actions={
          <LinkButton href="/storage/records?reserve=1" variant="primary">
            Reserve a space
          </LinkButton>
        }
        description={
          <p aria-live="polite">
            {today ? `Today, ${formatDate(today.day, tenant?.locale)}. ` : ''}
            <Link href="/storage/records">All records</Link> · <Link href="/storage/facilities">Facilities</Link>
            {fetching && today ? ' · updating…' : ''}
          </p>
        }
      >
        <FacilityPicker
          label="Facility"
          value={chosen}
          placeholder="Every facility"
          onChange={(id) => navigate(id ? `/storage?facility=${id}` : '/storage')}
        />
      </Panel>
      <Panel title="Occupancy by day" className="panel-wide">
        {chart.id ? (
          <Occupancy facilityId={chart.id} />
        ) : chart.loading ? (
          <Spinner label="Loading the facilities…" />
        ) : (
          <EmptyState title="No storage facilities yet">
            <p>A facility is a location of type Storage: add one under Admin, Locations.</p>
          </EmptyState>
        )}
      </Panel>
      {day()}
    </div>
  );
};
