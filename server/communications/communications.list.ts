import { communicationSubjectSchema } from '../../src/domain/communications/schemas';
import type { GraphQLContext } from '../graphql/context';
import { paginate } from '../graphql/paginate';
import { validateInput } from '../records/writes';
import { requireLogReader } from './communications.access';
import { type CommunicationEntryRow, ENTRY_FROM, ENTRY_SELECT } from './communications.rows';
import { requireSubject } from './communications.subjects';

type LogArgs = { subject: unknown; first?: number | null; page?: number | null };

/** A record's log, newest first (the subject index serves the page); another tenant's record is NOT_FOUND. */
export const communicationLog = async (ctx: GraphQLContext, args: LogArgs) => {
  const { tenantId } = requireLogReader(ctx);
  const subject = validateInput(communicationSubjectSchema, args.subject, 'subject');
  await requireSubject(ctx.db, tenantId, subject);
  return paginate<CommunicationEntryRow>(ctx.db, {
    select: ENTRY_SELECT,
    from: ENTRY_FROM,
    where: 'ce.tenant_id = $1 AND ce.subject_kind = $2 AND ce.subject_id = $3',
    params: [tenantId, subject.kind, subject.id],
    orderBy: 'ce.created_at DESC, ce.id DESC',
    first: args.first ?? 25,
    page: args.page ?? 1,
  });
};
