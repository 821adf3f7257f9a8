/** The /portal/quotes view (status chips, search, page) as a query string, and the quotes as CSV rows. */
import type { PortalQuoteRowFragment, QuoteStatus } from '@/generated/graphql';
import type { CsvCell } from '../../../domain/csv';
import { PORTAL_QUOTE_STATUS_LABEL, PORTAL_QUOTE_STATUSES } from '../shared/labels';

export type PortalQuotesView = { status: QuoteStatus[]; search: string; page: number };

export const EMPTY_QUOTES_VIEW: PortalQuotesView = { status: [], search: '', page: 1 };
export const QUOTES_PER_PAGE = 25;
const MAX_SEARCH = 200;

export const decodePortalQuotesView = (query: string): PortalQuotesView => {
  const params = new URLSearchParams(query);
  const listed = new Set((params.get('status') ?? '').split(','));
  const page = Number(params.get('page'));
  return {
    status: PORTAL_QUOTE_STATUSES.filter((status) => listed.has(status)),
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

export const portalQuotesHref = (view: PortalQuotesView): string => {
  const params = new URLSearchParams();
  const status = PORTAL_QUOTE_STATUSES.filter((value) => view.status.includes(value));
  if (status.length > 0) params.set('status', status.join(','));
  const search = view.search.trim().slice(0, MAX_SEARCH);
  if (search) params.set('q', search);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `/portal/quotes?${query}` : '/portal/quotes';
};

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
