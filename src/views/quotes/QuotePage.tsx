import { useSubscription } from 'urql';
import { getFragmentData } from '@/generated';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { QuoteLinesFragment, QuoteLinesPanel } from '../kit/record/QuotePanel';
import type { PageProps } from '../kit/router/pageProps';
import { QuoteActivity } from './QuoteActivity';
import { QuoteHeader } from './QuoteHeader';
import { QuoteChangedSubscription, QuoteDetailFragment, QuotePageQuery } from './QuotePage.graphql';

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
  // The event carries the whole page (QuoteDetail, activity included): graphcache shows it without asking again.
  useSubscription({ query: QuoteChangedSubscription, pause: !tenant });

  if (!record) return placeholder;
  const quote = getFragmentData(QuoteDetailFragment, record);

  return (
    <div className="record">
      <QuoteHeader quote={quote} refetch={refetch} />
      <QuoteLinesPanel title="Line items" quote={getFragmentData(QuoteLinesFragment, quote)} locale={tenant?.locale} />
      <QuoteActivity quote={quote} />
    </div>
  );
};
