import { graphql } from '@/generated';
import { formatMoney } from '../../../domain/format';
import { type QuoteRow, QuotesTable } from '../../quotes/public';
import { PORTAL_QUOTE_STATUS_LABEL, portalQuoteTone } from '../shared/labels';
import type { PortalQuoteRow } from './quotesView';
import { ListDay, ListTime } from '../../kit/list/ListDate';

/** A quote as the list's table and its CSV export show it. */
export const PortalQuoteRowFragment = graphql(`
  fragment PortalQuoteRow on PortalQuote {
    id
    number
    status
    total
    currency
    validUntil
    createdAt
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
  }
`);

export type PortalQuotesTableProps = { quotes: readonly PortalQuoteRow[]; locale?: string };

const rowOf = (quote: PortalQuoteRow, locale?: string): QuoteRow => ({
  id: quote.id,
  number: quote.number,
  href: `/portal/quotes/${quote.id}`,
  client: quote.client,
  customer: quote.customer,
  status: { label: PORTAL_QUOTE_STATUS_LABEL[quote.status], tone: portalQuoteTone(quote.status) },
  total: formatMoney(quote.total, quote.currency, locale),
  validUntil: <ListDay day={quote.validUntil} />,
  order: quote.order && { href: `/portal/orders/${quote.order.id}`, number: quote.order.number },
  created: <ListTime at={quote.createdAt} />,
});

/** The user's quotes in the staff list's table: number, company, status, total, valid until, its order, requested. */
export const PortalQuotesTable = ({ quotes, locale }: PortalQuotesTableProps) => {
  return (
    <QuotesTable
      rows={quotes.map((quote) => rowOf(quote, locale))}
      caption="Your quotes"
      columns={{ client: 'Company', order: 'Order', created: 'Requested' }}
      choiceKey="portal-quotes"
    />
  );
};
