import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import { hasRole } from '../../domain/roles';
import { SETTLEMENT_ROLES } from '../../machines/domain/settlement.machine';
import { useCurrentTenant, useCurrentUser } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { pageInfoOf } from '../kit/list/listSource';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { useMoney } from '../kit/ui/useMoney';
import { SettlementRowFragment } from './settlements.graphql';
import { settlementsUrl } from './settlementsView';
import { DriverSettlementsQuery } from './settlementsTabs.graphql';
import { SettlementsTable } from './SettlementsTable';

export type DriverSettledRunsTabProps = { driverId: string };

/** The driver page's settled-runs tab: their settlements, newest first, each linked; accounting's only. */
export const DriverSettledRunsTab = ({ driverId }: DriverSettledRunsTabProps) => {
  const user = useCurrentUser();
  if (!user || !hasRole(user, SETTLEMENT_ROLES))
    return (
      <Panel title="Settled runs">
        <EmptyState title="Not permitted">A driver's settlements are for accounting.</EmptyState>
      </Panel>
    );
  return <DriverSettlements driverId={driverId} />;
};

const DriverSettlements = ({ driverId }: DriverSettledRunsTabProps) => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const [{ data, error }, reexecute] = useQuery({
    query: DriverSettlementsQuery,
    variables: { driverId, page: 1 },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const page = data?.settlements;
  const settlements = getFragmentData(SettlementRowFragment, page?.data ?? []);
  const total = page ? (pageInfoOf(page.paginatorInfo).total ?? settlements.length) : 0;
  const allHref = settlementsUrl.href({ ...settlementsUrl.read(''), payeeKind: 'DRIVER', payee: driverId });
  let body: ReactNode;
  if (!page && error)
    body = <ErrorState message={graphqlFailure(error).message} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  else if (!page) body = <Spinner label="Loading the settlements…" />;
  else if (settlements.length === 0) body = <EmptyState title="No settlement pays this driver yet" />;
  else
    body = (
      <>
        <SettlementsTable caption="Settlements of this driver" settlements={settlements} money={money} />
        {total > settlements.length && <Link href={allHref}>{`All ${total} settlements of this driver`}</Link>}
      </>
    );
  return <Panel title="Settled runs">{body}</Panel>;
};
