import { useRef } from 'react';
import { useSubscription } from 'urql';
import { LiveOrderChangedSubscription } from '../../graphql/operations/orderDetail';
import { LiveOrderLegChangedSubscription } from '../../graphql/operations/orderLegDetail';

export type LiveChange = { kind: 'order' | 'leg'; id: string };

/**
 * While an order or leg page is open: the tenant's order and leg changes over graphql-ws. Graphcache writes each
 * result into Order:id / OrderLeg:id (the subscriptions select the state the pages show), so a change made in
 * another browser shows at once; `onChange` lets the page fetch what the event does not carry (its activity).
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
