import { filter, pipe } from 'graphql-yoga';
import { communicationSubjectSchema } from '../../src/domain/communications/schemas';
import type { GraphQLContext } from '../graphql/context';
import { liveRecords } from '../graphql/liveRecords';
import { validateInput } from '../records/writes';
import { requireLogReader } from './communications.access';
import { communicationLoaders } from './communications.loaders';
import { findCommunicationEntry } from './communications.rows';
import { requireSubject } from './communications.subjects';

/** communicationEntryChanged: the new entries of one record's log (a second browser on the record sees them). */
export const communicationEntryChanges = async (ctx: GraphQLContext, args: { subject: unknown }) => {
  const { tenantId } = requireLogReader(ctx);
  const subject = validateInput(communicationSubjectSchema, args.subject, 'subject');
  await requireSubject(ctx.db, tenantId, subject);
  return pipe(
    liveRecords(ctx, tenantId, {
      topic: 'communicationEntryChanged',
      load: (db, id) => findCommunicationEntry(db, id),
      loader: (ctx) => communicationLoaders(ctx).entryById,
    }),
    filter((entry) => entry.subjectKind === subject.kind && entry.subjectId === subject.id),
  );
};
