/**
 * What the /orders filter builder offers per column: the kind of value, the SQLOperator values that make sense
 * for it (server/orders/orderColumns.ts accepts the same), and how a typed value is checked before it is sent.
 */
import type { OrderColumn, SqlOperator } from '@/generated/graphql';
import { InvoicePaymentStatusValues } from '../generated/enums/InvoicePaymentStatus';
import { OrderLegStatusValues } from '../generated/enums/OrderLegStatus';
import { OrderListStatusValues } from '../generated/enums/OrderListStatus';
import { OrderOrderByColumnValues } from '../generated/enums/OrderOrderByColumn';
import { OrderSourceValues } from '../generated/enums/OrderSource';
import { OrderStateValues } from '../generated/enums/OrderState';
import { TransportMethodValues } from '../generated/enums/TransportMethod';

export const ORDER_LIST_STATUSES = OrderListStatusValues;
export const LEG_STATUSES = OrderLegStatusValues;
export const ORDER_SORT_COLUMNS = OrderOrderByColumnValues;

/** text: free text; id: a uuid (clients/customers offer a list); enum: one of `values`; datetime: a day or instant. */
export type ColumnKind = 'text' | 'textList' | 'id' | 'enum' | 'enumList' | 'datetime';

export type ColumnSpec = {
  label: string;
  kind: ColumnKind;
  values?: readonly string[];
  /** Offers "is empty" / "is not empty". */
  nullable?: boolean;
  /** Where the id's choices come from: people pick a reference by name, never type its id. */
  options?: 'clients' | 'customers' | 'drivers' | 'truckingCompanies';
  /** Kept for links that carry it, never offered in the builder (nobody types an order's id). */
  hidden?: boolean;
};

export const ORDER_COLUMNS: Record<OrderColumn, ColumnSpec> = {
  NUMBER: { label: 'Number', kind: 'text' },
  STATE: { label: 'State', kind: 'enum', values: OrderStateValues },
  LEG_STATUS: { label: 'Leg status', kind: 'enumList', values: LEG_STATUSES },
  CLIENT_ID: { label: 'Client', kind: 'id', options: 'clients' },
  CUSTOMER_ID: { label: 'Customer', kind: 'id', options: 'customers', nullable: true },
  REFERENCE_NUMBER: { label: 'Reference number', kind: 'textList', nullable: true },
  VIN: { label: 'VIN', kind: 'text', nullable: true },
  TRANSPORT_METHOD: { label: 'Transport method', kind: 'enum', values: TransportMethodValues },
  SOURCE: { label: 'Source', kind: 'enum', values: OrderSourceValues },
  PAYMENT_STATUS: { label: 'Payment status', kind: 'enum', values: InvoicePaymentStatusValues, nullable: true },
  CREATED_AT: { label: 'Created', kind: 'datetime' },
  UPDATED_AT: { label: 'Updated', kind: 'datetime' },
  CONFIRMED_PICKUP_AT: { label: 'Confirmed pickup', kind: 'datetime', nullable: true },
  CONFIRMED_DELIVERY_AT: { label: 'Confirmed delivery', kind: 'datetime', nullable: true },
  DRIVER_ID: { label: 'Driver', kind: 'id', nullable: true, options: 'drivers' },
  TRUCKING_COMPANY_ID: { label: 'Trucking company', kind: 'id', nullable: true, options: 'truckingCompanies' },
  ID: { label: 'Order id', kind: 'id', hidden: true },
};

/** The columns the builder offers (the hidden ones still decode from a link). */
export const FILTER_COLUMNS = (Object.keys(ORDER_COLUMNS) as OrderColumn[]).filter((column) => !ORDER_COLUMNS[column].hidden);

const BY_KIND: Record<ColumnKind, readonly SqlOperator[]> = {
  text: ['LIKE', 'NOT_LIKE', 'EQ', 'NEQ', 'IN', 'NOT_IN'],
  textList: ['EQ', 'NEQ', 'IN', 'NOT_IN'],
  id: ['EQ', 'NEQ', 'IN', 'NOT_IN'],
  enum: ['EQ', 'NEQ', 'IN', 'NOT_IN'],
  enumList: ['EQ', 'NEQ', 'IN', 'NOT_IN'],
  datetime: ['BETWEEN', 'NOT_BETWEEN', 'GTE', 'GT', 'LTE', 'LT'],
};

export const operatorsFor = (column: OrderColumn): SqlOperator[] => {
  const spec = ORDER_COLUMNS[column];
  return [...BY_KIND[spec.kind], ...(spec.nullable ? (['IS_NULL', 'IS_NOT_NULL'] as const) : [])];
};

const OPERATOR_LABELS: Record<SqlOperator, string> = {
  EQ: 'is',
  NEQ: 'is not',
  GT: 'is more than',
  GTE: 'is at least',
  LT: 'is less than',
  LTE: 'is at most',
  LIKE: 'contains',
  NOT_LIKE: 'does not contain',
  IN: 'is any of',
  NOT_IN: 'is none of',
  BETWEEN: 'is between',
  NOT_BETWEEN: 'is not between',
  IS_NULL: 'is empty',
  IS_NOT_NULL: 'is not empty',
};

const OPERATOR_LABELS_DATE: Partial<Record<SqlOperator, string>> = {
  GT: 'is after',
  GTE: 'is on or after',
  LT: 'is before',
  LTE: 'is on or before',
};

const LIST_WORDS: Partial<Record<SqlOperator, string>> = { EQ: 'includes', NEQ: 'does not include' };

/** The operator in words; for list columns (a leg status, a reference number) EQ means "has one that is". */
export const operatorLabel = (column: OrderColumn, operator: SqlOperator): string => {
  const kind = ORDER_COLUMNS[column].kind;
  if ((kind === 'textList' || kind === 'enumList') && LIST_WORDS[operator]) return LIST_WORDS[operator];
  if (kind === 'datetime' && OPERATOR_LABELS_DATE[operator]) return OPERATOR_LABELS_DATE[operator];
  return OPERATOR_LABELS[operator];
};

/** How many values an operator takes: none, one, exactly two (a range) or a list. */
export type Arity = 'none' | 'one' | 'two' | 'many';

export const arityOf = (operator: SqlOperator): Arity => {
  if (operator === 'IS_NULL' || operator === 'IS_NOT_NULL') return 'none';
  if (operator === 'BETWEEN' || operator === 'NOT_BETWEEN') return 'two';
  if (operator === 'IN' || operator === 'NOT_IN') return 'many';
  return 'one';
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const MAX_VALUE_LENGTH = 200;

/** Whether one value suits the column: a known enum value, a uuid, a real day (YYYY-MM-DD) or instant, or text. */
export const validValue = (column: OrderColumn, value: string): boolean => {
  const spec = ORDER_COLUMNS[column];
  if (value.length === 0 || value.length > MAX_VALUE_LENGTH) return false;
  if (spec.values) return spec.values.includes(value);
  if (spec.kind === 'id') return UUID.test(value);
  if (spec.kind === 'datetime') {
    if (DAY.test(value)) {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value); // 2024-02-30 is no day
    }
    return INSTANT.test(value) && !Number.isNaN(Date.parse(value));
  }
  return value.trim().length > 0;
};
