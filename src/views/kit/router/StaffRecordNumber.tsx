import { graphql } from '@/generated';
import type { NumberedKind } from '../../../domain/recordNumbers';
import type { PageProps } from './pageProps';
import { lookup, RecordNumberRedirect } from './RecordNumberRedirect';

const OrderByNumberQuery = graphql(`
  query OrderByNumber($number: String!) {
    orderByNumber(number: $number) {
      id
    }
  }
`);

const OrderLegByNumberQuery = graphql(`
  query OrderLegByNumber($number: String!) {
    orderLegByNumber(number: $number) {
      id
    }
  }
`);

const QuoteByNumberQuery = graphql(`
  query QuoteByNumber($number: String!) {
    quoteByNumber(number: $number) {
      id
    }
  }
`);

const order = lookup({
  query: OrderByNumberQuery,
  pick: (data) => data.orderByNumber?.id,
  noun: 'order',
});
const leg = lookup({
  query: OrderLegByNumberQuery,
  pick: (data) => data.orderLegByNumber?.id,
  noun: 'order leg',
});
const quote = lookup({
  query: QuoteByNumberQuery,
  pick: (data) => data.quoteByNumber?.id,
  noun: 'quote',
});

export type RecordNumberProps = PageProps & { kind: NumberedKind; number: string };

/** A staff record page opened by number (router/RecordNumberRedirect), in the staff layout's client and cache. */
export const StaffRecordNumber = ({ kind, ...props }: RecordNumberProps) => {
  if (kind === 'order') return <RecordNumberRedirect {...props} lookup={order} />;
  if (kind === 'leg') return <RecordNumberRedirect {...props} lookup={leg} />;
  return <RecordNumberRedirect {...props} lookup={quote} />;
};
