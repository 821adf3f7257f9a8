import type { OrderOrderByColumn, OrderRow_OrderFragment } from '@/generated/graphql';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { todayIn } from '../../../domain/dates';
import { formatDate, formatDateRequest, formatDateTime, formatMoney } from '../../../domain/format';
import { formatShortDate, formatShortDateTime } from '../../../domain/shortDates';
import { Badge } from '../../kit/ui/Badge';
import { enumLabel, statusTone } from './labels';
import { carriers, deliveryPlace, nextPickup, pickupPlace, placeText, vehiclesText, vehiclesTitle } from './orderSummary';

export type ColumnId =
  | 'number'
  | 'client'
  | 'customer'
  | 'pickup'
  | 'delivery'
  | 'nextPickup'
  | 'vehicles'
  | 'carrier'
  | 'stage'
  | 'legStatuses'
  | 'legs'
  | 'total'
  | 'payment'
  | 'references'
  | 'created';

type Cell = { content: ReactNode; title?: string; className?: string };

export type OrderColumn = {
  id: ColumnId;
  label: string;
  /** Width in rem: the table is laid out fixed, so the windowed rows never shift. */
  width: number;
  sort?: OrderOrderByColumn;
  /** `locale` and `timeZone` are the tenant's: times read on its clock. */
  cell: (order: OrderRow_OrderFragment, locale?: string, timeZone?: string) => Cell;
};

const none = <span className="muted">—</span>;

/** The day in the tenant's time zone, its year only when not this year (the full time is in the cell's title). */
const day = (iso: string, locale?: string, timeZone?: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? formatDate(iso.slice(0, 10), locale) : formatShortDate(todayIn(timeZone, date), locale, timeZone);
};

/** The leg statuses column's width in rem. */
const CHIPS_WIDTH = 22;
/** A chip's width estimated from its words (0.75rem semibold text, 1rem of padding, the gap): generous, never short. */
const chipWidth = (label: string) => label.length * 0.46 + 1.25;

/**
 * As many whole chips as fit the row, then "+N" for the rest (all of them in the cell's title and its list's
 * name): a status is never cut mid-word, never hidden silently.
 */
export const chipsThatFit = (labels: readonly string[], width = CHIPS_WIDTH - 2.5): number => {
  let used = 0;
  let fit = 0;
  for (const label of labels) {
    used += chipWidth(label);
    if (used > width && fit > 0) break;
    fit += 1;
  }
  return fit;
};

const legChips = (order: OrderRow_OrderFragment): Cell => {
  const statuses = [...new Set(order.legStatuses)];
  const shown = chipsThatFit(statuses.map(enumLabel));
  const rest = statuses.slice(shown);
  const all = statuses.map(enumLabel).join(', ');
  return {
    title: all,
    content: (
      <ul className="orders-chips plain-list" aria-label={`Leg statuses: ${all}`}>
        {statuses.slice(0, shown).map((status) => (
          <li key={status}>
            <Badge tone={statusTone(status)}>{enumLabel(status)}</Badge>
          </li>
        ))}
        {rest.length > 0 && <li className="orders-chips-more">+{rest.length}</li>}
      </ul>
    ),
  };
};

const place = (value: ReturnType<typeof pickupPlace>): Cell =>
  value ? { content: placeText(value), title: `${value.name}, ${value.city}, ${value.stateProvince}` } : { content: none };

const next = (order: OrderRow_OrderFragment, locale?: string, timeZone?: string): Cell => {
  const date = nextPickup(order.legs);
  if (!date) return { content: none, title: 'Every leg is picked up' };
  if (date.kind === 'confirmed')
    return {
      content: formatShortDateTime(date.at, locale, timeZone),
      title: `Confirmed pickup: ${formatDateTime(date.at, locale, timeZone)}`,
    };
  if (date.kind === 'asap') return { content: 'ASAP', title: 'Requested as soon as possible' };
  const mode = formatDateRequest({ mode: date.mode, date: null }, locale);
  return {
    content: `${mode} ${formatShortDate(date.date, locale, timeZone)}`,
    title: `Requested pickup, not yet confirmed: ${formatDateRequest({ mode: date.mode, date: date.date }, locale)}`,
  };
};

