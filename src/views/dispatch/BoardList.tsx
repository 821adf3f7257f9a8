import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { DispatchBoardQuery as BoardResult } from '@/generated/graphql';
import { type ListColumn, ListTable } from '../kit/list/ListTable';
import { useListDates } from '../kit/list/useListDates';
import { LEG_STATUS_LABEL, legStatusTone, METHOD_LABEL } from '../kit/record/legLabels';
import { vehicleName } from '../kit/record/format';
import { VehicleNameFragment } from '../kit/record/fragments';
import { Badge } from '../kit/ui/Badge';
import { DispatchLegFragment } from './dispatch.graphql';

export type BoardRow = BoardResult['dispatchBoard']['data'][number];

/** The id of a row's leg button: closing the side panel gives it the focus back. */
export const legButtonId = (legId: string) => `dispatch-leg-${legId}`;

export type BoardListProps = {
  rows: readonly BoardRow[];
  /** The leg open in the side panel. */
  openId: string;
  /** Legs ticked for a plan or a bulk assignment (kept across pages). */
  checked: ReadonlySet<string>;
  onCheck: (id: string, checked: boolean) => void;
  /** Opens the leg in the board's side panel; without it the number links to the leg's page. */
  onOpen?: (id: string) => void;
  /** The row under the pointer or the keyboard focus: the map emphasises it. */
  onHighlight?: (id: string | undefined) => void;
};

const legOf = (row: BoardRow) => getFragmentData(DispatchLegFragment, row.leg);

/**
 * The board's rows by pickup day, in the list kit's table: the leg's number (with its tick to plan) opens the side
 * panel; the columns that do not fit the width wait behind "Columns" (the list's choice, kept in this browser),
 * from the right: the method, the vehicle and the route (the map and the panel show it) go before the status and
 * the carrier a dispatcher plans by.
 */
export const BoardList = ({ rows, openId, checked, onCheck, onOpen, onHighlight }: BoardListProps) => {
  const dates = useListDates();
  const columns: ListColumn<BoardRow>[] = [
    {
      id: 'leg',
      label: 'Leg',
      heading: true,
      cell: (row) => {
        const leg = legOf(row);
        return (
          <span className="dispatch-leg-cell">
            <input
              type="checkbox"
              aria-label={`Select leg ${leg.number}`}
              checked={checked.has(leg.id)}
              onChange={(event) => onCheck(leg.id, event.target.checked)}
            />
            {onOpen ? (
              <button
                type="button"
                id={legButtonId(leg.id)}
                className="dispatch-leg-button"
                aria-pressed={leg.id === openId}
                onClick={() => onOpen(leg.id)}
              >
                {leg.number}
              </button>
            ) : (
              <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
            )}
          </span>
        );
      },
    },
    {
      id: 'pickupDay',
      label: 'Pickup day',
      cellClassName: 'nowrap',
      cell: (row) => (row.pickupDay ? dates.day(row.pickupDay) : 'ASAP'),
    },
    {
      id: 'status',
      label: 'Status',
      cellClassName: 'nowrap',
      cell: (row) => <Badge tone={legStatusTone(legOf(row).status)}>{LEG_STATUS_LABEL[legOf(row).status]}</Badge>,
    },
    {
      id: 'carrier',
      label: 'Carrier',
      cell: (row) => {
        const leg = legOf(row);
        return leg.driver?.fullName ?? leg.truckingCompany?.displayName ?? <span className="muted">Unassigned</span>;
      },
    },
    {
      id: 'route',
      label: 'Pickup → delivery',
      cell: (row) => `${row.pickup?.label ?? '—'} → ${row.delivery?.label ?? '—'}`,
    },
    { id: 'vehicle', label: 'Vehicle', cell: (row) => vehicleName(getFragmentData(VehicleNameFragment, legOf(row).vehicle)) },
    { id: 'method', label: 'Method', cellClassName: 'nowrap', cell: (row) => METHOD_LABEL[legOf(row).transportMethod] },
  ];
  return (
    <ListTable
      caption="Open legs by pickup day"
      columns={columns}
      rows={rows}
      rowKey={(row) => legOf(row).id}
      choiceKey="dispatch.board"
      rowClassName={(row) => (legOf(row).id === openId ? 'dispatch-row dispatch-row--open' : 'dispatch-row')}
      rowProps={(row) => ({
        onMouseEnter: () => onHighlight?.(legOf(row).id),
        onMouseLeave: () => onHighlight?.(undefined),
        onFocus: () => onHighlight?.(legOf(row).id),
      })}
    />
  );
};
