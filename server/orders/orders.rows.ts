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
import { LEG_SELECT, ORDER_SELECT } from './orders.selects';
import type { LegContact } from '../../src/domain/schemas/orders';

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
