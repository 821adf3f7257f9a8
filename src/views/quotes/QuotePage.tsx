import { useSubscription } from 'urql';
import { getFragmentData } from '@/generated';
import { QuoteChangedSubscription, QuoteDetailFragment, QuotePageQuery } from '../../graphql/operations/quotes';
import { useRecordQuery } from '../record/useRecordQuery';
import { useCurrentTenant } from '../app/useCurrentUser';
import { LineItemsTable } from '../orderForm/LineItemsTable';
import type { PageProps } from '../router/pageProps';
import { EmptyState } from '../ui/EmptyState';
import { Panel } from '../ui/Panel';
import { QuoteActivity } from './QuoteActivity';
import { QuoteHeader } from './QuoteHeader';

/** /quotes/:id: the quote's terms, every priced line with its explanation, its actions and its history. */
export const QuotePage = ({ params }: PageProps) => {
  const tenant = useCurrentTenant();
  const { record, placeholder, refetch } = useRecordQuery({
    query: QuotePageQuery,
    id: params.id,
    pick: (data) => data.quote,
    nouns: { missing: 'quote', loading: 'quote' },
    requestPolicy: 'cache-and-network',
  });
  // The event updates the cached quote; its activity is asked for again.
  useSubscription({ query: QuoteChangedSubscription, pause: !tenant }, (_previous, event) => {
    if (getFragmentData(QuoteDetailFragment, event.quoteChanged).id === params.id) refetch();
    return event;
  });

  if (!record) return placeholder;
  const quote = getFragmentData(QuoteDetailFragment, record);

  return (
    <div className="record">
      <QuoteHeader quote={quote} refetch={refetch} />
      <Panel title="Line items">
        {quote.lineItems.length === 0 ? (
          <EmptyState title="No line items">This quote has nothing priced.</EmptyState>
        ) : (
          <LineItemsTable
            items={quote.lineItems}
            totals={quote}
            currency={quote.currency}
            locale={tenant?.locale}
            caption={`Line items of quote ${quote.number}`}
            detailed
          />
        )}
      </Panel>
      <QuoteActivity rows={record.activity} />
    </div>
  );
};
