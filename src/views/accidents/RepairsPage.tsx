import { useCallback } from 'react';
import { useQuery, useSubscription } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { type RepairStatus, RepairStatusValues } from '@/generated/enums/RepairStatus';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { SearchBox } from '../kit/ui/SearchBox';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { LinkPager } from '../kit/ui/LinkPager';
import { REPAIR_STATUS_LABEL, REPAIR_STATUS_ORDER } from './labels';
import { RepairCard } from './RepairCard';
import { RepairChangedSubscription } from './repair.graphql';
import { RepairsPageQuery } from './RepairsPage.graphql';
import { READ_ONLY_NOTE, useCanEditAccidents } from './useCanEditAccidents';

const PER_PAGE = 20;
const PATH = '/accidents-incidents/repairs';

type RepairsView = { q: string; page: number; status: RepairStatus[] };

const readView = (search: string): RepairsView => {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    status: (params.get('status') ?? '')
      .split(',')
      .filter((value): value is RepairStatus => (RepairStatusValues as readonly string[]).includes(value)),
  };
};

const hrefOf = (view: RepairsView): string => {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.status.length > 0) params.set('status', view.status.join(','));
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
};

/** /accidents-incidents/repairs: every repair by status, each opened in place with its steps and recoveries. */
export const RepairsPage = () => {
  const tenant = useCurrentTenant();
  const canEdit = useCanEditAccidents();
  const [, navigate] = useLocation();
  const view = readView(useSearch());
  const [{ data, error }, refetch] = useQuery({
    query: RepairsPageQuery,
    variables: { first: PER_PAGE, page: view.page, status: view.status.length > 0 ? view.status : null, search: view.q || null },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  useSubscription({ query: RepairChangedSubscription, pause: !tenant });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const onSearch = useCallback(
    (text: string) => navigate(hrefOf({ ...readView(window.location.search), q: text, page: 1 }), { replace: true }),
    [navigate],
  );
  const list = data?.repairs;
  const filtered = Boolean(view.q || view.status.length > 0);

  const body = () => {
    if (!list) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={reload} />;
      return <Spinner label="Loading repairs…" />;
    }
    if (list.data.length === 0)
      return (
        <EmptyState title={filtered ? 'No repairs match this view' : 'No repairs yet'}>
          {filtered ? <Link href={PATH}>Show every repair</Link> : 'A repair is opened from its accident or incident report.'}
        </EmptyState>
      );
    return (
      <>
        <div className="repair-list">
          {list.data.map((repair) => (
            <RepairCard key={repair.id} repair={repair} canEdit={canEdit} refetch={reload} showReport />
          ))}
        </div>
        <LinkPager info={list.paginatorInfo} hrefFor={(page) => hrefOf({ ...view, page })} noun="repairs" />
      </>
    );
  };

  return (
    <Panel
      title="Repairs"
      description={
        <>
          {list && (
            <p aria-live="polite">{`${list.paginatorInfo.total.toLocaleString(tenant?.locale)} ${list.paginatorInfo.total === 1 ? 'repair' : 'repairs'}`}</p>
          )}
          {!canEdit && <p className="muted">{READ_ONLY_NOTE}</p>}
        </>
      }
    >
      <SearchBox label="Search repairs" hint="Repair number, vendor, repair order or invoice number." value={view.q} onSearch={onSearch} />
      <ToggleChips
        legend="Status"
        options={REPAIR_STATUS_ORDER}
        label={(status) => REPAIR_STATUS_LABEL[status]}
        selected={view.status}
        onChange={(status) => navigate(hrefOf({ ...view, status, page: 1 }))}
        clearLabel="Every status"
      />
      {body()}
    </Panel>
  );
};
