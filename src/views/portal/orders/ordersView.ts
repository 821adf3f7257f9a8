/**
 * The /portal/orders view (status chips, company, created from/to, search, page) as a query string, so a link or a
 * reload shows the same list. Pure: anything unknown or malformed in a URL is dropped, never thrown.
 */
import type { OrderListStatus } from '@/generated/graphql';
import { isCalendarDay } from '../../../domain/dates';
import { day, listUrl, manyOf, page, text, type UrlField } from '../../kit/list/listUrl';
import { PORTAL_ORDER_STATUSES } from '../shared/labels';

/** The company the list is narrowed to: one of the user's clients or customers. */
export type AccountFilter = { kind: 'client' | 'customer'; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ORDERS_PER_PAGE = 25;

/** A real calendar day: 2025-02-30 is none. */
export const isDay = (value: string): boolean => isCalendarDay(value);

/** `?client=…` or `?customer=…`; a client wins when a URL names both. */
const account: UrlField<AccountFilter | null> = {
  role: 'filter',
  read: (params) => {
    const client = params.get('client') ?? '';
    if (UUID.test(client)) return { kind: 'client', id: client };
    const customer = params.get('customer') ?? '';
    return UUID.test(customer) ? { kind: 'customer', id: customer } : null;
  },
  write: (value, params) => {
    if (value && UUID.test(value.id)) params.set(value.kind, value.id);
  },
};

export const ordersUrl = listUrl(
  '/portal/orders',
  {
    status: manyOf('status', PORTAL_ORDER_STATUSES, true),
    account,
    from: day('from'),
    to: day('to'),
    search: text('q'),
    page: page(),
  },
  // Days typed the wrong way round still mean the range between them.
  (view) => (view.from && view.to && view.from > view.to ? { ...view, from: view.to, to: view.from } : view),
);

export type PortalOrdersView = ReturnType<typeof ordersUrl.read>;

export const EMPTY_ORDERS_VIEW: PortalOrdersView = ordersUrl.blank;

export const decodePortalOrdersView = ordersUrl.read;

export const portalOrdersHref = (view: PortalOrdersView): string => ordersUrl.href(view);

/** The view as a canonical query string without "?"; the default view is ''. */
export const encodePortalOrdersView = (view: PortalOrdersView): string => portalOrdersHref(view).split('?')[1] ?? '';

/** Whether anything narrows the list (the empty state then offers to clear the filters, not to order). */
export const isFiltered = ordersUrl.isFiltered;

export type PortalOrdersFilter = {
  status: OrderListStatus[] | null;
  clientId: string | null;
  customerId: string | null;
  from: string | null;
  to: string | null;
  search: string | null;
};

/** The portalOrders(...) filter arguments of a view (paging is added by who asks). */
export const portalOrdersFilter = (view: PortalOrdersView): PortalOrdersFilter => ({
  status: view.status.length > 0 ? view.status : null,
  clientId: view.account?.kind === 'client' ? view.account.id : null,
  customerId: view.account?.kind === 'customer' ? view.account.id : null,
  from: view.from || null,
  to: view.to || null,
  search: view.search || null,
});
