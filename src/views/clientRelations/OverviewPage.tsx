import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useQuery } from 'urql';
import { SCOPE_LABEL } from '../../domain/clientRelations/scopes';
import { graphqlFailure } from '../kit/forms/failure';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { Table } from '../kit/ui/Table';
import { ClientRelationsOverviewQuery } from './clientRelations.graphql';
import { accountHref, monthTrend, openQuotes } from './figures';
import { ScopeSwitch } from './ScopeSwitch';
import { useScope } from './useScope';

const NUMERIC = 'numeric';
const HEADINGS = [
  'Account',
  { text: 'Orders this month', className: NUMERIC },
  { text: 'Late pickups', className: NUMERIC },
  { text: 'Late deliveries', className: NUMERIC },
  { text: 'Open quotes', className: NUMERIC },
  { text: 'Open damage claims', className: NUMERIC },
];

/**
 * /client-relations: the manager's accounts (a lead's team's), each figure a link to where it is worked: the account's
 * view lists the late legs and the claims, the quotes list the account's quotes. Everyone's accounts are the lists'.
 */
export const OverviewPage = () => {
  const { scope, scopes, setScope } = useScope();
  // The overview is a desk's, never everyone's: a stored ALL shows the widest the user may ask for.
  const asked = scope !== 'ALL' ? scope : scopes.includes('TEAM') ? 'TEAM' : 'ME';
  const [{ data, error }, reexecute] = useQuery({ query: ClientRelationsOverviewQuery, variables: { accountManager: asked } });
  const accounts = data?.clientRelationsOverview;
  let body: ReactNode;
  if (!accounts && error)
    body = <ErrorState message={graphqlFailure(error).message} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  else if (!accounts) body = <Spinner label="Loading the accounts…" />;
  else if (accounts.length === 0)
    body = <EmptyState title="No accounts yet">An account is yours once its client names you as its account manager.</EmptyState>;
  else
    body = (
      <Table caption={SCOPE_LABEL[asked]} headings={HEADINGS}>
        {accounts.map((account) => {
          const href = accountHref(account.client.id);
          return (
            <tr key={account.client.id}>
              <th scope="row">
                <Link href={href}>{account.client.displayName}</Link>
              </th>
              <td className={NUMERIC}>
                <Link
                  href={href}
                  aria-label={`Orders of ${account.client.displayName}: ${monthTrend(account.ordersThisMonth, account.ordersLastMonth)}`}
                >
                  {monthTrend(account.ordersThisMonth, account.ordersLastMonth)}
                </Link>
              </td>
              <td className={NUMERIC}>
                <Link href={href} aria-label={`${account.latePickups} late pickups of ${account.client.displayName}`}>
                  {account.latePickups}
                </Link>
              </td>
              <td className={NUMERIC}>
                <Link href={href} aria-label={`${account.lateDeliveries} late deliveries of ${account.client.displayName}`}>
                  {account.lateDeliveries}
                </Link>
              </td>
              <td className={NUMERIC}>
                <Link href={`/client-relations/quotes?client=${account.client.id}`}>
                  {openQuotes(account.openQuotes, account.oldestOpenQuoteDays)}
                </Link>
              </td>
              <td className={NUMERIC}>
                <Link href={href} aria-label={`${account.openDamageClaims} open damage claims of ${account.client.displayName}`}>
                  {account.openDamageClaims}
                </Link>
              </td>
            </tr>
          );
        })}
      </Table>
    );
  return (
    <>
      <ScopeSwitch scope={scope} scopes={scopes.filter((option) => option !== 'ALL')} onChange={setScope} />
      <Panel
        title="Accounts"
        className="panel-wide"
        description="Orders this month against last month; late legs, open quotes and open accident reports today. Delivery-survey scores join once surveys exist."
      >
        {body}
      </Panel>
    </>
  );
};
