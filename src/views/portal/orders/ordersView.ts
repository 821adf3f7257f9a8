/**
 * The /portal/orders view (status chips, company, created from/to, search, page) as a query string, so a link or a
 * reload shows the same list. Pure: anything unknown or malformed in a URL is dropped, never thrown.
 */
import type { OrderListStatus } from '@/generated/graphql';
import { PORTAL_ORDER_STATUSES } from '../shared/labels';

/** The company the list is narrowed to: one of the user's clients or customers. */
export type AccountFilter = { kind: 'client' | 'customer'; id: string };

export type PortalOrdersView = {
  status: OrderListStatus[];
  account: AccountFilter | null;
  /** Created on or after this day (YYYY-MM-DD), or ''. */
  from: string;
  /** Created on or before this day, or ''. */
  to: string;
  search: string;
  page: number;
};

export const EMPTY_ORDERS_VIEW: PortalOrdersView = { status: [], account: null, from: '', to: '', search: '', page: 1 };
export const ORDERS_PER_PAGE = 25;
const MAX_SEARCH = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: 2025-02-30 is none. */
export const isDay = (value: string): boolean => {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

const dayOrEmpty = (value: string | null): string => (value && isDay(value) ? value : '');

const decodeAccount = (params: URLSearchParams): AccountFilter | null => {
  const client = params.get('client');
  if (client && UUID.test(client)) return { kind: 'client', id: client };
  const customer = params.get('customer');
  if (customer && UUID.test(customer)) return { kind: 'customer', id: customer };
  return null;
};

export const decodePortalOrdersView = (query: string): PortalOrdersView => {
  const params = new URLSearchParams(query);
  const listed = new Set((params.get('status') ?? '').split(','));
  let from = dayOrEmpty(params.get('from'));
  let to = dayOrEmpty(params.get('to'));
  // Days typed the wrong way round still mean the range between them.
  if (from && to && from > to) [from, to] = [to, from];
  const page = Number(params.get('page'));
  return {
    status: PORTAL_ORDER_STATUSES.filter((status) => listed.has(status)),
    account: decodeAccount(params),
    from,
    to,
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

/** The view as a canonical query string without "?"; the default view is ''. */
export const encodePortalOrdersView = (view: PortalOrdersView): string => {
  const params = new URLSearchParams();
  const status = PORTAL_ORDER_STATUSES.filter((value) => view.status.includes(value));
  if (status.length > 0) params.set('status', status.join(','));
  if (view.account && UUID.test(view.account.id)) params.set(view.account.kind, view.account.id);
  if (isDay(view.from)) params.set('from', view.from);
  if (isDay(view.to)) params.set('to', view.to);
  const search = view.search.trim().slice(0, MAX_SEARCH);
  if (search) params.set('q', search);
  if (view.page > 1) params.set('page', String(view.page));
  return params.toString();
};

export const portalOrdersHref = (view: PortalOrdersView): string => {
  const query = encodePortalOrdersView(view);
  return query ? `/portal/orders?${query}` : '/portal/orders';
};

/** Whether anything narrows the list (the empty state then offers to clear the filters, not to order). */
export const isFiltered = (view: PortalOrdersView): boolean =>
  view.status.length > 0 || view.account !== null || view.from !== '' || view.to !== '' || view.search !== '';

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
