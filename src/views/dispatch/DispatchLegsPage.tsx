import { useCallback, useState } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { useLiveOrder } from '../orders/public';
import { Button } from '../kit/ui/Button';
import { ListPanel } from '../kit/ui/ListPanel';
import { Panel } from '../kit/ui/Panel';
import { BoardFilters } from './BoardFilters';
import { BoardList } from './BoardList';
import { type BoardView, boardFilter, boardHref, isFiltered, readBoardView } from './boardView';
import { type BulkLeg, BulkAssign } from './BulkAssign';
import { DispatchBoardQuery, DispatchLegFragment, DispatchRegionsQuery } from './dispatch.graphql';
import { LegsExport } from './LegsExport';
import { useThrottledCallback } from './useThrottledCallback';

const PATH = '/dispatch/order-legs';
const PER_PAGE = 50;

/**
 * /dispatch/order-legs: the board's legs as a table with its filters, ticked legs (kept across pages) assigned to
 * one driver or trucking company at once, and the filtered list as CSV. Live like the board.
 */
export const DispatchLegsPage = () => {
  const tenant = useCurrentTenant();
  const [, navigate] = useLocation();
  const view = readBoardView(useSearch());
  const [board, refetch] = useQuery({
    query: DispatchBoardQuery,
    variables: { first: PER_PAGE, page: view.page, filter: boardFilter(view) },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const [regions] = useQuery({ query: DispatchRegionsQuery, pause: !tenant });
  const refresh = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useLiveOrder(useThrottledCallback(refresh, 3000));
  // The ticked legs with what bulk assignment needs, so a tick on page 1 survives a move to page 2.
  const [checked, setChecked] = useState<ReadonlyMap<string, BulkLeg>>(new Map());
  const go = useCallback(
    (patch: Partial<BoardView>, replace = false) =>
      navigate(boardHref(PATH, { ...readBoardView(window.location.search), page: 1, leg: '', ...patch }), { replace }),
    [navigate],
  );
  const list = board.data?.dispatchBoard;
  const rows = list?.data ?? [];
  const onCheck = (id: string, on: boolean) => {
    const row = rows.find((r) => getFragmentData(DispatchLegFragment, r.leg).id === id);
    const leg = row && getFragmentData(DispatchLegFragment, row.leg);
    setChecked((before) => {
      const next = new Map(before);
      if (on && leg) next.set(id, { id, number: leg.number, orderId: leg.order.id, transportMethod: leg.transportMethod });
      else next.delete(id);
      return next;
    });
  };

  return (
    <div className="dispatch-legs">
      <Panel title="Filters">
        <BoardFilters view={view} regions={regions.data?.dispatchMap.regions ?? []} onChange={go} />
        <LegsExport view={view} disabled={!list || list.paginatorInfo.total === 0} />
      </Panel>
      <Panel
        title="Bulk assign"
        actions={checked.size > 0 ? <Button onClick={() => setChecked(new Map())}>Clear selection</Button> : undefined}
      >
        <BulkAssign
          legs={[...checked.values()]}
          onAssigned={() => {
            setChecked(new Map());
            refresh();
          }}
        />
      </Panel>
      <ListPanel
        title="Open legs"
        noun={{ one: 'open leg', many: 'open legs' }}
        info={list?.paginatorInfo}
        count={rows.length}
        updating={board.fetching && Boolean(list)}
        error={!list && board.error ? graphqlFailure(board.error).message : null}
        onRetry={refresh}
        loadingLabel="Loading open legs…"
        empty={{
          title: isFiltered(view) ? 'No open legs match this view' : 'No open legs',
          body: isFiltered(view) ? <Link href={PATH}>Show every open leg</Link> : 'Legs cleared for dispatch show here.',
        }}
        onPage={(page) => go({ page })}
      >
        <BoardList rows={rows} openId="" checked={new Set(checked.keys())} onCheck={onCheck} locale={tenant?.locale} />
      </ListPanel>
    </div>
  );
};
