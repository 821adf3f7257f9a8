import { getFragmentData, graphql } from '@/generated';
import { useQuery } from 'urql';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { QUOTE_STATUS_LABEL } from './quoteLabels';
import { QuotePanel, QuoteLinesFragment } from './QuotePanel';

/** The order's quote with every priced line (financials/quote of an order and of its legs). */
export const OrderQuoteQuery = graphql(`
  query OrderQuote($id: ID!) {
    order(id: $id) {
      id
      quote {
        id
        status
        revision
        validUntil
        ...QuoteLines
      }
    }
  }
`);

export type QuoteTabProps = {
  orderId: string;
  /** On a leg's tab: the leg's 1-based position, whose lines are marked. */
  legPosition?: number;
};

const LEG_COLUMN = { heading: 'Leg', name: (legIndex: number | null) => (legIndex === null ? 'Order' : String(legIndex + 1)) };

/** financials/quote: the order's quote, each line with where its number came from, and the totals. */
export const QuoteTab = ({ orderId, legPosition }: QuoteTabProps) => {
  const locale = useCurrentTenant()?.locale;
  const [{ data, error }, refetch] = useQuery({ query: OrderQuoteQuery, variables: { id: orderId } });
  const quote = data?.order ? data.order.quote : undefined;
  return (
    <QuotePanel
      quote={
        quote && {
          ...getFragmentData(QuoteLinesFragment, quote),
          link: { href: `/quotes/${quote.id}`, text: 'Open the quote' },
          status: { label: QUOTE_STATUS_LABEL[quote.status], tone: 'info' },
          details: `Revision ${quote.revision} · valid until ${quote.validUntil}`,
        }
      }
      error={error ? graphqlFailure(error).message : null}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      none={{ title: 'No quote for this order', body: 'It was entered directly, not converted from a quote.' }}
      legColumn={LEG_COLUMN}
      legPosition={legPosition}
      locale={locale}
    />
  );
};
