import { useCallback, useState } from 'react';
import { useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource } from '../kit/list/listSource';
import { TagChips } from '../kit/list/TagChips';
import { useList } from '../kit/list/useList';
import { vehicleName } from '../kit/record/format';
import { VehicleNameFragment } from '../kit/record/fragments';
import { LEG_STATUS_LABEL, METHOD_LABEL } from '../kit/record/legLabels';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { useLiveOrder } from '../orders/public';
import { BoardFilters } from './BoardFilters';
import { BoardList, type BoardRow } from './BoardList';
import { type LegsView, legsFilter, legsUrl } from './boardView';
import { type BulkLeg, BulkAssign } from './BulkAssign';
import { DispatchBoardQuery, DispatchLegFragment, DispatchRegionsQuery } from './dispatch.graphql';
import { useThrottledCallback } from './useThrottledCallback';

const PATH = '/dispatch/order-legs';

const legsList = listSource({
  query: DispatchBoardQuery,
  variables: (view: LegsView, paging) => ({ ...paging, filter: legsFilter(view) }),
  pick: (data) => data.dispatchBoard,
});

const legOf = (row: BoardRow) => getFragmentData(DispatchLegFragment, row.leg);

const CSV = {
  noun: 'legs',
  prefix: 'dispatch-legs',
  ...csvColumns<BoardRow>([
    ['Leg', (row) => legOf(row).number],
    ['Order', (row) => legOf(row).order.number],
    ['Pickup day', (row) => row.pickupDay ?? 'ASAP'],
    ['Region', (row) => row.region],
    ['Pickup', (row) => row.pickup?.label],
    ['Delivery', (row) => row.delivery?.label],
    ['Vehicle', (row) => vehicleName(getFragmentData(VehicleNameFragment, legOf(row).vehicle))],
    ['VIN', (row) => getFragmentData(VehicleNameFragment, legOf(row).vehicle)?.vin],
    ['Method', (row) => METHOD_LABEL[legOf(row).transportMethod]],
    ['Status', (row) => LEG_STATUS_LABEL[legOf(row).status]],
    ['Driver', (row) => legOf(row).driver?.fullName],
    ['Trucking company', (row) => legOf(row).truckingCompany?.displayName],
  ]),
};

/**
 * /dispatch/order-legs: the board's legs as a table with its filters, ticked legs (kept across pages) assigned to
 * one driver or trucking company at once, and the filtered list as CSV. Live like the board.
 */
export const DispatchLegsPage = () => {
  const tenant = useCurrentTenant();
  const { view, update, list, page } = useList(legsUrl, legsList, {
    noun: { one: 'open leg', many: 'open legs' },
    path: PATH,
    perPage: 50,
  });
  const [regions] = useQuery({ query: DispatchRegionsQuery, pause: !tenant });
  const refresh = list.retry;
  useLiveOrder(useThrottledCallback(refresh, 3000));
  // The ticked legs with what bulk assignment needs, so a tick on page 1 survives a move to page 2.
  const [checked, setChecked] = useState<ReadonlyMap<string, BulkLeg>>(new Map());
  const onFilter = useCallback((patch: Partial<LegsView>, replace = false) => update(patch, { replace }), [update]);
  const onCheck = (id: string, on: boolean) => {
    const row = list.rows.find((r) => legOf(r).id === id);
    const leg = row && legOf(row);
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
        <BoardFilters view={view} regions={regions.data?.dispatchMap.regions ?? []} onChange={onFilter} />
        <TagChips selected={view.tags} onChange={(tags) => onFilter({ tags })} />
        <ListCsvExport source={legsList} filter={view} csv={CSV} disabled={!list.info?.total} />
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
      <ListPage
        title="Open legs"
        {...page}
        empty={{ title: 'No open legs', body: 'Legs cleared for dispatch show here.', clearLabel: 'Show every open leg' }}
      >
        {(rows) => <BoardList rows={rows} openId="" checked={new Set(checked.keys())} onCheck={onCheck} />}
      </ListPage>
    </div>
  );
};
