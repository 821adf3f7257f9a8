import { type RepairEvent, type RepairEventType, repairEventTypes, repairMachine } from './repair.machine';
import { amount, field, type RecordedEvent, type RecordFacts, type Replayable, text, UNRECORDED } from './replayEntry';

/** The machine event of a repair audit row: the amount, number or reason it recorded (what its guards ask for). */
export const repairEventOf = (row: RecordedEvent, repair: RecordFacts): RepairEvent | null => {
  const type = row.event as RepairEventType;
  if (!(repairEventTypes as string[]).includes(type)) return null;
  const after = row.after;
  switch (type) {
    case 'repair.approve':
      return { type, approvedAmount: amount(field(after, 'approvedAmount')) ?? amount(repair.approvedAmount) ?? 0 };
    case 'repair.start':
      return { type, repairOrderNumber: text(field(after, 'repairOrderNumber')) ?? text(repair.repairOrderNumber) ?? UNRECORDED };
    case 'repair.invoiceReceived':
      return {
        type,
        invoiceNumber: text(field(after, 'invoiceNumber')) ?? text(repair.invoiceNumber) ?? UNRECORDED,
        invoiceAmount: amount(field(after, 'invoiceAmount')) ?? amount(repair.invoiceAmount) ?? 0,
      };
    case 'repair.decline':
      return { type, reason: text(field(after, 'declineReason')) ?? text(repair.declineReason) ?? UNRECORDED };
    default:
      return { type };
  }
};

/** The repair's replay entry (replayable.ts), under the audit kind the server writes for repairs ("Repairs"). */
export const repairReplay: Replayable = {
  entityKind: 'Repairs',
  machine: repairMachine,
  statusKey: 'status',
  events: repairEventTypes,
  eventOf: repairEventOf,
};
