import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { DispatchBoardQuery as BoardResult } from '@/generated/graphql';
import { LEG_STATUS_LABEL, legStatusTone, METHOD_LABEL } from '../kit/record/legLabels';
import { formatDay, vehicleName } from '../kit/record/format';
import { VehicleNameFragment } from '../kit/record/fragments';
import { Badge } from '../kit/ui/Badge';
import { DispatchLegFragment } from './dispatch.graphql';
import { Table } from '../kit/ui/Table';

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
  locale?: string;
};

/** The board's rows by pickup day: a checkbox to plan, the number opens the side panel, the rest to read. */
export const BoardList = ({ rows, openId, checked, onCheck, onOpen, onHighlight, locale }: BoardListProps) => (
  <Table
    caption="Open legs by pickup day"
    headings={[{ hidden: 'Select' }, 'Leg', 'Pickup day', 'Pickup → delivery', 'Vehicle', 'Method', 'Status', 'Carrier']}
    className="dispatch-table"
  >
    {rows.map((row) => {
      const leg = getFragmentData(DispatchLegFragment, row.leg);
      const open = leg.id === openId;
      return (
        <tr
          key={leg.id}
          className={open ? 'dispatch-row dispatch-row--open' : 'dispatch-row'}
          onMouseEnter={() => onHighlight?.(leg.id)}
          onMouseLeave={() => onHighlight?.(undefined)}
          onFocus={() => onHighlight?.(leg.id)}
        >
          <td>
            <input
              type="checkbox"
              aria-label={`Select leg ${leg.number}`}
              checked={checked.has(leg.id)}
              onChange={(event) => onCheck(leg.id, event.target.checked)}
            />
          </td>
          <th scope="row">
            {onOpen ? (
              <button
                type="button"
                id={legButtonId(leg.id)}
                className="dispatch-leg-button"
                aria-pressed={open}
                onClick={() => onOpen(leg.id)}
              >
                {leg.number}
              </button>
            ) : (
              <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
            )}
          </th>
          <td className="nowrap">{row.pickupDay ? formatDay(row.pickupDay, locale) : 'ASAP'}</td>
          <td>
            {row.pickup?.label ?? '—'} → {row.delivery?.label ?? '—'}
          </td>
          <td>{vehicleName(getFragmentData(VehicleNameFragment, leg.vehicle))}</td>
          <td>{METHOD_LABEL[leg.transportMethod]}</td>
          <td>
            <Badge tone={legStatusTone(leg.status)}>{LEG_STATUS_LABEL[leg.status]}</Badge>
          </td>
          <td>{leg.driver?.fullName ?? leg.truckingCompany?.displayName ?? <span className="muted">Unassigned</span>}</td>
        </tr>
      );
    })}
  </Table>
);
