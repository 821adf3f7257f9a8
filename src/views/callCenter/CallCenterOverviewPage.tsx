import { useQuery } from 'urql';
import { Link } from 'wouter';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { CallCenterOverviewQuery } from './CallCenterOverviewPage.graphql';
import { queueHref } from './queueUrl';

/** Counting stops past this (the server's cap): the card says "1,000+". */
const CAP = 1000;

/** /call-center: what waits for the team, each count a link to its queue, and the calls logged today per person. */
export const CallCenterOverviewPage = () => {
  const tenant = useCurrentTenant();
  const [{ data, error }, refetch] = useQuery({ query: CallCenterOverviewQuery, pause: !tenant, requestPolicy: 'cache-and-network' });
  if (!data)
    return (
      <Panel title="Call center">
        {error ? (
          <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
        ) : (
          <Spinner label="Loading the call center…" />
        )}
      </Panel>
    );
  const o = data.callCenterOverview;
  const n = (value: number) => (value > CAP ? `${CAP.toLocaleString(tenant?.locale)}+` : value.toLocaleString(tenant?.locale));
  const cards: [string, number, string][] = [
    ['Legs to acknowledge', o.toAcknowledge, queueHref({ queue: 'ACKNOWLEDGE' })],
    ['To confirm today', o.toConfirmToday, queueHref({ queue: 'CONFIRM', day: 'TODAY' })],
    ['To confirm tomorrow', o.toConfirmTomorrow, queueHref({ queue: 'CONFIRM', day: 'TOMORROW' })],
    [o.teamCallbacks ? "The team's callbacks due" : 'Your callbacks due', o.callbacksDue, queueHref({ queue: 'CALLBACKS' })],
    ['Aborted legs to reschedule', o.toReschedule, queueHref({ queue: 'RESCHEDULE' })],
  ];
  return (
    <div className="page-grid">
      <Panel title="Call center" className="panel-wide" description={<Link href={queueHref({})}>Every leg waiting for a call</Link>}>
        <ul className="call-center-cards" aria-label="What waits for the team">
          {cards.map(([label, count, href]) => (
            <li key={label} className="call-center-card">
              <Link href={href} className="call-center-card-link">
                <span className="call-center-count">{n(count)}</span> <span>{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Calls logged today">
        {o.callsToday.length === 0 ? (
          <p className="muted">No calls logged yet today.</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Person</th>
                <th scope="col">Calls</th>
              </tr>
            </thead>
            <tbody>
              {o.callsToday.map((row) => (
                <tr key={row.userId}>
                  <th scope="row">{row.userName}</th>
                  <td>
                    <Link href={queueHref({ person: row.userId })} aria-label={`${n(row.calls)} calls by ${row.userName} today`}>
                      {n(row.calls)}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </div>
  );
};
