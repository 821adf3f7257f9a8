import { useQuery } from 'urql';
import { Link } from 'wouter';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { DamageChart } from './DamageChart';
import { HelpDeskOverviewQuery } from './HelpDeskOverviewPage.graphql';
import { REASON_HINT, REASON_LABEL, REASON_ORDER } from './labels';
import { legsHref } from './legsListUrl';

/** Counting stops past this (the server's cap): the card says "1,000+". */
const CAP = 1000;

/** /help-desk: how many legs need a person, by reason (each card opens its list), open alerts, and new damage by day. */
export const HelpDeskOverviewPage = () => {
  const tenant = useCurrentTenant();
  const [{ data, error }, refetch] = useQuery({ query: HelpDeskOverviewQuery, pause: !tenant, requestPolicy: 'cache-and-network' });
  const links = (
    <p>
      <Link href="/help-desk/order-legs">Every leg that needs a person</Link> ·{' '}
      <Link href="/help-desk/condition-reports">Condition reports to review</Link>
    </p>
  );

  if (!data) {
    return (
      <Panel title="Help desk" description={links}>
        {error ? (
          <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
        ) : (
          <Spinner label="Loading the help desk…" />
        )}
      </Panel>
    );
  }
  const o = data.helpDeskOverview;
  const n = (value: number) => (value > CAP ? `${CAP.toLocaleString(tenant?.locale)}+` : value.toLocaleString(tenant?.locale));
  const counts = new Map(o.reasons.map((r) => [r.reason, r.count]));
  return (
    <div className="page-grid">
      <Panel title="Help desk" className="panel-wide" description={links}>
        <ul className="help-desk-cards" aria-label="Legs that need a person, by reason">
          {REASON_ORDER.map((reason) => (
            <li key={reason} className="help-desk-card">
              <Link href={legsHref({ reasons: [reason], q: '', page: 1 })} className="help-desk-card-link">
                <span className="help-desk-count">{n(counts.get(reason) ?? 0)}</span>
                <span className="help-desk-card-label">{REASON_LABEL[reason]}</span>
              </Link>
              <span className="muted">{REASON_HINT[reason]}</span>
            </li>
          ))}
          <li className="help-desk-card">
            <span className="help-desk-count">{n(o.openAlerts)}</span>
            <span className="help-desk-card-label">Open alerts</span>
            <span className="muted">Raised on orders and legs, not acknowledged yet.</span>
          </li>
        </ul>
      </Panel>
      <Panel title="New damage, last 14 days" actions={<Link href="/help-desk/condition-reports">Review reports</Link>}>
        <DamageChart days={o.newDamageByDay} locale={tenant?.locale} />
      </Panel>
    </div>
  );
};
