import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { type CommunicationEntryRow, ENTRY_FROM, ENTRY_SELECT } from './communications.rows';

/** The log's batched loaders: an entry by id (a live event's row, primed for the fields resolved with it). */
export const communicationLoaders = defineLoaders((db) => ({
  entryById: groupLoader<CommunicationEntryRow>(
    db,
    `SELECT ce.id AS key, ${ENTRY_SELECT} FROM ${ENTRY_FROM} WHERE ce.id = ANY($1::uuid[])`,
  ),
}));
