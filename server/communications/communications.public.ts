/**
 * The communication log's public face (docs/adding-an-area.md, step 8): other areas record a contact in their own
 * transaction (the call center's confirm writes the call that confirmed a leg with the leg's event).
 */
export type { CommunicationInput, CommunicationValues } from '../../src/domain/communications/schemas';
export { communicationInputSchema } from '../../src/domain/communications/schemas';
export type { CommunicationEntryRow } from './communications.rows';
export type { RecordCommunicationOptions } from './communications.service';
export { recordCommunication } from './communications.service';
