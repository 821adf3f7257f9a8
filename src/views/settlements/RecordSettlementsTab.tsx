import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { hasRole } from '../../domain/roles';
import { SETTLEMENT_ROLES } from '../../machines/domain/settlement.machine';
import { useCurrentTenant, useCurrentUser } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { useMoney } from '../kit/ui/useMoney';
import { LEG_STATUS_LABEL, LEG_STATUS_TONE } from './labels';
import { SettlementRowFragment } from './settlements.graphql';
import { LegSettlementsQuery, OrderSettlementsQuery } from './settlementsTabs.graphql';
import { SettlementsTable } from './SettlementsTable';

export type RecordSettlementsTabProps = { entity: { kind: 'order'; id: string } | { kind: 'leg'; id: string } };

/** Pay is the accounting roles' (the server answers anyone else FORBIDDEN): others are told so and ask nothing. */
export const RecordSettlementsTab = ({ entity }: RecordSettlementsTabProps) => {
  const user = useCurrentUser();
  if (!user || !hasRole(user, SETTLEMENT_ROLES))
    return (
      <Panel title="Settlements">
        <EmptyState title="Not permitted">Settlements and driver pay are for accounting.</EmptyState>
      </Panel>
    );
  return <SettlementsOf entity={entity} />;
};

/** An order's or leg's financials/settlements tab: the settlements that pay it (a leg's with its pay status), linked. */
const SettlementsOf = ({ entity }: RecordSettlementsTabProps) => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const isLeg = entity.kind === 'leg';
  const [order] = useQuery({ query: OrderSettlementsQuery, variables: { id: entity.id }, pause: isLeg || !tenant });
  const [leg] = useQuery({ query: LegSettlementsQuery, variables: { id: entity.id }, pause: !isLeg || !tenant });
  const answer = isLeg ? leg : order;
  const settledLegs = leg.data?.orderLeg?.settlementLegs;
  const rows = isLeg ? settledLegs?.map((row) => row.settlement) : order.data?.order?.settlements;
  const settlements = getFragmentData(SettlementRowFragment, rows ?? []);
  const statusOf = new Map((settledLegs ?? []).map((row) => [getFragmentData(SettlementRowFragment, row.settlement).id, row]));
  const noun = isLeg ? 'leg' : 'order';
  let body: ReactNode;
  if (!rows && answer.error) body = <ErrorState message={graphqlFailure(answer.error).message} />;
  else if (!rows) body = <Spinner label="Loading the settlements…" />;
  else if (settlements.length === 0) body = <EmptyState title={`No settlement pays this ${noun} yet`} />;
  else
    body = (
      <SettlementsTable
        caption={`Settlements of this ${noun}`}
        settlements={settlements}
        money={money}
        extra={
          isLeg
            ? {
                heading: 'This leg',
                cell: (settlement) => {
                  const row = statusOf.get(settlement.id);
                  return row ? (
                    <>
                      <Badge tone={LEG_STATUS_TONE[row.status]}>{LEG_STATUS_LABEL[row.status]}</Badge> {money(row.amount)}
                    </>
                  ) : null;
                },
              }
            : undefined
        }
      />
    );
  return <Panel title="Settlements">{body}</Panel>;
};
