/** Human words for order states and the order's own events. */
import type { OrderEvent, OrderState } from '@/generated/graphql';
import type { BadgeProps } from '../../ui/Badge';

export const ORDER_STATE_LABEL: Record<OrderState, string> = {
  ACTIVE: 'Active',
  CALL_CENTER: 'Call center',
  CANCELLED: 'Cancelled',
  CLOSED: 'Closed',
  DISPATCH: 'Dispatch',
  DRAFT: 'Draft',
  SETTLING: 'Settling',
};

const TONES: Partial<Record<OrderState, NonNullable<BadgeProps['tone']>>> = {
  ACTIVE: 'info',
  CANCELLED: 'danger',
  CLOSED: 'success',
  SETTLING: 'success',
  DRAFT: 'warning',
};

export const orderStateTone = (state: OrderState) => TONES[state] ?? 'neutral';

export const ORDER_EVENT_LABEL: Record<OrderEvent, string> = {
  SUBMIT: 'Submit to call center',
  CLOSE: 'Close order',
  CANCEL: 'Cancel order',
};
