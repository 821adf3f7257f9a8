import type { ClientIssueKind } from '../../src/generated/enums/ClientIssueKind';

/** One account of the overview (ClientRelationsAccount); `clientId` resolves `client`. */
export type ClientRelationsAccountRow = {
  clientId: string;
  ordersThisMonth: number;
  ordersLastMonth: number;
  latePickups: number;
  lateDeliveries: number;
  openQuotes: number;
  oldestOpenQuoteDays: number | null;
  openDamageClaims: number;
};

export type ClientIssueRow = { kind: ClientIssueKind; id: string; number: string; href: string | null; since: string };

/** An account's 90 days (ClientHealth); `clientId` resolves `client`. */
export type ClientHealthRow = {
  clientId: string;
  since: string;
  orders: number;
  legsDelivered: number;
  legsPromised: number;
  legsOnTime: number;
  onTimeRate: number | null;
  legsDamaged: number;
  damageRate: number | null;
  invoicesPaid: number;
  averagePaymentDays: number | null;
  openIssues: ClientIssueRow[];
};

// The statements below bind $1 the tenant, $2 its time zone and $3 its today (YYYY-MM-DD); `l` is a leg.

/** The day a leg was promised for pickup: the confirmed one, else a requested ON or BEFORE day. */
export const PICKUP_DUE = `coalesce((l.confirmed_pickup_at AT TIME ZONE $2)::date,
  CASE WHEN l.requested_pickup_mode IN ('ON', 'BEFORE') THEN l.requested_pickup_date END)`;
/** The day a leg was promised for delivery, the same way. */
export const DELIVERY_DUE = `coalesce((l.confirmed_delivery_at AT TIME ZONE $2)::date,
  CASE WHEN l.requested_delivery_mode IN ('ON', 'BEFORE') THEN l.requested_delivery_date END)`;

/** Statuses of a leg that has not left its pickup yet. */
const BEFORE_PICKUP = `('UNACKNOWLEDGED', 'CREATED', 'PROCESSING', 'PENDING_CONFIRMATION', 'CALL_CENTER_CONFIRMED',
  'CLEARED_FOR_DISPATCH', 'PENDING_PICKUP', 'WAITING_ON_TAG_AND_TITLE', 'ON_HOLD', 'ABORTED')`;
/** Statuses of a leg that is done with its delivery (or will never make it). */
const DONE = `('DELIVERED', 'INVOICED', 'DRIVER_PAID', 'CANCELLED')`;

export const LATE_PICKUP = `l.deleted_at IS NULL AND l.picked_up_at IS NULL AND l.status IN ${BEFORE_PICKUP} AND ${PICKUP_DUE} < $3::date`;
export const LATE_DELIVERY = `l.deleted_at IS NULL AND l.delivered_at IS NULL AND l.status NOT IN ${DONE} AND ${DELIVERY_DUE} < $3::date`;

/** A quote still waiting on the client or on staff to make it an order. */
export const OPEN_QUOTE = `q.deleted_at IS NULL AND q.status IN ('PENDING', 'ACCEPTED') AND q.order_id IS NULL`;
