import { tagIdsSchema, tagInputSchema } from '../../src/domain/hubsAndTags/schemas';
import { requireEditor } from '../auth/actors';
import type { Queryable } from '../db/database';
import { badUserInput, isUuid } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { type Locked, auditWrite, insertRow, lockLive, lockRow, updateRow, validateInput, writeColumns } from '../records/writes';
import { CLIENT_SELECT, type ClientRow } from '../directory/directory.rows';
import { LEG_SELECT, type OrderLegRow } from '../orders/orders.rows';
import { requireClientTagger, requireHubTagAdmin } from './hubsAndTags.access';
import { TAGGED, TAGS, type TagAdminRow, type TaggedKind } from './hubsAndTags.rows';

/**
 * Tags: create, edit and delete (ADMIN), and the tags of a leg or a client (the leg's editors, the client's account
 * managers). A name another live tag of the tenant has (case-blind) is a field error; a stale version is CONFLICT.
 * Deleting a tag is soft (the row stays for the audit trail, its name is free again) and takes it off every order,
 * leg and client at once, so no list, filter or record shows it (docs/decisions.md#hubs-and-tags-issue-29).
 */

const NAME_TAKEN = { 'input.name': ['A tag with this name already exists.'] };

const orNameTaken = (error: unknown): never => {
  throw typeof error === 'object' && error !== null && 'code' in error && error.code === '23505' ? badUserInput(NAME_TAKEN) : error;
};

export const createTag = async (ctx: GraphQLContext, input: unknown) => {
  const who = requireHubTagAdmin(ctx);
  const data = validateInput(tagInputSchema, input);
  return insertRow<TagAdminRow>(ctx, who, TAGS, ['name', 'colour'], [data.name, data.colour]).catch(orNameTaken);
};

export const updateTag = async (ctx: GraphQLContext, id: string, version: number, input: unknown) => {
  const who = requireHubTagAdmin(ctx);
  const before = await lockRow<TagAdminRow>(ctx, who.tenantId, TAGS, id, version);
  const data = validateInput(tagInputSchema, input);
  return updateRow<TagAdminRow>(ctx, who, TAGS, { id, version, before }, ['name', 'colour'], [data.name, data.colour]).catch(orNameTaken);
};

/** The ids of the records of each kind carrying the tag, removed from them; the tag's delete audit row keeps them. */
const untag = async (db: Queryable, tenantId: string, tagId: string) => {
  const removed: Record<string, string[]> = {};
  for (const [kind, { table, column }] of Object.entries(TAGGED)) {
    const { rows } = await db.query<{ id: string }>(`DELETE FROM ${table} WHERE tenant_id = $1 AND tag_id = $2 RETURNING ${column} AS id`, [
      tenantId,
      tagId,
    ]);
    removed[kind] = rows.map((row) => row.id);
  }
  return removed;
};

export const deleteTag = async (ctx: GraphQLContext, id: string, version: number) => {
  const who = requireHubTagAdmin(ctx);
  const before = await lockRow<TagAdminRow>(ctx, who.tenantId, TAGS, id, version);
  const removed = await untag(ctx.db, who.tenantId, id);
  const after = await writeColumns<TagAdminRow>(ctx, who.tenantId, TAGS, before, { deleted_at: new Date() });
  await auditWrite(ctx, who, TAGS, 'delete', id, { before: { ...before, taggedIds: removed }, after });
  return after;
};

/** Checks `tagIds` (each a live tag of the tenant: else a field error `tagIds.<i>`) and answers them without repeats. */
const liveTagIds = async (db: Queryable, tenantId: string, tagIds: unknown) => {
  const ids = validateInput(tagIdsSchema, tagIds, 'tagIds');
  const valid = ids.filter(isUuid);
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM tags WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL',
    [tenantId, valid],
  );
  const live = new Set(rows.map((row) => row.id));
  const errors = Object.fromEntries(ids.flatMap((id, i) => (live.has(id) ? [] : [[`tagIds.${i}`, ['The selected tag is invalid.']]])));
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return ids;
};

/** Replaces the record's tags and audits the change on the record (its activity shows it). */
const setTags = async (ctx: GraphQLContext, tenantId: string, kind: TaggedKind, recordId: string, tagIds: readonly string[]) => {
  const { table, column } = TAGGED[kind];
  const { rows: was } = await ctx.db.query<{ id: string }>(
    `DELETE FROM ${table} WHERE tenant_id = $1 AND ${column} = $2 RETURNING tag_id AS id`,
    [tenantId, recordId],
  );
  await ctx.db.query(`INSERT INTO ${table} (tenant_id, ${column}, tag_id) SELECT $1, $2, unnest($3::uuid[])`, [tenantId, recordId, tagIds]);
  return { before: { tagIds: was.map((row) => row.id).sort() }, after: { tagIds: [...tagIds].sort() } };
};

const LEGS: Locked = { table: 'order_legs', alias: 'l', select: LEG_SELECT, what: 'Order leg', kind: 'Order legs', noun: 'leg' };
const CLIENTS: Locked = { table: 'clients', alias: 'c', select: CLIENT_SELECT, what: 'Client', kind: 'Clients', noun: 'client' };

/** A leg's tags, set by the roles that edit orders (MEMBER reads only). */
export const setLegTags = async (ctx: GraphQLContext, legId: string, tagIds: unknown) => {
  const who = requireEditor(ctx);
  const leg = await lockLive<OrderLegRow>(ctx, who.tenantId, LEGS, legId);
  const ids = await liveTagIds(ctx.db, who.tenantId, tagIds);
  await auditWrite(ctx, who, LEGS, 'tags', leg.id, await setTags(ctx, who.tenantId, 'leg', leg.id, ids));
  return leg;
};

/** A client's tags, set by its account managers. */
export const setClientTags = async (ctx: GraphQLContext, clientId: string, tagIds: unknown) => {
  const who = requireClientTagger(ctx);
  const client = await lockLive<ClientRow>(ctx, who.tenantId, CLIENTS, clientId);
  const ids = await liveTagIds(ctx.db, who.tenantId, tagIds);
  await auditWrite(ctx, who, CLIENTS, 'tags', client.id, await setTags(ctx, who.tenantId, 'client', client.id, ids));
  return client;
};
