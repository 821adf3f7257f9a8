import { LegHoldReasonValues } from '../../src/generated/enums/LegHoldReason';
import { OrderLegStatusValues } from '../../src/generated/enums/OrderLegStatus';
import { TransportMethodValues } from '../../src/generated/enums/TransportMethod';
import type { OrderLegColumn, OrderLegOrderByColumn } from '../../src/generated/resolvers';
import { type ColumnSpec, type SortSpec, tiebreakById } from '../graphql/where';

export const LEG_WHERE: Record<OrderLegColumn, ColumnSpec> = {
  ID: { sql: 'l.id', type: 'uuid' },
  NUMBER: { sql: 'l.number', type: 'text' },
  ORDER_ID: { sql: 'l.order_id', type: 'uuid' },
  STATUS: { sql: 'l.status', type: 'text', values: OrderLegStatusValues },
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
  CREATED_AT: { sql: 'l.created_at', tiebreak: tiebreakById('l') },
  UPDATED_AT: { sql: 'l.updated_at', tiebreak: tiebreakById('l') },
  NUMBER: { sql: 'l.number', tiebreak: tiebreakById('l') },
  STATUS: { sql: 'l.status' },
  TRANSPORT_METHOD: { sql: 'l.transport_method' },
  DRIVER_ID: { sql: 'l.driver_id', nullable: true },
  TRUCKING_COMPANY_ID: { sql: 'l.trucking_company_id', nullable: true },
  CONFIRMED_PICKUP_AT: { sql: 'l.confirmed_pickup_at', nullable: true },
  CONFIRMED_DELIVERY_AT: { sql: 'l.confirmed_delivery_at', nullable: true },
  REQUESTED_PICKUP_DATE: { sql: 'l.requested_pickup_date', nullable: true },
  REQUESTED_DELIVERY_DATE: { sql: 'l.requested_delivery_date', nullable: true },
};
