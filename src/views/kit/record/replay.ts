/**
 * Replay (issue 3): a record's audit rows whose `event` is a machine event, fed into a fresh actor of the shared
 * machine. Which machine, and how a row becomes its event, is the record's entry in the replay registry
 * (machines/domain/replayable.ts): a machine-driven record registered there is replayable with no code of its own.
 * Each frame says whether the machine took the event and whether it reached the status the server recorded.
 */
import { type AnyStateMachine, createActor, type EventObject, type InspectionEvent } from 'xstate';
import type { TransportMethod } from '@/generated/enums/TransportMethod';
import { type RecordFacts, REPLAYABLE } from '../../../machines/domain/replayable';
import { SYSTEM_ACTOR } from '../../../machines/domain/status';

export { legEventOf } from '../../../machines/domain/replayable';

/** An audit row as the activity queries return it. */
export type RecordedRow = {
  id: string;
  event: string;
  before?: unknown;
  after?: unknown;
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

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : undefined;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const byTime = (a: RecordedRow, b: RecordedRow) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * The replay of a record of a registered kind (the entity kind of its audit rows): its machine events in time order,
 * from the status the first one left; null for a kind no machine drives.
 */
export const replayPlan = (entityKind: string, rows: readonly RecordedRow[], record: RecordFacts = {}): ReplayPlan | null => {
  const entry = REPLAYABLE[entityKind];
  if (!entry) return null;
  const machineRows = rows.filter((row) => entry.events.includes(row.event)).sort(byTime);
  const steps = machineRows.flatMap((row): ReplayStep[] => {
    const event = entry.eventOf ? entry.eventOf(row, record) : { type: row.event };
    if (!event) return [];
    return [{ id: row.id, event, at: row.createdAt, by: row.userName ?? null, recorded: text(field(row.after, entry.statusKey)) }];
  });
  const input = entry.input?.(
    steps.map((step) => step.event),
    record,
  ) ?? { actor: SYSTEM_ACTOR };
  const first = text(field(machineRows[0]?.before, entry.statusKey));
  const initial = first && first in entry.machine.states ? first : String(entry.machine.config.initial);
  return { machine: entry.machine, initial, input, steps };
};

/** A leg's replay (its facts now fill what its audit rows do not keep). */
export const legReplayPlan = (rows: readonly RecordedRow[], leg: LegRecord): ReplayPlan =>
  replayPlan('Order legs', rows, leg) as ReplayPlan;

/** An order's replay: user events (submit, cancel, close) and the server's derived `legs.*` events. */
export const orderReplayPlan = (rows: readonly RecordedRow[]): ReplayPlan => replayPlan('Orders', rows) as ReplayPlan;

/**
 * A fresh actor at the plan's first status, sent the first `count` steps: the frame after each. Stepping back is
 * replaying from the start to one step less, so every frame comes from the machine, never from a stored copy.
 */
export const replay = (plan: ReplayPlan, count: number, inspect?: (event: InspectionEvent) => void): ReplayFrame[] => {
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
