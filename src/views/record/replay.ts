/**
 * Replay (issue 3): a record's audit rows whose `event` is a machine event, fed into a fresh actor of the shared
 * machine. The actor is the system (it passes every role guard: the server already checked the real user) and the
 * facts are set so the record guards pass, because the audit rows keep what changed, not every fact at the time.
 * Each frame says whether the machine took the event and whether it reached the status the server recorded.
 */
import { type AnyStateMachine, createActor, type EventObject, type InspectionEvent } from 'xstate';
import { orderEventTypes, orderMachine, SETTLED_ORDER_CONTEXT } from '../../machines/domain/order.machine';
import {
  LEG_HOLD_REASONS,
  type LegHoldReason,
  ORDER_LEG_STATUSES,
  type OrderLegContext,
  type OrderLegEvent,
  type OrderLegEventType,
  type OrderLegStatus,
  orderLegEventTypes,
  orderLegMachine,
  type TransportMethod,
} from '../../machines/domain/orderLeg.machine';
import { SYSTEM_ACTOR } from '../../machines/domain/status';

/** An audit row as the activity queries return it. */
export type RecordedRow = {
  id: string;
  event: string;
  before: unknown;
  after: unknown;
  createdAt: string;
  userName?: string | null;
};

export type ReplayStep = { id: string; event: EventObject; at: string; by: string | null; recorded: string | null };

export type ReplayPlan = { machine: AnyStateMachine; initial: string; input: object; steps: ReplayStep[] };

export type ReplayFrame = {
  status: string;
  /** The machine took the event (a guard refusing it leaves the status unchanged). */
  accepted: boolean;
  /** The replayed status is the one the server recorded (true when nothing was recorded). */
  matches: boolean;
  context: Record<string, unknown>;
};

/** The leg's facts the replay cannot learn from its audit rows: the record as it is now. */
export type LegRecord = {
  transportMethod: TransportMethod;
  driverId: string | null;
  truckingCompanyId: string | null;
  confirmedPickupAt: string | null;
  confirmedDeliveryAt: string | null;
};

const UNRECORDED = 'not recorded';

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : undefined;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const byTime = (a: RecordedRow, b: RecordedRow) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

const isLegEvent = (event: string): event is OrderLegEventType => (orderLegEventTypes as string[]).includes(event);
const isLegStatus = (value: unknown): value is OrderLegStatus => (ORDER_LEG_STATUSES as readonly unknown[]).includes(value);
const isHoldReason = (value: unknown): value is LegHoldReason => (LEG_HOLD_REASONS as readonly unknown[]).includes(value);

/** The machine event of a leg audit row, with the payload its guards need, from the row or the record. */
export const legEventOf = (row: RecordedRow, leg: LegRecord): OrderLegEvent | null => {
  const type = row.event;
  if (!isLegEvent(type)) return null;
  const after = row.after;
  switch (type) {
    case 'leg.hold': {
      const reason = field(after, 'holdReason');
      return { type, reason: isHoldReason(reason) ? reason : 'OTHER_REASON' };
    }
    case 'leg.cancel':
    case 'leg.abort':
      return { type, reason: text(field(after, 'statusReason')) ?? UNRECORDED };
    case 'leg.confirm':
      return {
        type,
        confirmedPickupAt: text(field(after, 'confirmedPickupAt')) ?? leg.confirmedPickupAt ?? UNRECORDED,
        confirmedDeliveryAt: text(field(after, 'confirmedDeliveryAt')) ?? leg.confirmedDeliveryAt ?? UNRECORDED,
      };
    case 'leg.assign':
      return {
        type,
        driverId: text(field(after, 'driverId')) ?? leg.driverId ?? UNRECORDED,
        truckingCompanyId: text(field(after, 'truckingCompanyId')) ?? leg.truckingCompanyId ?? UNRECORDED,
      };
    default:
      return { type } as OrderLegEvent;
  }
};

const stepOf = (row: RecordedRow, event: EventObject, key: 'status' | 'state'): ReplayStep => ({
  id: row.id,
  event,
  at: row.createdAt,
  by: row.userName ?? null,
  recorded: text(field(row.after, key)),
});

/** A leg's replay: its machine events in time order, from the status the first one left. */
export const legReplayPlan = (rows: readonly RecordedRow[], leg: LegRecord): ReplayPlan => {
  const machineRows = [...rows].filter((row) => isLegEvent(row.event)).sort(byTime);
  const steps = machineRows.flatMap((row) => {
    const event = legEventOf(row, leg);
    return event ? [stepOf(row, event, 'status')] : [];
  });
  const first = field(machineRows[0]?.before, 'status');
  const input: OrderLegContext = {
    actor: SYSTEM_ACTOR,
    transportMethod: leg.transportMethod,
    vehicleId: 'recorded',
    originId: 'recorded',
    destinationId: 'recorded',
    hasDates: true,
    driverId: null,
    truckingCompanyId: null,
    // The server accepted each pickup and delivery, so the reports were in.
    pickupReportSubmitted: true,
    deliveryReportSubmitted: true,
    // Awaiting tag and title and clearing without it exclude each other: the recorded path says which held.
    needsTagAndTitle: steps.some((step) => step.event.type === 'leg.awaitTagAndTitle'),
    tagAndTitleDone: false,
    heldFrom: null,
    driverPaid: false,
  };
  return { machine: orderLegMachine, initial: isLegStatus(first) ? first : 'CREATED', input, steps };
};

const ORDER_EVENTS: readonly string[] = orderEventTypes;

/** An order's replay: user events (submit, cancel, close) and the server's derived `legs.*` events. */
export const orderReplayPlan = (rows: readonly RecordedRow[]): ReplayPlan => {
  const machineRows = [...rows].filter((row) => ORDER_EVENTS.includes(row.event)).sort(byTime);
  // One settled, paid leg satisfies every leg guard at once (confirmed, picked up, done, settled).
  const input = SETTLED_ORDER_CONTEXT;
  const first = text(field(machineRows[0]?.before, 'state'));
  return {
    machine: orderMachine,
    initial: first ?? 'DRAFT',
    input,
    steps: machineRows.map((row) => stepOf(row, { type: row.event }, 'state')),
  };
};

/**
 * A fresh actor at the plan's first status, sent the first `count` steps: the frame after each. Stepping back is
 * replaying from the start to one step less, so every frame comes from the machine, never from a stored copy.
 */
export const replay = (
  plan: ReplayPlan,
  count: number,
  inspect?: (event: InspectionEvent) => void,
): ReplayFrame[] => {
  const snapshot = plan.machine.resolveState({ value: plan.initial, context: plan.input });
  const actor = createActor(plan.machine, { snapshot, input: plan.input, inspect });
  actor.start();
  const frames: ReplayFrame[] = [];
  for (const step of plan.steps.slice(0, Math.max(0, count))) {
    const accepted = actor.getSnapshot().can(step.event);
    actor.send(step.event);
    const next = actor.getSnapshot();
    const status = String(next.value);
    frames.push({ status, accepted, matches: step.recorded === null || step.recorded === status, context: { ...next.context } });
  }
  actor.stop();
  return frames;
};
