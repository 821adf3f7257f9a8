import { type HelpDeskReason, HelpDeskReasonValues } from '@/generated/enums/HelpDeskReason';
import type { BadgeTone } from '../kit/ui/Badge';

export const REASON_LABEL: Record<HelpDeskReason, string> = {
  PICKUP_OVERDUE: 'Pickup overdue',
  DELIVERY_OVERDUE: 'Delivery overdue',
  ABORTED: 'Pickup aborted',
  LONG_HOLD: 'On hold over a day',
  PICKED_UP_WITHOUT_REPORT: 'No pickup report',
  NEW_DAMAGE: 'New damage',
};

export const REASON_TONE: Record<HelpDeskReason, BadgeTone> = {
  PICKUP_OVERDUE: 'warning',
  DELIVERY_OVERDUE: 'warning',
  ABORTED: 'danger',
  LONG_HOLD: 'neutral',
  PICKED_UP_WITHOUT_REPORT: 'danger',
  NEW_DAMAGE: 'danger',
};

/** What each card says the reason means. */
export const REASON_HINT: Record<HelpDeskReason, string> = {
  PICKUP_OVERDUE: 'Not picked up, and the confirmed pickup time has passed.',
  DELIVERY_OVERDUE: 'Picked up, and the confirmed delivery time has passed.',
  ABORTED: 'The pickup failed: reschedule or cancel.',
  LONG_HOLD: 'Held for more than a day.',
  PICKED_UP_WITHOUT_REPORT: 'Picked up without a submitted pickup condition report.',
  NEW_DAMAGE: 'A condition report found damage new since the last custody.',
};

/** The cards' and chips' order: the clock-driven reasons first, then the rest in schema order. */
const FIRST: readonly HelpDeskReason[] = ['PICKUP_OVERDUE', 'DELIVERY_OVERDUE', 'NEW_DAMAGE'];
export const REASON_ORDER: readonly HelpDeskReason[] = [...FIRST, ...HelpDeskReasonValues.filter((reason) => !FIRST.includes(reason))];
