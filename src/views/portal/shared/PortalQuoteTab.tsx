import { useQuery } from 'urql';
import { Link } from 'wouter';
import { PortalOrderQuoteQuery } from '../../../graphql/operations/portal';
import { formatDay } from '../../record/format';
import { useCurrentTenant } from '../../app/useCurrentUser';
import { graphqlFailure } from '../../forms/failure';
import { Badge } from '../../ui/Badge';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { PORTAL_QUOTE_STATUS_LABEL, portalQuoteTone } from './labels';
import { LineItems } from './LineItems';

export type PortalQuoteTabProps = {
  orderId: string;
  /** On a leg's tab: the leg's 1-based position, whose lines are marked. */
  legPosition?: number;
};

/** financials/quote: the quote the order came from, line by line; an order placed directly says so. */
export const PortalQuoteTab = ({ orderId, legPosition }: PortalQuoteTabProps) => {
  const locale = useCurrentTenant()?.locale;
  const [{ data, error }, refetch] = useQuery({ query: PortalOrderQuoteQuery, variables: { id: orderId } });
  if (!data?.portalOrder) {
    if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return <Spinner label="Loading the quote…" />;
  }
  const quote = data.portalOrder.quote;
  if (!quote)
    return (
      <Panel title="Quote">
        <EmptyState title="This order did not come from a quote">
          It was ordered directly, so there is no quote to show. Its price is settled on the invoice.
        </EmptyState>
      </Panel>
    );
  return (
    <Panel
      title={`Quote ${quote.number}`}
      actions={<Link href={`/portal/quotes/${quote.id}`}>Open quote {quote.number}</Link>}
      description={
        <>
          <Badge tone={portalQuoteTone(quote.status)}>{PORTAL_QUOTE_STATUS_LABEL[quote.status]}</Badge> Valid until{' '}
          {formatDay(quote.validUntil, locale)}
        </>
      }
    >
      <LineItems
        items={quote.lineItems}
        totals={quote}
        currency={quote.currency}
        locale={locale}
        caption={`Line items of quote ${quote.number}`}
        markLeg={legPosition === undefined ? undefined : legPosition - 1}
      />
    </Panel>
  );
};
