import {
  type ConditionReportEvent,
  type ConditionReportEventType,
  conditionReportEventTypes,
  conditionReportMachine,
} from './conditionReport.machine';
import { field, type RecordedEvent, type RecordFacts, type Replayable, text, UNRECORDED } from './replayEntry';
import { SYSTEM_ACTOR } from './status';

/** A condition report's audit row as its machine event (a rejection with the reason it recorded). */
export const conditionReportEventOf = (row: RecordedEvent, report: RecordFacts): ConditionReportEvent | null => {
  const type = row.event as ConditionReportEventType;
  if (!(conditionReportEventTypes as string[]).includes(type)) return null;
  if (type === 'cr.reject') return { type, reason: text(field(row.after, 'rejectReason')) ?? text(report.rejectReason) ?? UNRECORDED };
  return { type };
};

/** The condition report's replay entry (replayable.ts). */
export const conditionReportReplay: Replayable = {
  entityKind: 'Condition reports',
  machine: conditionReportMachine,
  statusKey: 'status',
  events: conditionReportEventTypes,
  eventOf: conditionReportEventOf,
  // The server checked who submitted (the leg's carrier or staff); the system actor passes every guard.
  input: () => ({ actor: SYSTEM_ACTOR, carriesLeg: true }),
};
