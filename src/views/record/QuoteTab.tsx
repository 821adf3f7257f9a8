import { getFragmentData } from '@/generated';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { PricedLineFragment } from '../../graphql/operations/lineItems';
import { OrderQuoteQuery } from '../../graphql/operations/orderDetail';
import { LineItemTotals } from '../orderForm/LineItemTotals';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { LINE_ITEM_LABEL, QUOTE_STATUS_LABEL } from '../quotes/labels';
import { Badge } from '../ui/Badge';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { formatMoney } from './format';

export type QuoteTabProps = {
  orderId: string;
  /** On a leg's tab: the leg's 1-based position, whose lines are marked. */
  legPosition?: number;
};

/** financials/quote: the order's quote, each line with where its number came from, and the totals. */
export const QuoteTab = ({ orderId, legPosition }: QuoteTabProps) => {
  const locale = useCurrentTenant()?.locale;
  const [{ data, error }, refetch] = useQuery({ query: OrderQuoteQuery, variables: { id: orderId } });
  if (!data?.order) {
    if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return <Spinner label="Loading the quote…" />;
  }
  const quote = data.order.quote;
  if (!quote)
    return (
      <Panel title="Quote">
        <EmptyState title="No quote for this order">It was entered directly, not converted from a quote.</EmptyState>
      </Panel>
    );
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  return (
    <Panel
      title={`Quote ${quote.number}`}
      actions={<Link href={`/quotes/${quote.id}`}>Open the quote</Link>}
      description={
        <>
          <Badge tone="info">{QUOTE_STATUS_LABEL[quote.status]}</Badge> Revision {quote.revision} · valid until {quote.validUntil}
        </>
      }
    >
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Line items of quote {quote.number}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Leg</th>
              <th scope="col">How it was priced</th>
              <th scope="col" className="cell-number">
                Quantity
              </th>
              <th scope="col" className="cell-number">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {getFragmentData(PricedLineFragment, quote.lineItems).map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: line items have no id; their order is fixed
              <tr key={index} className={legPosition !== undefined && item.legIndex === legPosition - 1 ? 'row-marked' : undefined}>
                <th scope="row">
                  {LINE_ITEM_LABEL[item.type]}
                  <span className="muted"> · {item.description}</span>
                </th>
                <td>{item.legIndex === null ? 'Order' : item.legIndex + 1}</td>
                <td>{item.explanation}</td>
                <td className="cell-number">{item.quantity}</td>
                <td className="cell-number">{money(item.amount)}</td>
              </tr>
            ))}
          </tbody>
          <LineItemTotals totals={quote} money={money} span={4} />
        </table>
      </div>
    </Panel>
  );
};
