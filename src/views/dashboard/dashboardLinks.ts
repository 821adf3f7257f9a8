import type { OrderLegStatus } from '@/generated/graphql';
import { ORDER_LIST_STATUSES } from '../../domain/orderListFilters';
import { orderListHref } from '../../domain/orderListUrl';

/** Orders with a leg in this status: the status chip where the list has one, else a leg-status condition. */
export const legStatusHref = (status: OrderLegStatus): string =>
  (ORDER_LIST_STATUSES as readonly string[]).includes(status)
    ? orderListHref({ status: [status as (typeof ORDER_LIST_STATUSES)[number]] })
    : orderListHref({ conditions: [{ column: 'LEG_STATUS', operator: 'EQ', values: [status] }] });

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Orders with a leg confirmed for pickup (or delivery) today. "Today" is the UTC day, as the server counts it
 * (server/orders/dashboard.ts: tenants have no time zone yet), so the list's total matches the tile's count.
 */
export const todayHref = (column: 'CONFIRMED_PICKUP_AT' | 'CONFIRMED_DELIVERY_AT', now: Date = new Date()): string => {
  const start = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const values = [new Date(start).toISOString(), new Date(start + DAY_MS - 1).toISOString()];
  return orderListHref({ conditions: [{ column, operator: 'BETWEEN', values }] });
};

/** A leg's life in order, so the chart reads left to right as work moves on (a test checks it holds every status). */
export const LIFECYCLE: readonly OrderLegStatus[] = [
  'CREATED',
  'UNACKNOWLEDGED',
  'PROCESSING',
  'PENDING_CONFIRMATION',
  'CALL_CENTER_CONFIRMED',
  'WAITING_ON_TAG_AND_TITLE',
  'CLEARED_FOR_DISPATCH',
  'PENDING_PICKUP',
  'IN_TRANSIT',
  'PORT_TRANSIT',
  'IN_REPAIR',
  'IN_STORAGE',
  'DELIVERED',
  'INVOICED',
  'DRIVER_PAID',
  'ON_HOLD',
  'ABORTED',
  'CANCELLED',
];
