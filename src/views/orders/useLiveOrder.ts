import { useRef } from 'react';
import { useSubscription } from 'urql';
import { LiveOrderLegChangedSubscription } from '../orderLegs/public';
import { LiveOrderChangedSubscription } from './detail/OrderDetailPage.graphql';

export type LiveChange = { kind: 'order' | 'leg'; id: string };

/**
 * While an order or leg page is open: the tenant's order and leg changes over graphql-ws. Graphcache writes each
 * result into Order:id / OrderLeg:id, so a change made in another browser shows at once. A leg's event is the leg
 * page whole (LegPage_leg, history included); an order's carries its state only, and `onChange` lets the order
 * page fetch its activity again.
 */
export const useLiveOrder = (onChange?: (change: LiveChange) => void) => {
  const handler = useRef(onChange);
  handler.current = onChange;
  useSubscription({ query: LiveOrderLegChangedSubscription }, (_previous, data) => {
    handler.current?.({ kind: 'leg', id: data.orderLegChanged.id });
    return data;
  });
  useSubscription({ query: LiveOrderChangedSubscription }, (_previous, data) => {
    handler.current?.({ kind: 'order', id: data.orderChanged.id });
    return data;
  });
};
