import { describe, expect, it } from 'vitest';
import { OrderStateValues } from '../../generated/enums/OrderState';
import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  nextOrderStatus,
  SETTLED_ORDER_CONTEXT,
  type OrderEvent,
  type OrderEventType,
  type OrderStatus,
  orderEventTypes,
  orderMachine,
} from './order.machine';

/** docs/flows.md#order, written out independently of the machine. */
const flows: Record<OrderStatus, Partial<Record<OrderEventType, OrderStatus>>> = {
  DRAFT: { 'order.submit': 'CALL_CENTER', 'order.cancel': 'CANCELLED' },
  CALL_CENTER: { 'legs.allConfirmed': 'DISPATCH', 'order.cancel': 'CANCELLED' },
  DISPATCH: { 'legs.firstPickedUp': 'ACTIVE', 'order.cancel': 'CANCELLED' },
  ACTIVE: { 'legs.allDone': 'SETTLING' },
  SETTLING: { 'order.close': 'CLOSED' },
  CLOSED: {},
  CANCELLED: {},
};

// Legs all paid satisfy every legs.* guard and close; the system actor passes every role guard.
const input = SETTLED_ORDER_CONTEXT;
const events: OrderEvent[] = orderEventTypes.map((type) => ({ type }));
const paths = getShortestPaths(orderMachine, { events, input });
const transitions = adjacencyMapToArray(getAdjacencyMap(orderMachine, { events, input }));

describe('order machine paths', () => {
  it('reaches every status', () => {
    expect(paths.map((path) => path.state.value).sort()).toEqual([...OrderStateValues].sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path]))('%s', (_, path) => {
    const live = createActor(orderMachine, { input }).start();
    let stored: OrderStatus | null = 'DRAFT';
    for (const { event, state } of path.steps.slice(1)) {
      live.send(event);
      stored = stored && nextOrderStatus(stored, input, event);
      expect(stored).toBe(state.value);
    }
    expect(live.getSnapshot().value).toBe(path.state.value);
  });

  it('every traversed transition is one docs/flows.md names', () => {
    for (const { state, event, nextState } of transitions) {
      const from = state.value as OrderStatus;
      const expected = state.can(event) ? flows[from][event.type] : from;
      expect([from, event.type, nextState.value]).toEqual([from, event.type, expected]);
    }
  });
});

describe('order status × event table', () => {
  const cases = OrderStateValues.flatMap((status) => orderEventTypes.map((type) => [status, type] as const));

  it.each(cases)('%s × %s', (status, type) => {
    expect(nextOrderStatus(status, input, { type })).toBe(flows[status][type] ?? null);
  });
});
