/** Human words for order states and the order's own events. */
import type { OrderEvent, OrderState } from '@/generated/graphql';
import { ORDER_STATE_LABEL } from '../../../domain/labels';
import type { BadgeTone } from '../ui/Badge';

/** One label per status everywhere (src/domain/labels.ts). */
export { ORDER_STATE_LABEL };

const TONES: Partial<Record<OrderState, BadgeTone>> = {
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
