import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import { formatMoney } from '../../../domain/format';
import { PortalQuoteDetailFragment, PortalQuoteQuery } from './PortalQuotePage.graphql';
import { formatDay } from '../../kit/record/format';
import { DetailsRow, RecordHeader } from '../../kit/record/RecordHeader';
import { useRecordQuery } from '../../kit/record/useRecordQuery';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import type { PageProps } from '../../kit/router/pageProps';
import { Alert } from '../../kit/ui/Alert';
import { Badge } from '../../kit/ui/Badge';
import { PORTAL_LEG_COLUMN, PORTAL_LINE_ITEM_LABEL, PORTAL_QUOTE_STATUS_LABEL, portalQuoteTone } from '../shared/labels';
import { PortalQuoteLinesFragment } from '../shared/fragments';
import { QuoteLinesPanel } from '../../kit/record/QuotePanel';
import { QuoteAnswer } from './QuoteAnswer';
import { RequestSummaryPanel } from './RequestSummaryPanel';
import { useLiveQuotes } from './useLiveQuotes';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';

/** /portal/quotes/:id: the price line by line, what was asked, and the answer the quote waits for. */
export const PortalQuotePage = ({ params }: PageProps) => {
  const dateTime = useDateTimeFormat();
  const locale = useCurrentTenant()?.locale;
  const { record, placeholder, refetch } = useRecordQuery({
    query: PortalQuoteQuery,
    id: params.id,
    pick: (data) => data.portalQuote,
    nouns: { missing: 'quote', loading: 'quote' },
    // Staff may have turned an accepted quote into an order since the last visit.
    requestPolicy: 'cache-and-network',
  });
  // And while the page is open, staff's changes arrive as they happen.
  useLiveQuotes();
  if (!record) return placeholder;
  const quote = getFragmentData(PortalQuoteDetailFragment, record);

  return (
    <div className="record">
      <RecordHeader
        title={`Quote ${quote.number}`}
        badges={<Badge tone={portalQuoteTone(quote.status)}>{PORTAL_QUOTE_STATUS_LABEL[quote.status]}</Badge>}
      >
        <dl className="details details-grid record-summary">
          <DetailsRow term="Company">
            {quote.client.displayName}
            {quote.customer && <span className="cell-sub">{quote.customer.displayName}</span>}
          </DetailsRow>
          <DetailsRow term="Total">{formatMoney(quote.total, quote.currency, locale)}</DetailsRow>
          <DetailsRow term="Valid until">{formatDay(quote.validUntil, locale)}</DetailsRow>
          <DetailsRow term="Requested">{dateTime(quote.createdAt)}</DetailsRow>
          {quote.order && (
            <DetailsRow term="Order">
              <Link href={`/portal/orders/${quote.order.id}`}>Order {quote.order.number}</Link>
            </DetailsRow>
          )}
          {quote.declineReason && <DetailsRow term="Your reason for declining">{quote.declineReason}</DetailsRow>}
        </dl>
        {quote.status === 'ACCEPTED' && !quote.order && (
          <Alert tone="success">You accepted this quote. Our team is preparing the order; it is linked here once created.</Alert>
        )}
        <QuoteAnswer quote={quote} reload={refetch} />
      </RecordHeader>
      <QuoteLinesPanel
        title="Price"
        quote={getFragmentData(PortalQuoteLinesFragment, quote)}
        labels={PORTAL_LINE_ITEM_LABEL}
        legColumn={PORTAL_LEG_COLUMN}
        locale={locale}
      />
      <RequestSummaryPanel request={quote.request} locale={locale} />
    </div>
  );
};
