import type { ReadyToBillLegsQuery as Data } from '@/generated/graphql';
import type { FieldErrors } from '../../domain/schemas/fieldErrors';
import { LegOrderCells } from '../kit/list/LegOrderCells';
import { allChosen } from '../kit/list/selection';
import { Checkbox } from '../kit/ui/Checkbox';
import { Panel } from '../kit/ui/Panel';
import { Table } from '../kit/ui/Table';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { BLOCKER_LABEL } from './labels';
import { groupLegIds, openBlockers, PO_NUMBER_LIMIT, type PoNumbers, poField, selectable } from './readyToBill';
import { ListTime } from '../kit/list/ListDate';

export type BillGroupData = Data['readyToBillLegs'][number];

export type ReadyToBillGroupProps = {
  group: BillGroupData;
  selected: ReadonlySet<string>;
  poNumbers: PoNumbers;
  errors: FieldErrors;
  money: (minor: number) => string;
  onToggleLeg: (id: string) => void;
  onToggleGroup: () => void;
  onPoNumber: (orderId: string, value: string) => void;
};

/**
 * One client's delivered legs: a box for the whole client, a box per leg (a leg without a price cannot be chosen),
 * what blocks each leg in words, and a PO number per order where the client requires one.
 */
export const ReadyToBillGroup = ({
  group,
  selected,
  poNumbers,
  errors,
  money,
  onToggleLeg,
  onToggleGroup,
  onPoNumber,
}: ReadyToBillGroupProps) => {
  const client = group.client.displayName;
  const ids = groupLegIds(group);
  // A PO field for each order whose legs lack the PO the client requires (the server's PO_MISSING).
  const needPo = group.legs.filter((leg) => leg.blockers.includes('PO_MISSING'));
  const orders = [...new Map(needPo.map((leg) => [leg.order.id, leg.order])).values()];
  return (
    <Panel title={client} className="bill-group" description={`${group.legs.length} delivered, ${money(group.amount)} priced`}>
      <Checkbox
        label={`Every leg of ${client} that can be invoiced`}
        checked={allChosen(selected, ids)}
        disabled={ids.length === 0}
        onChange={onToggleGroup}
      />
      <Table
        caption={`Delivered legs of ${client}`}
        headings={[
          { hidden: 'Choose' },
          'Leg',
          'Order',
          'Customer',
          'Delivered',
          { text: 'Amount', className: 'numeric' },
          'What blocks it',
        ]}
      >
        {group.legs.map((row) => {
          const blockers = openBlockers(row, poNumbers);
          return (
            <tr key={row.leg.id}>
              <td>
                <Checkbox
                  label={`Invoice ${row.leg.number}`}
                  checked={selected.has(row.leg.id)}
                  disabled={!selectable(row)}
                  onChange={() => onToggleLeg(row.leg.id)}
                />
              </td>
              <LegOrderCells leg={row.leg} order={row.order} />
              <td>{row.customer?.displayName ?? '—'}</td>
              <td className="nowrap">
                <ListTime at={row.deliveredAt} />
              </td>
              <td className="numeric">{row.amount === null || row.amount === undefined ? '—' : money(row.amount)}</td>
              <td>
                {blockers.length === 0 ? (
                  'Ready'
                ) : (
                  <ul className="bill-blockers">
                    {blockers.map((blocker) => (
                      <li key={blocker}>{BLOCKER_LABEL[blocker]}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </Table>
      {orders.length > 0 && (
        <div className="filter-row">
          {orders.map((order) => (
            <LimitedTextField
              key={order.id}
              label={`PO number for order ${order.number}`}
              hint={`${client} requires a PO number on its invoices.`}
              value={poNumbers[order.id] ?? ''}
              onChange={(value) => onPoNumber(order.id, value)}
              error={errors[poField(order.id)]}
              limit={PO_NUMBER_LIMIT}
            />
          ))}
        </div>
      )}
    </Panel>
  );
};
