/** Words for quote statuses, events and audit rows. */
import type { QuoteEvent, QuoteStatus } from '@/generated/graphql';
import type { BadgeProps } from '../ui/Badge';

export const QUOTE_STATUSES: readonly QuoteStatus[] = ['PENDING', 'ACCEPTED', 'CONFIRMED', 'DECLINED', 'EXPIRED'];

export const QUOTE_STATUS_LABEL: Record<QuoteStatus, string> = {
  ACCEPTED: 'Accepted',
  CONFIRMED: 'Confirmed',
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  PENDING: 'Pending',
};

const TONE: Record<QuoteStatus, NonNullable<BadgeProps['tone']>> = {
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
