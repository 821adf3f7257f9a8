import type { AnyStateMachine, EventObject } from 'xstate';

/** An audit row of a status event: what the server recorded (before and after hold the changed fields). */
export type RecordedEvent = { event: string; before?: unknown; after?: unknown };

/** What a replay may read of the record as it is now, for facts its audit rows do not keep. */
export type RecordFacts = Record<string, unknown>;

/**
 * A machine-driven record as a replay sees it: the entity kind of its audit rows (what the server's machine record
 * writes), its machine, the field its audit rows record the status in, and how a recorded event becomes a machine
 * event. The actor is the system (the server already checked the real user) and the context lets the record's guards
 * pass, as the rows keep what changed, not every fact at the time. Each machine declares its entry beside it
 * (`<machine>.replay.ts`); replayable.ts collects them.
 */
export type Replayable = {
  entityKind: string;
  machine: AnyStateMachine;
  statusKey: 'status' | 'state';
  /** The machine's event types; other audit rows (edits, comments) are not replayed. */
  events: readonly string[];
  /** The machine event of a recorded row (by default its type alone), or null to skip it. */
  eventOf?: (row: RecordedEvent, record: RecordFacts) => EventObject | null;
  /** The context of the fresh actor (by default the system actor alone). */
  input?: (events: readonly EventObject[], record: RecordFacts) => object;
};

/** What a replayed event carries when its row kept no value for it. */
export const UNRECORDED = 'not recorded';

/** A field of a row's before or after, if it is an object holding it. */
export const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : undefined;

/** Non-empty text, or null. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A whole number (an amount in cents), or null. */
export const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
