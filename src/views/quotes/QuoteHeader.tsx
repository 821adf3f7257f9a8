import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { formatMoney } from '../../domain/format';
import { formatDay } from '../kit/record/format';
import { DetailsRow, RecordHeader } from '../kit/record/RecordHeader';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { Badge } from '../kit/ui/Badge';
import { QUOTE_STATUS_LABEL, quoteStatusTone } from '../kit/record/quoteLabels';
import { QuoteActions } from './QuoteActions';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';

export const QuoteHeaderFragment = graphql(`
  fragment QuoteHeader_quote on Quote {
    id
    number
    status
    revision
    validUntil
    currency
    total
    declineReason
    createdAt
    createdByName
    client {
      id
      displayName
    }
    customer {
      id
      displayName
    }
    order {
      id
      number
    }
    ...QuoteActions_quote
  }
`);

export type QuoteHeaderProps = { quote: FragmentType<typeof QuoteHeaderFragment>; refetch: () => void };

/** Number, status, revision, validity, who it is for, its order once converted, and the actions allowed now. */
export const QuoteHeader = ({ quote: source, refetch }: QuoteHeaderProps) => {
  const dateTime = useDateTimeFormat();
  const quote = getFragmentData(QuoteHeaderFragment, source);
  const locale = useCurrentTenant()?.locale;
  return (
    <RecordHeader
      title={`Quote ${quote.number}`}
      badges={<Badge tone={quoteStatusTone(quote.status)}>{QUOTE_STATUS_LABEL[quote.status]}</Badge>}
    >
      <dl className="details details-grid record-summary">
        <DetailsRow term="Client">
          {quote.client.displayName}
          {quote.customer && <span className="cell-sub">{quote.customer.displayName}</span>}
        </DetailsRow>
        <DetailsRow term="Revision">{quote.revision}</DetailsRow>
        <DetailsRow term="Valid until">{formatDay(quote.validUntil, locale)}</DetailsRow>
        <DetailsRow term="Total">{formatMoney(quote.total, quote.currency, locale)}</DetailsRow>
        <DetailsRow term="Created">
          {dateTime(quote.createdAt)}
          {quote.createdByName && <span className="cell-sub">by {quote.createdByName}</span>}
        </DetailsRow>
        {quote.order && (
          <DetailsRow term="Order">
            <Link href={`/orders/${quote.order.id}`}>Order {quote.order.number}</Link>
          </DetailsRow>
        )}
        {quote.declineReason && <DetailsRow term="Decline reason">{quote.declineReason}</DetailsRow>}
      </dl>
      <QuoteActions quote={quote} refetch={refetch} />
    </RecordHeader>
  );
};
