import { defineArea, MINUTE } from '../areaKit';
import { communicationsResolvers } from './communications.resolvers';
import { remindCallbacks } from './communications.reminders';

/** The one communication log (issue 32): the contacts made about orders, legs, clients and customers, and their callbacks. */
export const communicationsArea = defineArea({
  name: 'communications',
  resolvers: communicationsResolvers,
  mappers: {
    CommunicationEntry: './communications.rows#CommunicationEntryRow',
    CommunicationContact: './communications.contacts#CommunicationContactRow',
  },
  // A callback's reminder comes within a minute of its time; each is claimed once (several instances, reruns).
  jobs: [{ name: 'callback reminders', every: MINUTE, run: ({ db, events }) => remindCallbacks(db, events) }],
  auditKinds: ['Communications'],
});
