import { type CommunicationInput, communicationInputSchema } from '../../src/domain/communications/schemas';
import { auditAs } from '../audit';
import { requireEditor } from '../auth/actors';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { validateInput } from '../records/writes';
import { type CommunicationEntryRow, findCommunicationEntry } from './communications.rows';
import { requireSubject } from './communications.subjects';

/** What an entry's write adds beyond its input: the outbox mail it is (an e-mail the log sent). */
export type RecordCommunicationOptions = {
  /** Where the input sits in the caller's arguments, for the field errors' keys (`input`, `input.call`). */
  field?: string;
  mailId?: string;
};

/**
 * Writes one log entry with its audit row in the caller's transaction `tx` (the request's, so the entry commits or
 * rolls back with the caller's own write) and answers it. The writer is an editor (MEMBER reads only); the input is
 * the shared schema's (bad input is BAD_USER_INPUT with field errors, nothing written); the record must be the
 * tenant's (NOT_FOUND otherwise). A callback goes to its author, who is reminded at that time. Subscribers of the
 * record's log hear of it once the transaction commits.
 */
export const recordCommunication = async (
  tx: Queryable,
  ctx: GraphQLContext,
  input: CommunicationInput,
  options: RecordCommunicationOptions = {},
): Promise<CommunicationEntryRow> => {
  const actor = requireEditor(ctx);
  const values = validateInput(communicationInputSchema(), input, options.field ?? 'input');
  await requireSubject(tx, actor.tenantId, values.subject);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO communication_entries (tenant_id, subject_kind, subject_id, direction, channel, contact_name,
       contact_phone, contact_email, outcome, notes, callback_at, callback_user_id, mail_id, user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $11::timestamptz IS NULL THEN NULL ELSE $12::uuid END, $13, $12)
     RETURNING id`,
    [
      actor.tenantId,
      values.subject.kind,
      values.subject.id,
      values.direction,
      values.channel,
      values.contactName,
      values.contactPhone,
      values.contactEmail,
      values.outcome,
      values.notes,
      values.callbackAt,
      actor.user.id,
      options.mailId ?? null,
    ],
  );
  const id = rows[0].id;
  const { subject, ...facts } = values;
  await auditAs({ db: tx, ip: ctx.ip }, actor, {
    entityKind: 'Communications',
    entityId: id,
    action: 'CREATED',
    event: 'communication.create',
    after: { subjectKind: subject.kind, subjectId: subject.id, ...facts, mailId: options.mailId ?? null },
  });
  publishChange(ctx, 'communicationEntryChanged', actor.tenantId, id);
  const entry = await findCommunicationEntry(tx, id);
  if (!entry) throw new Error(`communication entry ${id} not read back`);
  return entry;
};
