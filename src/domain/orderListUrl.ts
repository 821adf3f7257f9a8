import type { AccountManagerScope } from '../generated/enums/AccountManagerScope';
/**
 * The /orders view (status chips, search, sort, filter conditions) as a query string, so a link reproduces the
 * view. Pure: decode(encode(view)) is the view, and anything unknown or malformed in a URL is dropped, never thrown.
 */
import type { OrderColumn, OrderListStatus, OrderOrderByColumn, OrderWhere, SortOrder, SqlOperator } from '@/generated/graphql';
import { arityOf, DAY, ORDER_COLUMNS, ORDER_LIST_STATUSES, ORDER_SORT_COLUMNS, operatorsFor, validValue } from './orderListFilters';

export type OrderSort = { column: OrderOrderByColumn; order: SortOrder };
export type OrderCondition = { column: OrderColumn; operator: SqlOperator; values: string[] };
export type OrderListView = {
  status: OrderListStatus[];
  search: string;
  sort: OrderSort;
  conditions: OrderCondition[];
  /** Tag ids: orders carrying any of them (`?tags=<id>,<id>`); absent when none is chosen. */
  tags?: string[];
};

export const DEFAULT_SORT: OrderSort = { column: 'CREATED_AT', order: 'DESC' };
export const EMPTY_VIEW: OrderListView = { status: [], search: '', sort: DEFAULT_SORT, conditions: [] };
export const MAX_CONDITIONS = 20;
export const MAX_LIST_VALUES = 100;
export const MAX_TAGS = 20;
const TAG_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_SEARCH = 200;

const isColumn = (value: string): value is OrderColumn => Object.hasOwn(ORDER_COLUMNS, value);

/** A condition the server will accept: a known column, an operator for it, and the right number of valid values. */
export const validCondition = (condition: OrderCondition): boolean => {
  const { column, operator, values } = condition;
  if (!isColumn(column) || !operatorsFor(column).includes(operator)) return false;
  const arity = arityOf(operator);
  const counts = { none: [0, 0], one: [1, 1], two: [2, 2], many: [1, MAX_LIST_VALUES] }[arity];
  const countOk = values.length >= counts[0] && values.length <= counts[1];
  return countOk && values.every((value) => validValue(column, value));
};

// Values are joined by commas; a comma or percent sign inside a value is escaped so it survives the split.
const escapeItem = (value: string) => value.replace(/%/g, '%25').replace(/,/g, '%2C');

const decodeCondition = (text: string): OrderCondition | null => {
  const [column = '', operator = '', ...rest] = text.split(':');
  const joined = rest.join(':');
  if (!isColumn(column)) return null;
  try {
    const values = joined === '' ? [] : joined.split(',').map((item) => decodeURIComponent(item));
    const condition = { column, operator: operator as SqlOperator, values };
    return validCondition(condition) ? condition : null;
  } catch {
    return null; // a malformed escape: drop this condition, keep the rest of the view
  }
};

const encodeCondition = ({ column, operator, values }: OrderCondition): string =>
  [column, operator, ...(values.length > 0 ? [values.map(escapeItem).join(',')] : [])].join(':');

const decodeSort = (text: string | null): OrderSort => {
  if (!text) return DEFAULT_SORT;
  const descending = text.startsWith('-');
  const column = descending ? text.slice(1) : text;
  const known = (ORDER_SORT_COLUMNS as readonly string[]).includes(column);
  return known ? { column: column as OrderOrderByColumn, order: descending ? 'DESC' : 'ASC' } : DEFAULT_SORT;
};

const sameSort = (a: OrderSort, b: OrderSort) => a.column === b.column && a.order === b.order;

/** Reads a view from a query string (with or without the leading "?"). */
export const decodeOrderListView = (search: string): OrderListView => {
  const params = new URLSearchParams(search);
  const listed = new Set((params.get('status') ?? '').split(','));
  const status = ORDER_LIST_STATUSES.filter((value) => listed.has(value));
  const conditions = params
    .getAll('f')
    .slice(0, MAX_CONDITIONS)
    .map(decodeCondition)
    .filter((condition): condition is OrderCondition => condition !== null);
  const tags = [...new Set((params.get('tags') ?? '').split(','))].filter((id) => TAG_ID.test(id)).slice(0, MAX_TAGS);
  return {
    status,
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    sort: decodeSort(params.get('sort')),
    conditions,
    ...(tags.length > 0 && { tags }),
  };
};

