import { InvoicePaymentStatusValues } from '../../src/generated/enums/InvoicePaymentStatus';
import { LegHoldReasonValues } from '../../src/generated/enums/LegHoldReason';
import { OrderLegStatusValues } from '../../src/generated/enums/OrderLegStatus';
import { OrderSourceValues } from '../../src/generated/enums/OrderSource';
import { OrderStateValues } from '../../src/generated/enums/OrderState';
import { TransportMethodValues } from '../../src/generated/enums/TransportMethod';
import type { OrderColumn, OrderLegColumn, OrderLegOrderByColumn, OrderOrderByColumn } from '../../src/generated/resolvers';
import type { ColumnSpec } from '../graphql/where';

export const LEG_STATUSES = OrderLegStatusValues;

/** Leg conditions on the order list: "the order has a (live) leg where …". */
const onSomeLeg = (condition: string) =>
  `EXISTS (SELECT 1 FROM order_legs l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id AND l.deleted_at IS NULL AND ${condition})`;
const onSomeVehicle = (condition: string) =>
  `EXISTS (SELECT 1 FROM order_legs l JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
    WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id AND l.deleted_at IS NULL AND ${condition})`;

export const ORDER_WHERE: Record<OrderColumn, ColumnSpec> = {
  ID: { sql: 'o.id', type: 'uuid' },
  NUMBER: { sql: 'o.number', type: 'text' },
  STATE: { sql: 'o.state', type: 'text', values: OrderStateValues },
  CLIENT_ID: { sql: 'o.client_id', type: 'uuid' },
  CUSTOMER_ID: { sql: 'o.customer_id', type: 'uuid' },
  SOURCE: { sql: 'o.source', type: 'text', values: OrderSourceValues },
  PAYMENT_STATUS: { sql: 'o.payment_status', type: 'text', values: InvoicePaymentStatusValues },
  REFERENCE_NUMBER: { sql: 'o.reference_numbers', type: 'text', array: true },
  CREATED_AT: { sql: 'o.created_at', type: 'timestamptz' },
  UPDATED_AT: { sql: 'o.updated_at', type: 'timestamptz' },
  // The order's own copy of its legs' statuses: "has a leg with" in one GIN lookup instead of a subquery per row.
  LEG_STATUS: { sql: 'o.leg_statuses', type: 'text', values: LEG_STATUSES, array: true },
  TRANSPORT_METHOD: { sql: 'l.transport_method', type: 'text', values: TransportMethodValues, wrap: onSomeLeg },
  DRIVER_ID: { sql: 'l.driver_id', type: 'uuid', wrap: onSomeLeg },
  TRUCKING_COMPANY_ID: { sql: 'l.trucking_company_id', type: 'uuid', wrap: onSomeLeg },
  CONFIRMED_PICKUP_AT: { sql: 'l.confirmed_pickup_at', type: 'timestamptz', wrap: onSomeLeg },
  CONFIRMED_DELIVERY_AT: { sql: 'l.confirmed_delivery_at', type: 'timestamptz', wrap: onSomeLeg },
  VIN: { sql: 'v.vin', type: 'text', wrap: onSomeVehicle },
};

/**
 * Sort keys. `nullable` ones sort their nulls last; the others keep the plain direction so an index can serve it.
 * `tiebreak` completes the key the way its index (tenant_id, key, …) is ordered, so a page needs no sort step.
 */
export type SortSpec = { sql: string; nullable?: boolean; tiebreak?: (order: 'ASC' | 'DESC') => string };

const byId = (alias: string) => (order: 'ASC' | 'DESC') => `${alias}.id ${order}`;

export const ORDER_SORT: Record<OrderOrderByColumn, SortSpec> = {
  CREATED_AT: { sql: 'o.created_at', tiebreak: byId('o') },
  UPDATED_AT: { sql: 'o.updated_at', tiebreak: byId('o') },
  NUMBER: { sql: 'o.number', tiebreak: byId('o') },
  STATE: { sql: 'o.state' },
  CLIENT_ID: { sql: 'o.client_id' },
  LEG_COUNT: { sql: 'o.leg_count' },
};

