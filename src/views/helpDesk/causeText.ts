import type { HelpDeskReason } from '@/generated/enums/HelpDeskReason';
import { formatRelative } from '../../domain/format';
import type { DateTimeFormatter } from '../kit/app/useDateTimeFormat';

export type Cause = { reason: HelpDeskReason; at?: string | null; detail: string };

const WHEN: Record<HelpDeskReason, string> = {
  PICKUP_OVERDUE: 'Pickup was due',
  DELIVERY_OVERDUE: 'Delivery was due',
  ABORTED: 'Aborted',
  LONG_HOLD: 'Held since',
  PICKED_UP_WITHOUT_REPORT: 'Picked up',
  NEW_DAMAGE: 'Reported',
};

/**
 * Why a leg is listed, in words: "Pickup was due Nov 26, 2026, 9:00 AM (2 hours ago). Not picked up yet (pending
 * pickup)". The time is on the tenant's clock (the formatter); the detail is the server's.
 */
export const causeText = (cause: Cause, dateTime: DateTimeFormatter, now: number, locale?: string): string => {
  const when = cause.at ? `${WHEN[cause.reason]} ${dateTime(cause.at)} (${formatRelative(cause.at, now, locale)}). ` : '';
  return `${when}${cause.detail}.`;
};
