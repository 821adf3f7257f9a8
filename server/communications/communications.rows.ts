import type { CommunicationChannel } from '../../src/generated/enums/CommunicationChannel';
import type { CommunicationDirection } from '../../src/generated/enums/CommunicationDirection';
import type { CommunicationOutcome } from '../../src/generated/enums/CommunicationOutcome';
import type { CommunicationSubjectKind } from '../../src/generated/enums/CommunicationSubjectKind';
import type { Queryable } from '../db/database';
import { isUuid } from '../errors';

/** One entry of a record's communication log, as ENTRY_SELECT reads it (GraphQL CommunicationEntry). */
export type CommunicationEntryRow = {
  id: string;
  tenantId: string;
  subjectKind: CommunicationSubjectKind;
  subjectId: string;
  direction: CommunicationDirection;
  channel: CommunicationChannel;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  outcome: CommunicationOutcome;
  notes: string | null;
  callbackAt: Date | null;
  callbackUserId: string | null;
  callbackOwnerName: string | null;
  remindedAt: Date | null;
  userId: string | null;
  userName: string | null;
  createdAt: Date;
};

/** Alias ce; the author and the callback's owner by name. */
export const ENTRY_FROM = `communication_entries ce
  LEFT JOIN users u ON u.id = ce.user_id
  LEFT JOIN users cu ON cu.id = ce.callback_user_id`;

export const ENTRY_SELECT = `ce.id, ce.tenant_id AS "tenantId", ce.subject_kind AS "subjectKind", ce.subject_id AS "subjectId",
  ce.direction, ce.channel, ce.contact_name AS "contactName", ce.contact_phone AS "contactPhone",
  ce.contact_email AS "contactEmail", ce.outcome, ce.notes, ce.callback_at AS "callbackAt",
  ce.callback_user_id AS "callbackUserId", cu.name AS "callbackOwnerName", ce.reminded_at AS "remindedAt",
  ce.user_id AS "userId", u.name AS "userName", ce.created_at AS "createdAt"`;

/** One entry by id (the tenant's, under row-level security), or null. */
export const findCommunicationEntry = async (db: Queryable, id: string): Promise<CommunicationEntryRow | null> => {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<CommunicationEntryRow>(`SELECT ${ENTRY_SELECT} FROM ${ENTRY_FROM} WHERE ce.id = $1`, [id]);
  return rows[0] ?? null;
};