/**
 * Every column the orders list can show, in the default order of the chooser. Order stage, leg statuses and payment
 * are three vocabularies: the stage is plain words, leg statuses are chips, payment says "Payment …".
 */
export const ORDER_COLUMNS: readonly OrderColumn[] = [
  {
    id: 'number',
    label: 'Number',
    width: 8,
    sort: 'NUMBER',
    cell: (order) => ({
      content: (
        <Link href={`/orders/${order.id}`} data-row-link="">
          {order.number}
        </Link>
      ),
    }),
  },
  {
    id: 'client',
    label: 'Client',
    width: 11,
    sort: 'CLIENT_ID',
    cell: (order) => ({ content: order.client.displayName, title: order.client.displayName }),
  },
  {
    id: 'customer',
    label: 'Customer',
    width: 10,
    cell: (order) => (order.customer ? { content: order.customer.displayName, title: order.customer.displayName } : { content: none }),
  },
  { id: 'pickup', label: 'Pickup', width: 10, cell: (order) => place(pickupPlace(order.legs)) },
  { id: 'delivery', label: 'Delivery', width: 10, cell: (order) => place(deliveryPlace(order.legs)) },
  { id: 'nextPickup', label: 'Next pickup', width: 9, cell: next },
  {
    id: 'vehicles',
    label: 'Vehicles',
    width: 12,
    cell: (order) =>
      order.vehicles.length > 0 ? { content: vehiclesText(order.vehicles), title: vehiclesTitle(order.vehicles) } : { content: none },
  },
  {
    id: 'carrier',
    label: 'Carrier',
    width: 11,
    cell: (order) => {
      const names = carriers(order.legs);
      if (names.length === 0) return { content: none, title: 'No driver or trucking company assigned' };
      return { content: names.length === 1 ? names[0] : `${names[0]} +${names.length - 1} more`, title: names.join('; ') };
    },
  },
  { id: 'stage', label: 'Order stage', width: 8, sort: 'STATE', cell: (order) => ({ content: enumLabel(order.state) }) },
  { id: 'legStatuses', label: 'Leg statuses', width: CHIPS_WIDTH, cell: legChips },
  { id: 'legs', label: 'Legs', width: 4, sort: 'LEG_COUNT', cell: (order) => ({ content: order.legCount, className: 'orders-num' }) },
  {
    id: 'total',
    label: 'Total',
    width: 7,
    cell: (order, locale) =>
      order.price
        ? { content: formatMoney(order.price.total, order.price.currency, locale), className: 'orders-num' }
        : { content: none, title: 'No price recorded' },
  },
  {
    id: 'payment',
    label: 'Payment',
    width: 8,
    cell: (order) =>
      order.paymentStatus
        ? { content: `Payment ${enumLabel(order.paymentStatus).toLowerCase()}` }
        : { content: none, title: 'Not invoiced' },
  },
  {
    id: 'references',
    label: 'References',
    width: 10,
    cell: (order) => {
      const references = order.referenceNumbers.join(', ');
      return references ? { content: references, title: references } : { content: none };
    },
  },
  {
    id: 'created',
    label: 'Created',
    width: 7,
    sort: 'CREATED_AT',
    cell: (order, locale, timeZone) => ({
      content: day(order.createdAt, locale, timeZone),
      title: formatDateTime(order.createdAt, locale, timeZone),
    }),
  },
];

export const COLUMN_BY_ID = new Map(ORDER_COLUMNS.map((column) => [column.id, column]));

/** What a dispatcher sees first: where, when, what, how far along, how much. */
export const DEFAULT_COLUMNS: readonly ColumnId[] = [
  'number',
  'client',
  'pickup',
  'delivery',
  'nextPickup',
  'vehicles',
  'legStatuses',
  'total',
  'created',
];

/** A stored choice, checked: known ids, each once, the number always first (it is the row's link). */
export const parseColumns = (stored: unknown): ColumnId[] | null => {
  if (!Array.isArray(stored)) return null;
  const ids = [...new Set(stored.filter((id): id is ColumnId => typeof id === 'string' && COLUMN_BY_ID.has(id as ColumnId)))];
  if (ids.length === 0) return null;
  return ['number', ...ids.filter((id) => id !== 'number')];
};