/** The view as a canonical query string without "?"; the default view is the empty string. */
export const encodeOrderListView = (view: Partial<OrderListView>): string => {
  const params = new URLSearchParams();
  const status = ORDER_LIST_STATUSES.filter((value) => view.status?.includes(value));
  if (status.length > 0) params.set('status', status.join(','));
  const search = view.search?.trim() ?? '';
  if (search) params.set('q', search.slice(0, MAX_SEARCH));
  if (view.sort && !sameSort(view.sort, DEFAULT_SORT)) params.set('sort', `${view.sort.order === 'DESC' ? '-' : ''}${view.sort.column}`);
  for (const condition of (view.conditions ?? []).filter(validCondition).slice(0, MAX_CONDITIONS)) {
    params.append('f', encodeCondition(condition));
  }
  const tags = (view.tags ?? []).filter((id) => TAG_ID.test(id)).slice(0, MAX_TAGS);
  if (tags.length > 0) params.set('tags', tags.join(','));
  return params.toString();
};

/** A link to /orders showing this view. */
export const orderListHref = (view: Partial<OrderListView>): string => {
  const query = encodeOrderListView(view);
  return query ? `/orders?${query}` : '/orders';
};

// ---- GraphQL variables ----------------------------------------------------------------------------------

const dayStart = (day: string, offset = 0): Date => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + offset);
};

/** The first and last instant of a local day: "on or before May 3" includes all of May 3. */
const startOf = (value: string) => (DAY.test(value) ? dayStart(value).toISOString() : value);
const endOf = (value: string) => (DAY.test(value) ? new Date(dayStart(value, 1).getTime() - 1).toISOString() : value);

const conditionValue = ({ column, operator, values }: OrderCondition): unknown => {
  const datetime = ORDER_COLUMNS[column].kind === 'datetime';
  switch (arityOf(operator)) {
    case 'none':
      return undefined;
    case 'many':
      return values;
    case 'two':
      return datetime ? [startOf(values[0]), endOf(values[1])] : values;
    default: {
      const [value] = values;
      if (datetime) return operator === 'GT' || operator === 'LTE' ? endOf(value) : startOf(value);
      // "contains" unless the user wrote their own % wildcards.
      if ((operator === 'LIKE' || operator === 'NOT_LIKE') && !value.includes('%')) return `%${value}%`;
      return value;
    }
  }
};

/**
 * Rows per page of the orders list (useOrderPages asks a page at a time; the first is the route's first query).
 * 50: two screens of a desktop table. A page of 100 (210 KB of JSON with each order's legs) cost the server about
 * 200 ms and the phone's cache about 130 ms (4× CPU) to write and read back, before the first row showed.
 */
export const ORDER_PAGE_SIZE = 50;

export type OrderListVariables = {
  status: OrderListStatus[] | null;
  search: string | null;
  orderBy: OrderSort[];
  where: OrderWhere | null;
  /** Only when the view chooses tags: the default view's variables stay as the first query's. */
  tagIds?: string[];
  /** Only on a page that keeps an account manager's accounts (/client-relations/orders). */
  accountManager?: AccountManagerScope;
};

/** The `orders(...)` arguments for a view: conditions ANDed, day values widened to whole local days. */
export const orderListVariables = (view: OrderListView): OrderListVariables => {
  const where = view.conditions.map(
    (condition): OrderWhere => ({
      column: condition.column,
      operator: condition.operator,
      ...(arityOf(condition.operator) === 'none' ? {} : { value: conditionValue(condition) }),
    }),
  );
  return {
    status: view.status.length > 0 ? view.status : null,
    search: view.search || null,
    orderBy: [view.sort],
    where: where.length === 0 ? null : where.length === 1 ? where[0] : { AND: where },
    ...(view.tags && view.tags.length > 0 && { tagIds: view.tags }),
  };
};
