import { graphql } from '@/generated';
import type { RecordNumberProps } from './StaffRecordNumber';
import { lookup, RecordNumberRedirect } from './RecordNumberRedirect';

const PortalOrderByNumberQuery = graphql(`
  query PortalOrderByNumber($number: String!) {
    portalOrderByNumber(number: $number) {
      id
    }
  }
`);

const PortalOrderLegByNumberQuery = graphql(`
  query PortalOrderLegByNumber($number: String!) {
    portalOrderLegByNumber(number: $number) {
      id
    }
  }
`);

const PortalQuoteByNumberQuery = graphql(`
  query PortalQuoteByNumber($number: String!) {
    portalQuoteByNumber(number: $number) {
      id
    }
  }
`);

const order = lookup({
  query: PortalOrderByNumberQuery,
  pick: (data) => data.portalOrderByNumber?.id,
  noun: 'order',
});
const leg = lookup({
  query: PortalOrderLegByNumberQuery,
  pick: (data) => data.portalOrderLegByNumber?.id,
  noun: 'order leg',
});
const quote = lookup({
  query: PortalQuoteByNumberQuery,
  pick: (data) => data.portalQuoteByNumber?.id,
  noun: 'quote',
});

/** A portal record page opened by number: the portal's own fields, so another client's number is not found. */
export const PortalRecordNumber = ({ kind, ...props }: RecordNumberProps) => {
  if (kind === 'order') return <RecordNumberRedirect {...props} lookup={order} />;
  if (kind === 'leg') return <RecordNumberRedirect {...props} lookup={leg} />;
  return <RecordNumberRedirect {...props} lookup={quote} />;
};
