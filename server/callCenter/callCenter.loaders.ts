import { type CommunicationEntryRow, ENTRY_FROM, ENTRY_SELECT } from '../communications/communications.rows';
import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';

/** The queue's batched loaders: each leg's last contact, off the log's subject index (migration 051). */
export const callCenterLoaders = defineLoaders((db) => ({
  lastContactByLeg: groupLoader<CommunicationEntryRow>(
    db,
    `SELECT DISTINCT ON (ce.subject_id) ce.subject_id AS key, ${ENTRY_SELECT} FROM ${ENTRY_FROM}
     WHERE ce.subject_kind = 'LEG' AND ce.subject_id = ANY($1::uuid[])
     ORDER BY ce.subject_id, ce.created_at DESC, ce.id DESC`,
  ),
}));
