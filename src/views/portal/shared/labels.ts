/**
 * The portal's words for statuses. Clients read the journey of their vehicle, not the operator's workflow: the
 * steps after delivery (invoicing, paying the driver) are the operator's bookkeeping and read "Delivered".
 */
import type { LegHoldReason, LineItemType, MediaCategory, OrderLegStatus, OrderListStatus, TransportMethod } from '@/generated/graphql';
import { type QuoteStatus, QuoteStatusValues } from '@/generated/enums/QuoteStatus';
import { MEDIA_CATEGORY_LABEL } from '../../kit/record/mediaLabels';
import type { BadgeTone } from '../../kit/ui/Badge';

export const PORTAL_LEG_STATUS_LABEL: Record<OrderLegStatus, string> = {
  CREATED: 'Received',
  UNACKNOWLEDGED: 'Awaiting acknowledgement',
  PROCESSING: 'Being arranged',
  PENDING_CONFIRMATION: 'Awaiting confirmation',
  CALL_CENTER_CONFIRMED: 'Confirmed',
  WAITING_ON_TAG_AND_TITLE: 'Waiting on tag and title',
  CLEARED_FOR_DISPATCH: 'Ready for dispatch',
  PENDING_PICKUP: 'Awaiting pickup',
  ABORTED: 'Pickup aborted',
  IN_TRANSIT: 'In transit',
  PORT_TRANSIT: 'In transit (port)',
  IN_REPAIR: 'In repair',
  IN_STORAGE: 'In storage',
  DELIVERED: 'Delivered',
  INVOICED: 'Delivered',
  DRIVER_PAID: 'Delivered',
  ON_HOLD: 'On hold',
  CANCELLED: 'Cancelled',
};

const LEG_TONES: Partial<Record<OrderLegStatus, BadgeTone>> = {
  UNACKNOWLEDGED: 'warning',
  ON_HOLD: 'warning',
  IN_REPAIR: 'warning',
  ABORTED: 'danger',
  CANCELLED: 'danger',
  IN_TRANSIT: 'info',
  PORT_TRANSIT: 'info',
  IN_STORAGE: 'info',
  PENDING_PICKUP: 'info',
  DELIVERED: 'success',
  INVOICED: 'success',
  DRIVER_PAID: 'success',
};

/** The chip's colour; its text always names the status, so colour is never the only cue. */
export const portalLegTone = (status: OrderLegStatus): BadgeTone => LEG_TONES[status] ?? 'neutral';

/** The order-list statuses a client filters by, in the order a move goes through them. */
export const PORTAL_ORDER_STATUSES: readonly OrderListStatus[] = [
  'UNACKNOWLEDGED',
  'ACKNOWLEDGED',
  'PENDING_CONFIRMATION',
  'PENDING_PICKUP',
  'IN_TRANSIT',
  'IN_STORAGE',
  'ON_HOLD',
  'WAITING_ON_TAG_AND_TITLE',
  'DELIVERED',
  'CLOSED',
];

const ORDER_STATUS_LABEL: Partial<Record<OrderListStatus, string>> = {
  ACKNOWLEDGED: 'Acknowledged',
  CLOSED: 'Closed',
};

export const portalOrderStatusLabel = (status: OrderListStatus): string =>
  ORDER_STATUS_LABEL[status] ?? PORTAL_LEG_STATUS_LABEL[status as OrderLegStatus] ?? status;

/** Awaiting your answer comes first: it is the one status that asks something of the portal user. */
export const PORTAL_QUOTE_STATUSES: readonly QuoteStatus[] = ['PENDING', ...QuoteStatusValues.filter((status) => status !== 'PENDING')];

export const PORTAL_QUOTE_STATUS_LABEL: Record<QuoteStatus, string> = {
  PENDING: 'Awaiting your answer',
  ACCEPTED: 'Accepted',
  CONFIRMED: 'Ordered',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
};

const QUOTE_TONES: Record<QuoteStatus, BadgeTone> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  CONFIRMED: 'success',
  DECLINED: 'danger',
  EXPIRED: 'neutral',
};

export const portalQuoteTone = (status: QuoteStatus): BadgeTone => QUOTE_TONES[status];

export const PORTAL_METHOD_LABEL: Record<TransportMethod, string> = {
  CLIENT_IN: 'You bring it in',
  DRIVEN: 'Driven',
  TOW: 'Towed',
  TRUCKED: 'Trucked',
};

export const PORTAL_HOLD_REASON_LABEL: Record<LegHoldReason, string> = {
  CLIENT_REQUEST: 'At your request',
  FUTURE_PROJECT: 'Planned for later',
  MORE_INFO_NEEDED: 'We need more information from you',
  OTHER_REASON: 'Other reason',
  VEHICLE_NOT_READY: 'The vehicle is not ready',
  WAITING_FOR_CANCEL: 'Waiting to be cancelled',
};

/** The staff's words but one: a client knows accounting exports, not the accounting package's name. */
export const PORTAL_MEDIA_CATEGORY_LABEL: Record<MediaCategory, string> = { ...MEDIA_CATEGORY_LABEL, QB_EXPORTS: 'Accounting exports' };

export const PORTAL_LINE_ITEM_LABEL: Record<LineItemType, string> = {
  DELIVERY: 'Delivery',
  DISCOUNT: 'Discount',
  FIRST_SERVICE_CHARGE: 'First service charge',
  FUEL: 'Fuel',
  HAZMAT: 'Hazardous materials',
  PICKUP: 'Pickup',
  RATE: 'Transport',
  STORAGE: 'Storage',
  TAG_AND_TITLE: 'Tag and title',
  TARIFF: 'Tariff',
  TAX: 'Tax',
};

/** The portal's words for a priced line's leg (the quote tables' column): a vehicle move, or the whole order. */
export const PORTAL_LEG_COLUMN = {
  heading: 'Vehicle move',
  name: (legIndex: number | null) => (legIndex === null ? 'Whole order' : `Move ${legIndex + 1}`),
};
