import type { QuoteDetailFragment } from '@/generated/graphql';
import { Link } from 'wouter';
import { formatDateTime, formatMoney } from '../../domain/format';
import { formatDay } from '../activity/format';
import { useCurrentTenant } from '../app/useCurrentUser';
import { Badge } from '../ui/Badge';
import { QUOTE_STATUS_LABEL, quoteStatusTone } from './labels';
import { QuoteActions } from './QuoteActions';

export type QuoteHeaderProps = { quote: QuoteDetailFragment; refetch: () => void };

/** Number, status, revision, validity, who it is for, its order once converted, and the actions allowed now. */
export const QuoteHeader = ({ quote, refetch }: QuoteHeaderProps) => {
  const locale = useCurrentTenant()?.locale;
  return (
    <section className="record-header" aria-labelledby="record-title">
      <div className="record-title-row">
        <h2 className="record-title" id="record-title">
          Quote {quote.number}
        </h2>
        <Badge tone={quoteStatusTone(quote.status)}>{QUOTE_STATUS_LABEL[quote.status]}</Badge>
      </div>
      <dl className="details details-grid record-summary">
        <div className="details-row">
          <dt>Client</dt>
          <dd>
            {quote.client.displayName}
            {quote.customer && <span className="cell-sub">{quote.customer.displayName}</span>}
          </dd>
        </div>
        <div className="details-row">
          <dt>Revision</dt>
          <dd>{quote.revision}</dd>
        </div>
        <div className="details-row">
          <dt>Valid until</dt>
          <dd>{formatDay(quote.validUntil, locale)}</dd>
        </div>
        <div className="details-row">
          <dt>Total</dt>
          <dd>{formatMoney(quote.total, quote.currency, locale)}</dd>
        </div>
        <div className="details-row">
          <dt>Created</dt>
          <dd>
            {formatDateTime(quote.createdAt, locale)}
            {quote.createdByName && <span className="cell-sub">by {quote.createdByName}</span>}
          </dd>
        </div>
        {quote.order && (
          <div className="details-row">
            <dt>Order</dt>
            <dd>
              <Link href={`/orders/${quote.order.id}`}>Order {quote.order.number}</Link>
            </dd>
          </div>
        )}
        {quote.declineReason && (
          <div className="details-row">
            <dt>Decline reason</dt>
            <dd>{quote.declineReason}</dd>
          </div>
        )}
      </dl>
      <QuoteActions quote={quote} refetch={refetch} />
    </section>
  );
};
