import { useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import type { SettlementDetailFragment } from '@/generated/graphql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { Table } from '../kit/ui/Table';
import toast from '../kit/ui/toast';
import { HoldLegDialog } from './HoldLegDialog';
import { HOLDABLE, LEG_STATUS_LABEL, LEG_STATUS_TONE, PAY_KIND_LABEL } from './labels';
import { formFailure } from './settlementForms';
import { ReleaseSettlementLegMutation } from './SettlementPage.graphql';

type SettledLeg = SettlementDetailFragment['legs'][number];

export type SettlementLegsPanelProps = {
  settlement: Pick<SettlementDetailFragment, 'id' | 'version' | 'legs'>;
  money: (minor: number) => string;
  refetch: () => void;
};

/** A pay rate in words: minor units per mile or per move, basis points of the rated bill. */
const rateText = (leg: SettledLeg, money: (minor: number) => string, unit: string) => {
  if (leg.payKind === 'PERCENT') return `${(leg.rate / 100).toLocaleString()} %`;
  if (leg.payKind === 'PER_MILE') return `${money(leg.rate)} / ${unit}`;
  return money(leg.rate);
};

/** The earnings lines: order, leg, VIN, miles, pay kind, rate, rated bill, amount and pay status, with hold and release. */
export const SettlementLegsPanel = ({ settlement, money, refetch }: SettlementLegsPanelProps) => {
  const tenant = useCurrentTenant();
  const [holding, setHolding] = useState<SettledLeg | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [{ fetching: releasing }, release] = useMutation(ReleaseSettlementLegMutation);
  const unit = tenant?.distanceUnit ?? 'mi';

  const onRelease = async (leg: SettledLeg) => {
    setMessage(null);
    const result = await release({ id: leg.id, version: settlement.version });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') refetch();
      setMessage(formFailure(failure, []).message);
      return;
    }
    toast.success(`Leg ${leg.leg.number} released.`);
  };

  return (
    <Panel title="Earnings" className="panel-wide">
      {message && <Alert tone="danger">{message}</Alert>}
      <Table
        caption="Earnings per leg"
        headings={[
          'Leg',
          'Order',
          'VIN',
          { text: 'Miles', className: 'numeric' },
          'Pay',
          { text: 'Rated bill', className: 'numeric' },
          { text: 'Amount', className: 'numeric' },
          'Pay status',
          { hidden: 'Actions' },
        ]}
      >
        {settlement.legs.map((leg) => {
          const move = HOLDABLE[leg.status];
          return (
            <tr key={leg.id}>
              <th scope="row" className="nowrap">
                <Link href={`/order-legs/${leg.leg.id}`}>{leg.leg.number}</Link>
              </th>
              <td className="nowrap">
                <Link href={`/orders/${leg.order.id}`}>{leg.order.number}</Link>
              </td>
              <td className="nowrap">{leg.vin ?? '—'}</td>
              <td className="numeric">{leg.miles ?? '—'}</td>
              <td>{`${PAY_KIND_LABEL[leg.payKind]}, ${rateText(leg, money, unit)}`}</td>
              <td className="numeric">{leg.ratedBill === null || leg.ratedBill === undefined ? '—' : money(leg.ratedBill)}</td>
              <td className="numeric">{money(leg.amount)}</td>
              <td>
                <Badge tone={LEG_STATUS_TONE[leg.status]}>{LEG_STATUS_LABEL[leg.status]}</Badge>
                {leg.heldFrom && <div className="muted">{`Held from ${LEG_STATUS_LABEL[leg.heldFrom]}`}</div>}
              </td>
              <td>
                {move === 'hold' && (
                  <Button className="btn-small" onClick={() => setHolding(leg)} aria-label={`Hold leg ${leg.leg.number}`}>
                    Hold
                  </Button>
                )}
                {move === 'release' && (
                  <Button
                    className="btn-small"
                    busy={releasing}
                    onClick={() => onRelease(leg)}
                    aria-label={`Release leg ${leg.leg.number}`}
                  >
                    Release
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </Table>
      {holding && (
        <HoldLegDialog
          settledLeg={{ id: holding.id, number: holding.leg.number }}
          settlement={settlement}
          onClose={() => setHolding(null)}
          refetch={refetch}
        />
      )}
    </Panel>
  );
};
