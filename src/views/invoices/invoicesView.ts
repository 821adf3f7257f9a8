import { AgingBucketValues } from '@/generated/enums/AgingBucket';
import type { InvoiceOrderByColumn } from '@/generated/enums/InvoiceOrderByColumn';
import { InvoicePaymentStatusValues } from '@/generated/enums/InvoicePaymentStatus';
import { type InvoiceStatus, InvoiceStatusValues } from '@/generated/enums/InvoiceStatus';
import { id, listUrl, manyOf, page, type Sort, sort, text } from '../kit/list/listUrl';

export const OPEN_PATH = '/accounting/invoices';
export const PAID_PATH = '/accounting/invoices/paid';

export type InvoiceSort = Sort<InvoiceOrderByColumn>;

/** Oldest due first: what to chase comes first. */
export const DEFAULT_INVOICE_SORT: InvoiceSort = { column: 'DUE_ON', order: 'ASC' };
const SORTABLE: readonly InvoiceOrderByColumn[] = ['NUMBER', 'CLIENT', 'ISSUED_ON', 'DUE_ON', 'TOTAL', 'BALANCE', 'CREATED_AT'];

/** The statuses each list shows when no status is chosen: the open list is drafts and open ones, the paid list paid ones. */
export const LIST_STATUSES: Record<'open' | 'paid', readonly InvoiceStatus[]> = {
  open: ['DRAFT', 'OPEN'],
  paid: ['PAID'],
};

/** The invoices list's view, all of it in the URL: search, filters, sort and page (one view, two routes). */
export const invoicesUrl = listUrl(OPEN_PATH, {
  q: text('q', 100),
  status: manyOf('status', InvoiceStatusValues),
  payment: manyOf('payment', InvoicePaymentStatusValues),
  aging: manyOf('aging', AgingBucketValues),
  client: id('client'),
  sort: sort('sort', SORTABLE, DEFAULT_INVOICE_SORT),
  page: page(),
});

export type InvoicesView = ReturnType<typeof invoicesUrl.read>;

/** The invoices query's variables for a view of one of the two lists; a chosen status stays within the list's. */
export const invoicesFilter = (view: InvoicesView, list: 'open' | 'paid') => {
  const allowed = LIST_STATUSES[list];
  const chosen = view.status.filter((status) => allowed.includes(status));
  return {
    search: view.q || null,
    status: chosen.length > 0 ? chosen : [...allowed],
    paymentStatus: view.payment.length > 0 ? view.payment : null,
    aging: view.aging.length > 0 ? view.aging : null,
    clientId: view.client || null,
    orderBy: [view.sort],
  };
};
