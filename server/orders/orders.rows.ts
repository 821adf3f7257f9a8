import type {
  AlertPriority,
  DateMode,
  InvoicePaymentStatus,
  LegHoldReason,
  NoteKind,
  OrderLegStatus,
  OrderLocationRole,
  OrderPriceSource,
  OrderSource,
  OrderState,
  TransportMethod,
} from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import type { LegContact } from '../../src/domain/schemas/orders';
import { LEG_NUMBER, ORDER_NUMBER } from '../../src/domain/recordNumbers';
import type { RecordNumbers } from '../db/counters';

/**
 * SELECT lists that produce the rows below (camelCase aliases). Each assumes its table alias:
 * orders `o`, order_legs `l`, comments `c`, alerts `a`.
 * Mutations return rows through the same lists, so a row looks the same whichever resolver produced it.
 */
export const ORDER_SELECT = `o.id, o.tenant_id AS "tenantId", o.number, o.state, o.client_id AS "clientId",
  o.customer_id AS "customerId", o.reference_numbers AS "referenceNumbers", o.leg_statuses AS "legStatuses",
  o.leg_count AS "legCount", o.payment_status AS "paymentStatus", o.quote_id AS "quoteId", o.source,
  o.price_source AS "priceSource", o.price_quote_revision AS "priceQuoteRevision", o.price_currency AS "priceCurrency",
  o.price_subtotal::float8 AS "priceSubtotal", o.price_tax::float8 AS "priceTax", o.price_total::float8 AS "priceTotal",
  o.price_warnings AS "priceWarnings", o.priced_at AS "pricedAt",
  o.created_by AS "createdBy", o.version, o.created_at AS "createdAt", o.updated_at AS "updatedAt",
  o.archived_at AS "archivedAt", o.deleted_at AS "deletedAt"`;

// Dates as YYYY-MM-DD text (a JS Date would shift them by the server's time zone); numeric as a JS number.
export const LEG_SELECT = `l.id, l.tenant_id AS "tenantId", l.order_id AS "orderId", l.number, l.position, l.sequence,
  l.vehicle_id AS "vehicleId", l.origin_id AS "originId", l.destination_id AS "destinationId",
  l.transport_method AS "transportMethod", l.status, l.held_from AS "heldFrom", l.hold_reason AS "holdReason",
  l.status_reason AS "statusReason", l.requested_pickup_mode AS "requestedPickupMode",
  to_char(l.requested_pickup_date, 'YYYY-MM-DD') AS "requestedPickupDate", l.requested_delivery_mode AS "requestedDeliveryMode",
  to_char(l.requested_delivery_date, 'YYYY-MM-DD') AS "requestedDeliveryDate", l.confirmed_pickup_at AS "confirmedPickupAt",
  l.confirmed_delivery_at AS "confirmedDeliveryAt", l.driver_id AS "driverId", l.trucking_company_id AS "truckingCompanyId",
  l.unit_id AS "unitId", l.distance::float8 AS distance, l.client_paid AS "clientPaid", l.driver_paid AS "driverPaid",
  l.pickup_report_submitted AS "pickupReportSubmitted", l.delivery_report_submitted AS "deliveryReportSubmitted",
  l.needs_tag_and_title AS "needsTagAndTitle", l.tag_and_title_done AS "tagAndTitleDone", l.acknowledged_at AS "acknowledgedAt",
  l.picked_up_at AS "pickedUpAt", l.delivered_at AS "deliveredAt", l.notes, l.pickup_contact AS "pickupContact",
  l.delivery_contact AS "deliveryContact", l.version, l.created_at AS "createdAt",
  l.updated_at AS "updatedAt"`;

/** Needs `LEFT JOIN users u ON u.id = c.author_id`. */
export const COMMENT_SELECT = `c.id, c.entity_kind AS "entityKind", c.entity_id AS "entityId", c.order_id AS "orderId", c.body,
  c.internal, c.mentions, u.name AS "authorName", c.created_at AS "createdAt"`;

/** Needs `LEFT JOIN users u ON u.id = a.acknowledged_by`. */
export const ALERT_SELECT = `a.id, a.order_id AS "orderId", a.order_leg_id AS "orderLegId", a.priority, a.message,
  a.acknowledged_at AS "acknowledgedAt", u.name AS "acknowledgedByName", a.created_at AS "createdAt"`;

// Rows of orders, legs and their notes, tags, comments and alerts as the SELECT lists of orders.selects.ts produce them
// (camelCase aliases; dates as the database returns them), mapped onto the GraphQL types by codegen.

export type OrderRow = {
  id: string;
  tenantId: string;
  number: string;
  state: OrderState;
  clientId: string;
  customerId: string | null;
  referenceNumbers: string[];
  legStatuses: OrderLegStatus[];
  legCount: number;
  paymentStatus: InvoicePaymentStatus | null;
  quoteId: string | null;
  source: OrderSource;
  /** The agreed price (orders.price.ts); null until one is recorded. */
  priceSource: OrderPriceSource | null;
  priceQuoteRevision: number | null;
  priceCurrency: string | null;
  priceSubtotal: number | null;
  priceTax: number | null;
  priceTotal: number | null;
  priceWarnings: string[];
  pricedAt: Date | null;
  createdBy: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
  deletedAt: Date | null;
};

