import { useQuery } from 'urql';
import { Link } from 'wouter';
import { LinkButton } from '../kit/ui/LinkButton';
import { formatMoney } from '../../domain/format';
import { PortalHomeQuery } from './PortalHomePage.graphql';
import { formatDay } from '../kit/record/format';
import { useCurrentTenant, useCurrentUser } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { OpenLegsChart } from './home/OpenLegsChart';
import { LinkedAccountsPanel } from './LinkedAccountsPanel';
import { LegSummaryTable } from './shared/LegSummaryTable';
import { useLiveLegs } from './shared/useLiveLegs';

/** The client and customer home: what is moving, what waits for an answer, what is coming and what arrived. */
export const PortalHomePage = () => {
  const user = useCurrentUser();
  const tenant = useCurrentTenant();
  const [{ data, error, fetching }, refetch] = useQuery({ query: PortalHomeQuery, pause: !tenant, requestPolicy: 'cache-and-network' });
  // A leg's event updates its rows in place; it may also move between the lists and the counts, so ask again.
  useLiveLegs(() => refetch({ requestPolicy: 'network-only' }));
  if (!user) return null;
  const home = data?.portalHome;
  const locale = tenant?.locale;

  const greeting = (
    <Panel
      title={`Welcome, ${user.name}`}
      className="panel-wide"
      actions={
        <>
          <LinkButton href="/portal/orders/create" variant="primary">
            Order a transport
          </LinkButton>
          <LinkButton href="/portal/quotes/create">Request a quote</LinkButton>
        </>
      }
    >
      <p>
        Order a move, get a price in a minute and follow your vehicles here. <Link href="/portal/orders">All your orders</Link> ·{' '}
        <Link href="/portal/quotes">All your quotes</Link>
      </p>
    </Panel>
  );

  if (!home)
    return (
      <div className="page-grid">
        {greeting}
        <Panel title="Your orders" className="panel-wide">
          {error && !fetching ? (
            <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
          ) : (
            <Spinner label="Loading your orders…" />
          )}
        </Panel>
        <LinkedAccountsPanel clients={user.clients} customers={user.customers} />
      </div>
    );

  return (
    <div className="page-grid">
      {greeting}
      <Panel
        title="My open orders by status"
        description={<p>{home.openOrders === 1 ? '1 open order' : `${home.openOrders} open orders`}, counted by vehicle move.</p>}
      >
        <OpenLegsChart counts={home.openLegsByStatus} />
      </Panel>
      <Panel title="Quotes awaiting your answer">
        {home.quotesAwaitingAnswer.length === 0 ? (
          <EmptyState title="No quotes waiting for you">Quotes our team prices for you wait here for your answer.</EmptyState>
        ) : (
          <ul className="item-list" aria-label="Quotes awaiting your answer">
            {home.quotesAwaitingAnswer.map((quote) => (
              <li key={quote.id} className="item">
                <Link href={`/portal/quotes/${quote.id}`}>Quote {quote.number}</Link> · {formatMoney(quote.total, quote.currency, locale)}
                <span className="cell-sub">Valid until {formatDay(quote.validUntil, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Upcoming pickups and deliveries" className="panel-wide">
        {home.upcoming.length === 0 ? (
          <EmptyState title="Nothing planned for today or tomorrow" />
        ) : (
          <LegSummaryTable legs={home.upcoming} label="Upcoming pickups and deliveries" locale={locale} />
        )}
      </Panel>
      <Panel title="Recent deliveries" className="panel-wide">
        {home.recentDeliveries.length === 0 ? (
          <EmptyState title="No deliveries yet">Delivered vehicles are listed here with their condition reports.</EmptyState>
        ) : (
          <LegSummaryTable legs={home.recentDeliveries} label="Recent deliveries" locale={locale} />
        )}
      </Panel>
      <LinkedAccountsPanel clients={user.clients} customers={user.customers} />
    </div>
  );
};
