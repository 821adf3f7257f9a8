import type { Resolvers } from '../../src/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import { requireLogWriter } from './communications.access';
import { communicationContacts } from './communications.contacts';
import { communicationLog } from './communications.list';
import type { CommunicationEntryRow } from './communications.rows';
import { sendCommunicationMail } from './communications.mail';
import { recordCommunication } from './communications.service';
import { communicationEntryChanges } from './communications.subscription';

// A live field with arguments (liveField's subscriptions take none): each event is the entry itself.
const liveEntries = {
  subscribe: (_parent: unknown, args: { subject: unknown }, ctx: GraphQLContext) => communicationEntryChanges(ctx, args),
  resolve: (row: CommunicationEntryRow) => row,
};

/** The communication log: a record's entries, its contacts, logging a contact, a template mail, the live entries. */
export const communicationsResolvers: Resolvers = {
  Query: {
    communicationLog: (_parent, args, ctx) => communicationLog(ctx, args),
    communicationContacts: (_parent, args, ctx) => communicationContacts(ctx, args),
  },
  Mutation: {
    logCommunication: (_parent, { input }, ctx) => {
      requireLogWriter(ctx);
      return recordCommunication(ctx.db, ctx, input);
    },
    sendCommunicationMail: (_parent, { input }, ctx) => sendCommunicationMail(ctx, input),
  },
  Subscription: {
    communicationEntryChanged: liveEntries,
  },
};
