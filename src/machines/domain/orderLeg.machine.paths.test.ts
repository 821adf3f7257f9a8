import { describe, expect, it } from 'vitest';
import { OrderLegStatusValues } from '../../generated/enums/OrderLegStatus';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  applyOrderLegEvent,
  nextOrderLegStatus,
  type OrderLegContext,
  type OrderLegEventType,
  type OrderLegStatus,
  orderLegMachine,
} from './orderLeg.machine';
import { COMPLETE_LEG, EVERY_LEG_EVENT } from '../../testing/fixtures';

/** docs/flows.md#order-leg, written out independently of the machine: status → event → next status. */
const BEFORE_TRANSIT: OrderLegStatus[] = [
  'CREATED',
  'UNACKNOWLEDGED',
  'PROCESSING',
  'PENDING_CONFIRMATION',
  'CALL_CENTER_CONFIRMED',
  'WAITING_ON_TAG_AND_TITLE',
  'CLEARED_FOR_DISPATCH',
  'PENDING_PICKUP',
  'ABORTED',
];
const flows: Record<OrderLegStatus, Partial<Record<OrderLegEventType, OrderLegStatus>>> = {
  CREATED: { 'leg.process': 'PROCESSING' },
  UNACKNOWLEDGED: { 'leg.acknowledge': 'PROCESSING' },
  PROCESSING: { 'leg.requestConfirmation': 'PENDING_CONFIRMATION' },
  PENDING_CONFIRMATION: { 'leg.confirm': 'CALL_CENTER_CONFIRMED' },
  CALL_CENTER_CONFIRMED: { 'leg.clear': 'CLEARED_FOR_DISPATCH', 'leg.awaitTagAndTitle': 'WAITING_ON_TAG_AND_TITLE' },
  WAITING_ON_TAG_AND_TITLE: { 'tagAndTitle.done': 'CLEARED_FOR_DISPATCH' },
  CLEARED_FOR_DISPATCH: { 'leg.assign': 'PENDING_PICKUP' },
  PENDING_PICKUP: { 'leg.unassign': 'CLEARED_FOR_DISPATCH', 'leg.pickUp': 'IN_TRANSIT', 'leg.abort': 'ABORTED' },
  ABORTED: { 'leg.reschedule': 'PENDING_CONFIRMATION' },
  IN_TRANSIT: { 'leg.atPort': 'PORT_TRANSIT', 'leg.toRepair': 'IN_REPAIR', 'leg.toStorage': 'IN_STORAGE', 'leg.deliver': 'DELIVERED' },
  PORT_TRANSIT: { 'leg.leftPort': 'IN_TRANSIT' },
  IN_REPAIR: { 'leg.repaired': 'IN_TRANSIT' },
  IN_STORAGE: { 'leg.fromStorage': 'IN_TRANSIT' },
  // DRIVER_PAID only when the settlement was paid first; driverPaid on DELIVERED keeps that flag (docs/flows.md#payment-flags).
  DELIVERED: { 'leg.invoice': 'INVOICED', 'leg.driverPaid': 'DELIVERED' },
  INVOICED: { 'leg.driverPaid': 'DRIVER_PAID', 'leg.uninvoice': 'DELIVERED' },
  DRIVER_PAID: {},
  ON_HOLD: { 'leg.cancel': 'CANCELLED' },
  CANCELLED: {},
};
for (const status of BEFORE_TRANSIT) Object.assign(flows[status], { 'leg.hold': 'ON_HOLD', 'leg.cancel': 'CANCELLED' });

/** What docs/flows.md says the event leads to, for the facts of this record. */
const expectedNext = (status: OrderLegStatus, type: OrderLegEventType, context: Partial<OrderLegContext>) => {
  if (status === 'ON_HOLD' && type === 'hold.release') return context.heldFrom ?? undefined;
  if (status === 'DELIVERED' && type === 'leg.invoice' && context.driverPaid) return 'DRIVER_PAID';
  return flows[status][type];
};

const input = COMPLETE_LEG;
// Traversal uses exactly this list: every event, with the payload its guard wants.
const events = EVERY_LEG_EVENT;

// Legs start CREATED (staff) or UNACKNOWLEDGED (portal, API, import).
const starts = [undefined, orderLegMachine.resolveState({ value: 'UNACKNOWLEDGED', context: input })];
const paths = starts.flatMap((fromState) => getShortestPaths(orderLegMachine, { events, input, fromState }));
const transitions = starts.flatMap((fromState) => adjacencyMapToArray(getAdjacencyMap(orderLegMachine, { events, input, fromState })));
const label = (steps: readonly { event: { type: string } }[]) => steps.map((step) => step.event.type).join(' → ');
const statusOf = (snapshot: AnyMachineSnapshot) => snapshot.value as OrderLegStatus;

describe('order leg machine paths', () => {
  it('reaches every status', () => {
    expect([...new Set(paths.map((path) => statusOf(path.state)))].sort()).toEqual([...OrderLegStatusValues].sort());
  });

  it.each(paths.map((path) => [label(path.steps), path]))('%s', (_, path) => {
    // The live actor and the server's way (restore at the stored status and context, one pure step) agree.
    const [first, ...rest] = path.steps;
    const live = createActor(orderLegMachine, { input, snapshot: first.state }).start();
    let stored = { status: statusOf(first.state), context: first.state.context as OrderLegContext };
    for (const { event, state } of rest) {
      live.send(event);
      const next = applyOrderLegEvent(stored.status, stored.context, event);
      if (!next) throw new Error(`${event.type} refused at ${stored.status}`);
      stored = next;
      expect(stored).toEqual({ status: statusOf(state), context: state.context });
    }
    expect(live.getSnapshot().value).toBe(path.state.value);
  });

  it('every traversed transition is one docs/flows.md names', () => {
    expect(transitions.length).toBeGreaterThan(40);
    for (const { state, event, nextState } of transitions) {
      const from = statusOf(state);
      // The adjacency map lists refused events as staying put.
      if (!state.can(event)) {
        expect(nextState.value).toBe(state.value);
        continue;
      }
      const expected = expectedNext(from, event.type, state.context);
      expect([from, event.type, statusOf(nextState)]).toEqual([from, event.type, expected]);
    }
  });
});

describe('order leg status × event table', () => {
  const variants: Partial<OrderLegContext>[] = [
    {},
    { needsTagAndTitle: false },
    { driverPaid: true },
    ...BEFORE_TRANSIT.map((heldFrom) => ({ heldFrom })),
  ];
  const cases = OrderLegStatusValues.flatMap((status) => events.map((event) => [status, event.type, event] as const));

  it.each(cases)('%s × %s', (status, type, event) => {
    const contexts = variants.map((variant): OrderLegContext => ({ ...input, ...variant }));
    const results = contexts.map((context) => ({ context, next: nextOrderLegStatus(status, context, event) }));
    for (const { context, next } of results) if (next !== null) expect(next).toBe(expectedNext(status, type, context));
    const listed = contexts.some((context) => expectedNext(status, type, context) !== undefined);
    expect(results.some(({ next }) => next !== null)).toBe(listed);
  });
});
