import { useCallback, useState } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { pageInfoOf } from '../kit/list/listSource';
import { useLiveOrder } from '../orders/public';
import { Button } from '../kit/ui/Button';
import { ListPanel } from '../kit/ui/ListPanel';
import { BoardFilters } from './BoardFilters';
import { BoardList, legButtonId } from './BoardList';
import { type BoardView, boardFilter, boardHref, isFiltered, readBoardView } from './boardView';
import { DispatchBoardMapQuery, DispatchBoardQuery, DispatchLegFragment } from './dispatch.graphql';
import { DispatchMapPane } from './DispatchMapPane';
import { LegPanel } from './LegPanel';
import { PlanDialog } from './PlanDialog';
import { useThrottledCallback } from './useThrottledCallback';

const PATH = '/dispatch';
const PER_PAGE = 25;
/** Another dispatcher's move refetches the board's page and map at most this often (a cleared leg joins it). */
const LIVE_REFETCH_MS = 3000;

/**
 * /dispatch: open legs by pickup day beside their map (above it on a phone), filtered alike; the open leg's panel
 * with its suggested drivers above the map, beside the list and in view however far the list is scrolled; ticked legs planned in one action. Live: every leg change updates its row through
 * graphcache, and refetches the page and the map (throttled) so legs entering or leaving the filter show.
 */
export const DispatchBoardPage = () => {
  const tenant = useCurrentTenant();
  const [, navigate] = useLocation();
  const view = readBoardView(useSearch());
  const filter = boardFilter(view);
  const [board, refetchBoard] = useQuery({
    query: DispatchBoardQuery,
    variables: { first: PER_PAGE, page: view.page, filter },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const [map, refetchMap] = useQuery({
    query: DispatchBoardMapQuery,
    variables: { filter },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => {
    refetchBoard({ requestPolicy: 'network-only' });
    refetchMap({ requestPolicy: 'network-only' });
  }, [refetchBoard, refetchMap]);
  useLiveOrder(useThrottledCallback(refresh, LIVE_REFETCH_MS));

  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [planning, setPlanning] = useState(false);
  const [highlightId, setHighlightId] = useState<string | undefined>();

  const go = useCallback(
    (patch: Partial<BoardView>, replace = false) =>
      navigate(boardHref(PATH, { ...readBoardView(window.location.search), page: 1, ...patch }), { replace }),
    [navigate],
  );
  const open = useCallback((leg: string) => go({ leg, page: readBoardView(window.location.search).page }, true), [go]);
  const onCheck = (id: string, on: boolean) =>
    setChecked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const list = board.data?.dispatchBoard;
  const rows = list?.data ?? [];
  const openRow = rows.find((row) => getFragmentData(DispatchLegFragment, row.leg).id === view.leg);

  return (
    <div className="dispatch-board">
      <BoardFilters view={view} regions={map.data?.dispatchMap.regions ?? []} onChange={go} />
      <div className={view.leg ? 'dispatch-board-body dispatch-board-body--open' : 'dispatch-board-body'}>
        <div className="dispatch-board-list">
          <ListPanel
            title="Open legs"
            noun={{ one: 'open leg', many: 'open legs' }}
            info={list && pageInfoOf(list.paginatorInfo)}
            count={rows.length}
            updating={board.fetching && Boolean(list)}
            error={!list && board.error ? graphqlFailure(board.error).message : null}
            onRetry={refresh}
            loadingLabel="Loading open legs…"
            empty={{
              title: isFiltered(view) ? 'No open legs match this view' : 'No open legs',
              body: isFiltered(view) ? <Link href={PATH}>Show every open leg</Link> : 'Legs cleared for dispatch show here.',
            }}
            onPage={(page) => go({ page, leg: view.leg })}
            actions={
              <div className="button-row">
                <Button variant="primary" disabled={checked.size === 0} onClick={() => setPlanning(true)}>
                  {checked.size > 0 ? `Plan these legs (${checked.size})` : 'Plan these legs'}
                </Button>
                {checked.size > 0 && <Button onClick={() => setChecked(new Set())}>Clear selection</Button>}
              </div>
            }
          >
            <BoardList rows={rows} openId={view.leg} checked={checked} onCheck={onCheck} onOpen={open} onHighlight={setHighlightId} />
          </ListPanel>
        </div>
        {/* Beside the list and held in view as it scrolls (dispatch.css): the open leg's panel, then the map. */}
        <div className="dispatch-board-side">
          {view.leg && (
            <LegPanel
              key={view.leg}
              legId={view.leg}
              row={
                openRow
                  ? {
                      pickup: openRow.pickup?.label ?? null,
                      delivery: openRow.delivery?.label ?? null,
                      pickupDay: openRow.pickupDay ?? null,
                    }
                  : null
              }
              onClose={() => {
                go({ leg: '', page: view.page }, true);
                document.getElementById(legButtonId(view.leg))?.focus();
              }}
              onMoved={refresh}
            />
          )}
          <section className="dispatch-board-map" aria-label="Map of the open legs">
            <DispatchMapPane map={map.data?.dispatchMap} openId={view.leg} highlightId={highlightId} onSelectLeg={open} />
          </section>
        </div>
      </div>
      {planning && (
        <PlanDialog
          legIds={[...checked]}
          onClose={() => setPlanning(false)}
          onApplied={() => {
            setPlanning(false);
            setChecked(new Set());
            refresh();
          }}
        />
      )}
    </div>
  );
};
