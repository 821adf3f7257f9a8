import { orderEventTypes, orderMachine, SETTLED_ORDER_CONTEXT } from './order.machine';
import type { Replayable } from './replayEntry';

/** The order's replay entry (replayable.ts): one settled, paid leg satisfies every leg guard at once (confirmed, picked up, done, settled). */
export const orderReplay: Replayable = {
  entityKind: 'Orders',
  machine: orderMachine,
  statusKey: 'state',
  events: orderEventTypes,
  input: () => SETTLED_ORDER_CONTEXT,
};
