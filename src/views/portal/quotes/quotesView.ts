/** The /portal/quotes view (status chips, search, page) as a query string, and the quotes as CSV rows. */
import type { PortalQuoteRowFragment } from '@/generated/graphql';
import type { CsvCell } from '../../../domain/csv';
import { listUrl, manyOf, page, text } from '../../kit/list/listUrl';
import { PORTAL_QUOTE_STATUS_LABEL, PORTAL_QUOTE_STATUSES } from '../shared/labels';

export const quotesUrl = listUrl('/portal/quotes', {
  status: manyOf('status', PORTAL_QUOTE_STATUSES, true),
  search: text('q'),
  page: page(),
});

export type PortalQuotesView = ReturnType<typeof quotesUrl.read>;

export const EMPTY_QUOTES_VIEW: PortalQuotesView = quotesUrl.blank;
export const QUOTES_PER_PAGE = 25;

export const decodePortalQuotesView = quotesUrl.read;

export const portalQuotesHref = (view: PortalQuotesView): string => quotesUrl.href(view);

export type PortalQuoteRow = PortalQuoteRowFragment;

export const QUOTES_CSV_HEADER = [
  'Number',
  'Status',
  'Client',
  'Customer',
  'Total',
  'Currency',
  'Valid until',
  'Order',
  'Created at',
] as const;

/** Money in major units with the currency's decimals (a spreadsheet sums it); the currency in its own column. */
export const majorAmount = (minor: number, currency: string): string => {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // an unknown currency code: cents, as most are
  }
  return (minor / 10 ** digits).toFixed(digits);
};

export const quoteCsvRow = (quote: PortalQuoteRow): CsvCell[] => [
  quote.number,
  PORTAL_QUOTE_STATUS_LABEL[quote.status],
  quote.client.displayName,
  quote.customer?.displayName ?? '',
  majorAmount(quote.total, quote.currency),
  quote.currency,
  quote.validUntil,
  quote.order?.number ?? '',
  quote.createdAt,
];