export type OrderLegRow = {
  id: string;
  tenantId: string;
  orderId: string;
  number: string;
  position: number;
  sequence: number;
  vehicleId: string | null;
  originId: string | null;
  destinationId: string | null;
  transportMethod: TransportMethod;
  status: OrderLegStatus;
  heldFrom: OrderLegStatus | null;
  holdReason: LegHoldReason | null;
  statusReason: string | null;
  requestedPickupMode: DateMode;
  requestedPickupDate: string | null;
  requestedDeliveryMode: DateMode;
  requestedDeliveryDate: string | null;
  confirmedPickupAt: Date | null;
  confirmedDeliveryAt: Date | null;
  driverId: string | null;
  truckingCompanyId: string | null;
  unitId: string | null;
  distance: number | null;
  clientPaid: boolean;
  driverPaid: boolean;
  pickupReportSubmitted: boolean;
  deliveryReportSubmitted: boolean;
  needsTagAndTitle: boolean;
  tagAndTitleDone: boolean;
  acknowledgedAt: Date | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  notes: string | null;
  pickupContact: LegContact | null;
  deliveryContact: LegContact | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export type OrderLocationRow = { orderId: string; role: OrderLocationRole; locationId: string };

export type OrderNoteRow = { id: string; orderId: string; kind: NoteKind; body: string; authorName: string | null; createdAt: Date };

export type TagRow = { id: string; name: string; colour: string };

export type CommentRow = {
  id: string;
  entityKind: 'Orders' | 'Order legs' | 'Quotes';
  entityId: string;
  orderId: string | null;
  body: string;
  internal: boolean;
  mentions: string[];
  authorName: string | null;
  createdAt: Date;
};

export type AlertRow = {
  id: string;
  orderId: string | null;
  orderLegId: string | null;
  priority: AlertPriority;
  message: string;
  acknowledgedAt: Date | null;
  acknowledgedByName: string | null;
  createdAt: Date;
};

// The write side reads and returns rows through the read side's SELECT lists (aliases `o` and `l`).

/** A live (not deleted) order, locked for the rest of the transaction when `lock`. */
export const findOrder = async (db: Queryable, id: string, lock = false): Promise<OrderRow | null> => {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_SELECT} FROM orders o WHERE o.id = $1 AND o.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

export const findLeg = async (db: Queryable, id: string, lock = false): Promise<OrderLegRow | null> => {
  const { rows } = await db.query<OrderLegRow>(
    `SELECT ${LEG_SELECT} FROM order_legs l WHERE l.id = $1 AND l.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

export const legsOfOrder = async (db: Queryable, orderId: string, lock = false): Promise<OrderLegRow[]> => {
  const { rows } = await db.query<OrderLegRow>(
    `SELECT ${LEG_SELECT} FROM order_legs l WHERE l.order_id = $1 AND l.deleted_at IS NULL ORDER BY l.position${lock ? ' FOR UPDATE' : ''}`,
    [orderId],
  );
  return rows;
};

/** Many orders by id (a set-based transition's or an import batch's), those row-level security lets the caller see. */
export const findOrders = async (db: Queryable, ids: readonly string[]): Promise<OrderRow[]> =>
  (await db.query<OrderRow>(`SELECT ${ORDER_SELECT} FROM orders o WHERE o.id = ANY($1::uuid[]) AND o.deleted_at IS NULL`, [ids])).rows;

/** The live legs of many orders in one statement, by order, each order's in position order (FOR UPDATE to lock them). */
export const legsOfOrders = async (db: Queryable, orderIds: readonly string[], lock = false): Promise<Map<string, OrderLegRow[]>> => {
  const { rows } = await db.query<OrderLegRow>(
    `SELECT ${LEG_SELECT} FROM order_legs l WHERE l.order_id = ANY($1::uuid[]) AND l.deleted_at IS NULL
     ORDER BY l.order_id, l.position${lock ? ' FOR UPDATE' : ''}`,
    [orderIds],
  );
  const byOrder = new Map<string, OrderLegRow[]>();
  for (const leg of rows) byOrder.set(leg.orderId, [...(byOrder.get(leg.orderId) ?? []), leg]);
  return byOrder;
};

/** Orders are numbered O-100001 by their counter; a leg is its order's number and its position (O-100191-2). */
export const ORDER_NUMBERS: RecordNumbers = { format: ORDER_NUMBER, table: 'orders', counter: 'ORDER' };
export const LEG_NUMBERS: RecordNumbers = { format: LEG_NUMBER, table: 'order_legs' };

/** What the audit rows of orders and of legs name (records/writes.ts auditWrite): `Orders`, `order.note`. */
export const ORDER_AUDIT = { kind: 'Orders', noun: 'order' };
export const LEG_AUDIT = { kind: 'Order legs', noun: 'leg' };
