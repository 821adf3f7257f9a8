import type { RecordedEvent, Replayable } from './replayEntry';
import { SYSTEM_ACTOR } from './status';
import { type InvoiceEvent, type InvoiceEventType, invoiceEventTypes, invoiceMachine } from './invoice.machine';

/** An invoice's audit row as its machine event (none carries a payload). */
export const invoiceEventOf = (row: RecordedEvent): InvoiceEvent | null =>
  (invoiceEventTypes as string[]).includes(row.event) ? { type: row.event as InvoiceEventType } : null;

/** The invoice's replay entry (replayable.ts). */
export const invoiceReplay: Replayable = {
  entityKind: 'Invoices',
  machine: invoiceMachine,
  statusKey: 'status',
  events: invoiceEventTypes,
  eventOf: invoiceEventOf,
  // The server accepted each event, so the invoice had its lines, and a payment covered it when it was paid.
  input: () => ({ actor: SYSTEM_ACTOR, total: 0, paid: 0, lineCount: 1 }),
};
