/** Words for quote statuses, events and audit rows. */
import type { LineItemType, QuoteEvent } from '@/generated/graphql';
import { type QuoteStatus, QuoteStatusValues } from '@/generated/enums/QuoteStatus';
import { QUOTE_STATUS_LABEL } from '../../../domain/labels';
import type { BadgeTone } from '../ui/Badge';

/** Pending first: the quotes waiting on someone. */
export const QUOTE_STATUSES: readonly QuoteStatus[] = ['PENDING', ...QuoteStatusValues.filter((status) => status !== 'PENDING')];

/** One label per status everywhere (src/domain/labels.ts). */
export { QUOTE_STATUS_LABEL };

/** A priced line's type (the quote page, the form's live price, an order's quote tab). */
export const LINE_ITEM_LABEL: Record<LineItemType, string> = {
  DELIVERY: 'Delivery',
  DISCOUNT: 'Discount',
  FIRST_SERVICE_CHARGE: 'First service charge',
  FUEL: 'Fuel',
  HAZMAT: 'Hazmat',
  PICKUP: 'Pickup',
  RATE: 'Rate',
  STORAGE: 'Storage',
  TAG_AND_TITLE: 'Tag and title',
  TARIFF: 'Tariff',
  TAX: 'Tax',
};

const TONE: Record<QuoteStatus, BadgeTone> = {
  ACCEPTED: 'success',
  CONFIRMED: 'success',
  DECLINED: 'danger',
  EXPIRED: 'neutral',
  PENDING: 'info',
};

export const quoteStatusTone = (status: QuoteStatus) => TONE[status];

/** CONFIRM is "Convert to order": confirming an accepted quote is what creates its order. */
export const QUOTE_EVENT_LABEL: Record<QuoteEvent, string> = {
  ACCEPT: 'Accept',
  DECLINE: 'Decline',
  EXPIRE: 'Expire',
  CONFIRM: 'Convert to order',
  REVISE: 'Revise',
};

const AUDIT_EVENT: Record<string, string> = {
  'quote.create': 'Created',
  'quote.accept': 'Accepted',
  'quote.decline': 'Declined',
  'quote.expire': 'Expired',
  'quote.revise': 'Revised (priced again)',
  'quote.confirm': 'Converted to an order',
};

export const quoteAuditLabel = (event: string): string => AUDIT_EVENT[event] ?? event;
