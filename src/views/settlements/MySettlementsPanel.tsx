import { type ReactNode, useState } from 'react';
import { useQuery } from 'urql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { pageInfoOf } from '../kit/list/listSource';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { numeric } from '../kit/ui/numericHeading';
import { Table } from '../kit/ui/Table';
import { useMoney } from '../kit/ui/useMoney';
import { SETTLEMENT_STATUS_LABEL, SETTLEMENT_STATUS_TONE } from './labels';
import { MySettlementsQuery } from './mySettlements.graphql';
import { StatementLink } from './StatementLink';
import { ListDayRange } from '../kit/list/ListDate';

/**
 * "My pay" on a driver's dashboard: their own settlements once accounting has opened them (drafts are not theirs to
 * see), newest first, with what each pays, what is paid, and the statement PDF to download (mySettlements; row-level
 * security leaves them no one else's).
 */
export const MySettlementsPanel = () => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: MySettlementsQuery,
    variables: { page },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const result = data?.mySettlements;
  const info = result ? pageInfoOf(result.paginatorInfo) : null;
  let body: ReactNode;
  if (!result && error)
    body = <ErrorState message={graphqlFailure(error).message} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  else if (!result) body = <Spinner label="Loading your pay…" />;
  else if (result.data.length === 0)
    body = <EmptyState title="No settlement yet">Your statements appear here once accounting opens a settlement for you.</EmptyState>;
  else
    body = (
      <>
        <Table caption="Your settlements" headings={['Number', 'Period', 'Status', numeric('Net'), numeric('Paid'), 'Statement']}>
          {result.data.map((settlement) => (
            <tr key={settlement.id}>
              <th scope="row">{settlement.number}</th>
              <td className="nowrap">
                <ListDayRange from={settlement.periodFrom} to={settlement.periodTo} />
              </td>
              <td>
                <Badge tone={SETTLEMENT_STATUS_TONE[settlement.status]}>{SETTLEMENT_STATUS_LABEL[settlement.status]}</Badge>
              </td>
              <td className="numeric">{money(settlement.net)}</td>
              <td className="numeric">{money(settlement.paid)}</td>
              <td>
                <StatementLink settlement={settlement} pending="Being made">{`Statement ${settlement.number} (PDF)`}</StatementLink>
              </td>
            </tr>
          ))}
        </Table>
        {info && info.lastPage > 1 && (
          <div className="toolbar">
            <Button disabled={page <= 1 || fetching} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span className="muted">{`Page ${page} of ${info.lastPage}`}</span>
            <Button disabled={page >= info.lastPage || fetching} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </div>
        )}
      </>
    );
  return <Panel title="My pay">{body}</Panel>;
};
