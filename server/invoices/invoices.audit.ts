import type { AuditAction } from '../audit';
import type { Actor, GraphQLContext } from '../graphql/context';

type Entry = { entityId: string; before?: unknown; after?: unknown };

/**
 * The audit rows of one kind of write to many records, in one statement in the request's transaction (so they commit
 * with the writes, as `auditAs` in server/audit.ts does for one): its tenant, its user and its IP on each row.
 */
export const auditAllAs = async (
  ctx: GraphQLContext,
  actor: Actor,
  kind: { entityKind: string; action: AuditAction; event: string },
  entries: Entry[],
) => {
  if (entries.length === 0) return;
  await ctx.db.query(
    `INSERT INTO audit_logs (tenant_id, user_id, entity_kind, entity_id, action, event, before, after, ip)
     SELECT $1, $2, $3, e->>'entityId', $4, $5, e->'before', e->'after', $6
     FROM jsonb_array_elements($7::jsonb) WITH ORDINALITY AS x(e, n) ORDER BY n`,
    [
      actor.tenantId,
      actor.user.id,
      kind.entityKind,
      kind.action,
      kind.event,
      ctx.ip,
      JSON.stringify(entries.map(({ entityId, before, after }) => ({ entityId, before, after }))),
    ],
  );
};
