import { getFragmentData, graphql } from '@/generated';
import { useQuery } from 'urql';
import { formatDay } from '../../kit/record/format';
import { QuotePanel } from '../../kit/record/QuotePanel';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { graphqlFailure } from '../../kit/forms/failure';
import { PortalQuoteLinesFragment } from './fragments';
import { PORTAL_LEG_COLUMN, PORTAL_LINE_ITEM_LABEL, PORTAL_QUOTE_STATUS_LABEL, portalQuoteTone } from './labels';

/** financials/quote of an order or a leg (by its order): the quote it came from, priced line by line. */
export const PortalOrderQuoteQuery = graphql(`
  query PortalOrderQuote($id: ID!) {
    portalOrder(id: $id) {
      id
      quote {
        id
        status
        validUntil
        ...PortalQuoteLines
      }
    }
  }
`);

export type PortalQuoteTabProps = {
  orderId: string;
  /** On a leg's tab: the leg's 1-based position, whose lines are marked. */
  legPosition?: number;
};

/** financials/quote: the quote the order came from, line by line; an order placed directly says so. */
export const PortalQuoteTab = ({ orderId, legPosition }: PortalQuoteTabProps) => {
  const locale = useCurrentTenant()?.locale;
  const [{ data, error }, refetch] = useQuery({ query: PortalOrderQuoteQuery, variables: { id: orderId } });
  const quote = data?.portalOrder ? data.portalOrder.quote : undefined;
  const lines = quote ? getFragmentData(PortalQuoteLinesFragment, quote) : undefined;
  return (
    <QuotePanel
      quote={
        quote &&
        lines && {
          ...lines,
          link: { href: `/portal/quotes/${quote.id}`, text: `Open quote ${lines.number}` },
          status: { label: PORTAL_QUOTE_STATUS_LABEL[quote.status], tone: portalQuoteTone(quote.status) },
          details: `Valid until ${formatDay(quote.validUntil, locale)}`,
        }
      }
      error={error ? graphqlFailure(error).message : null}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      none={{
        title: 'This order did not come from a quote',
        body: 'It was ordered directly, so there is no quote to show. Its price is settled on the invoice.',
      }}
      labels={PORTAL_LINE_ITEM_LABEL}
      legColumn={PORTAL_LEG_COLUMN}
      legPosition={legPosition}
      locale={locale}
    />
  );
};
