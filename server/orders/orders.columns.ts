import { InvoicePaymentStatusValues } from '../../src/generated/enums/InvoicePaymentStatus';
import { OrderLegStatusValues } from '../../src/generated/enums/OrderLegStatus';
import { OrderSourceValues } from '../../src/generated/enums/OrderSource';
import { OrderStateValues } from '../../src/generated/enums/OrderState';
import { TransportMethodValues } from '../../src/generated/enums/TransportMethod';
import type { OrderColumn, OrderOrderByColumn } from '../../src/generated/resolvers';
import { type ColumnSpec, type SortSpec, tiebreakById } from '../graphql/where';

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
  LEG_STATUS: { sql: 'o.leg_statuses', type: 'text', values: OrderLegStatusValues, array: true },
  TRANSPORT_METHOD: { sql: 'l.transport_method', type: 'text', values: TransportMethodValues, wrap: onSomeLeg },
  DRIVER_ID: { sql: 'l.driver_id', type: 'uuid', wrap: onSomeLeg },
  TRUCKING_COMPANY_ID: { sql: 'l.trucking_company_id', type: 'uuid', wrap: onSomeLeg },
  CONFIRMED_PICKUP_AT: { sql: 'l.confirmed_pickup_at', type: 'timestamptz', wrap: onSomeLeg },
  CONFIRMED_DELIVERY_AT: { sql: 'l.confirmed_delivery_at', type: 'timestamptz', wrap: onSomeLeg },
  VIN: { sql: 'v.vin', type: 'text', wrap: onSomeVehicle },
};

export const ORDER_SORT: Record<OrderOrderByColumn, SortSpec> = {
  CREATED_AT: { sql: 'o.created_at', tiebreak: tiebreakById('o') },
  UPDATED_AT: { sql: 'o.updated_at', tiebreak: tiebreakById('o') },
  NUMBER: { sql: 'o.number', tiebreak: tiebreakById('o') },
  STATE: { sql: 'o.state' },
  CLIENT_ID: { sql: 'o.client_id' },
  LEG_COUNT: { sql: 'o.leg_count' },
};
