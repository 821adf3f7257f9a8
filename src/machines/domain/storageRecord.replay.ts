import { field, type RecordedEvent, type RecordFacts, type Replayable, text, UNRECORDED } from './replayEntry';
import { SYSTEM_ACTOR } from './status';
import {
  type StorageRecordEvent,
  type StorageRecordEventType,
  storageRecordEventTypes,
  storageRecordMachine,
} from './storageRecord.machine';

/** A storage record's audit row as its machine event (a problem or cancellation with the reason it recorded). */
export const storageRecordEventOf = (row: RecordedEvent, record: RecordFacts): StorageRecordEvent | null => {
  const type = row.event as StorageRecordEventType;
  if (!(storageRecordEventTypes as string[]).includes(type)) return null;
  if (type === 'storage.problem')
    return { type, reason: text(field(row.after, 'problemReason')) ?? text(record.problemReason) ?? UNRECORDED };
  if (type === 'storage.cancel') return { type, reason: text(field(row.after, 'cancelReason')) ?? text(record.cancelReason) ?? UNRECORDED };
  return { type } as StorageRecordEvent;
};

/** The storage record's replay entry (replayable.ts). */
export const storageRecordReplay: Replayable = {
  entityKind: 'Storage',
  machine: storageRecordMachine,
  statusKey: 'status',
  events: storageRecordEventTypes,
  eventOf: storageRecordEventOf,
  // The server accepted each check-in and check-out, so their reports were in; problemFrom is the machine's own.
  input: () => ({ actor: SYSTEM_ACTOR, checkInReportId: 'recorded', checkOutReportId: 'recorded', problemFrom: null }),
};
