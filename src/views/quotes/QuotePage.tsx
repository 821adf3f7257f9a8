import { useQuery, useSubscription } from 'urql';
import { getFragmentData } from '@/generated';
import { QuoteChangedSubscription, QuoteDetailFragment, QuotePageQuery } from '../../graphql/operations/quotes';
import { PageError } from '../../http/errors';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { LineItemsTable } from '../orderForm/LineItemsTable';
import type { PageProps } from '../router/pageProps';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { QuoteActivity } from './QuoteActivity';
import { QuoteHeader } from './QuoteHeader';

/** /quotes/:id: the quote's terms, every priced line with its explanation, its actions and its history. */
export const QuotePage = ({ params }: PageProps) => {
  const tenant = useCurrentTenant();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: QuotePageQuery,
    variables: { id: params.id },
    requestPolicy: 'cache-and-network',
    pause: !tenant,
  });
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  // The event updates the cached quote; its activity is asked for again.
  useSubscription({ query: QuoteChangedSubscription, pause: !tenant }, (_previous, event) => {
    if (getFragmentData(QuoteDetailFragment, event.quoteChanged).id === params.id) refetch();
    return event;
  });

  const failure = error ? graphqlFailure(error) : null;
  const missing = `No quote with this id in ${tenant?.name ?? 'this tenant'}.`;
  if (failure?.code === 'NOT_FOUND') throw new PageError(404, missing);
  if (!data?.quote) {
    if (failure) return <ErrorState message={failure.message} onRetry={refetch} />;
    if (fetching || !data) return <Spinner label="Loading the quote…" />;
    throw new PageError(404, missing);
  }
  const quote = getFragmentData(QuoteDetailFragment, data.quote);

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
      <QuoteActivity rows={data.quote.activity} />
    </div>
  );
};