export const LEG_WHERE: Record<OrderLegColumn, ColumnSpec> = {
  ID: { sql: 'l.id', type: 'uuid' },
  NUMBER: { sql: 'l.number', type: 'text' },
  ORDER_ID: { sql: 'l.order_id', type: 'uuid' },
  STATUS: { sql: 'l.status', type: 'text', values: LEG_STATUSES },
  TRANSPORT_METHOD: { sql: 'l.transport_method', type: 'text', values: TransportMethodValues },
  VEHICLE_ID: { sql: 'l.vehicle_id', type: 'uuid' },
  DRIVER_ID: { sql: 'l.driver_id', type: 'uuid' },
  TRUCKING_COMPANY_ID: { sql: 'l.trucking_company_id', type: 'uuid' },
  CONFIRMED_PICKUP_AT: { sql: 'l.confirmed_pickup_at', type: 'timestamptz' },
  CONFIRMED_DELIVERY_AT: { sql: 'l.confirmed_delivery_at', type: 'timestamptz' },
  REQUESTED_PICKUP_DATE: { sql: 'l.requested_pickup_date', type: 'date' },
  REQUESTED_DELIVERY_DATE: { sql: 'l.requested_delivery_date', type: 'date' },
  HOLD_REASON: { sql: 'l.hold_reason', type: 'text', values: LegHoldReasonValues },
  CREATED_AT: { sql: 'l.created_at', type: 'timestamptz' },
  UPDATED_AT: { sql: 'l.updated_at', type: 'timestamptz' },
};

export const LEG_SORT: Record<OrderLegOrderByColumn, SortSpec> = {
  CREATED_AT: { sql: 'l.created_at', tiebreak: byId('l') },
  UPDATED_AT: { sql: 'l.updated_at', tiebreak: byId('l') },
  NUMBER: { sql: 'l.number', tiebreak: byId('l') },
  STATUS: { sql: 'l.status' },
  TRANSPORT_METHOD: { sql: 'l.transport_method' },
  DRIVER_ID: { sql: 'l.driver_id', nullable: true },
  TRUCKING_COMPANY_ID: { sql: 'l.trucking_company_id', nullable: true },
  CONFIRMED_PICKUP_AT: { sql: 'l.confirmed_pickup_at', nullable: true },
  CONFIRMED_DELIVERY_AT: { sql: 'l.confirmed_delivery_at', nullable: true },
  REQUESTED_PICKUP_DATE: { sql: 'l.requested_pickup_date', nullable: true },
  REQUESTED_DELIVERY_DATE: { sql: 'l.requested_delivery_date', nullable: true },
};

/**
 * ORDER BY from a Lighthouse `orderBy` list. Unlike buildOrderBy it adds NULLS LAST only to nullable keys
 * (`created_at DESC NULLS LAST` would not match the (created_at DESC) index) and ends in the last key's tiebreak,
 * else `fallback`'s own: pages stay stable and index-ordered. No orderBy: `fallback` (newest first).
 */
export const sortSql = <C extends string>(
  orderBy: readonly { column: C; order: 'ASC' | 'DESC' }[] | null | undefined,
  sorts: Record<C, SortSpec>,
  fallback: string,
  tiebreak: string,
): string => {
  const keys = (orderBy ?? []).slice(0, 5);
  if (keys.length === 0) return `${fallback}, ${tiebreak}`;
  const parts = keys.map(
    ({ column, order }) => `${sorts[column].sql} ${order === 'ASC' ? 'ASC' : 'DESC'}${sorts[column].nullable ? ' NULLS LAST' : ''}`,
  );
  const last = keys[keys.length - 1];
  const own = sorts[last.column].tiebreak;
  return [...parts, own ? own(last.order === 'ASC' ? 'ASC' : 'DESC') : `${fallback}, ${tiebreak}`].join(', ');
};
