import type { UnsettledLegsQuery as Data } from '@/generated/graphql';
import { LegOrderCells } from '../kit/list/LegOrderCells';
import { allChosen } from '../kit/list/selection';
import { Button } from '../kit/ui/Button';
import { Checkbox } from '../kit/ui/Checkbox';
import { Panel } from '../kit/ui/Panel';
import { Table } from '../kit/ui/Table';
import { PAYEE_KIND_LABEL } from './labels';
import { ListTime } from '../kit/list/ListDate';

export type UnsettledGroupData = Data['unsettledLegs'][number];

export type UnsettledGroupProps = {
  group: UnsettledGroupData;
  selected: ReadonlySet<string>;
  /** The server's refusals by leg id. */
  refusals: Readonly<Record<string, readonly string[]>>;
  busy: boolean;
  onToggleLeg: (id: string) => void;
  onToggleGroup: () => void;
  /** Settles every leg of the payee delivered in the page's period. */
  onSettlePayee: () => void;
};

/** One payee's delivered legs not yet settled: a box per leg and for all of them, and "Settle" for the payee's period. */
export const UnsettledGroup = ({ group, selected, refusals, busy, onToggleLeg, onToggleGroup, onSettlePayee }: UnsettledGroupProps) => {
  const ids = group.legs.map((row) => row.leg.id);
  return (
    <Panel
      title={group.payeeName}
      className="settle-group"
      description={`${PAYEE_KIND_LABEL[group.payeeKind]}, ${group.legs.length} delivered ${group.legs.length === 1 ? 'leg' : 'legs'} to settle`}
      actions={
        <Button busy={busy} onClick={onSettlePayee} aria-label={`Settle every leg of ${group.payeeName} in the period`}>
          Settle the period
        </Button>
      }
    >
      <Checkbox label={`Every leg of ${group.payeeName}`} checked={allChosen(selected, ids)} onChange={onToggleGroup} />
      <Table caption={`Delivered legs of ${group.payeeName}`} headings={[{ hidden: 'Choose' }, 'Leg', 'Order', 'Delivered', 'Refused']}>
        {group.legs.map((row) => (
          <tr key={row.leg.id}>
            <td>
              <Checkbox label={`Settle ${row.leg.number}`} checked={selected.has(row.leg.id)} onChange={() => onToggleLeg(row.leg.id)} />
            </td>
            <LegOrderCells leg={row.leg} order={row.order} />
            <td className="nowrap">
              <ListTime at={row.deliveredAt} />
            </td>
            <td>
              {refusals[row.leg.id] ? (
                <span className="field-error" role="alert">
                  {refusals[row.leg.id].join(' ')}
                </span>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </Table>
    </Panel>
  );
};
