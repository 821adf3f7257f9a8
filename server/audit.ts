import type { AuditAction } from '../src/generated/enums';
import type { Queryable } from './db/database';
import { groupLoader } from './graphql/groupLoader';

export type { AuditAction };

/** An audit row as AUDIT_SELECT reads it (the activity log), mapped onto the GraphQL AuditEntry type by codegen. */
export type AuditRow = {
  id: string;
  action: AuditAction;
  event: string;
  entityKind: string;
  entityId: string | null;
  userName: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

/** Needs `LEFT JOIN users u ON u.id = a.user_id`. */
export const AUDIT_SELECT = `a.id, a.action, a.event, a.entity_kind AS "entityKind", a.entity_id AS "entityId",
  u.name AS "userName", a.before, a.after, a.created_at AS "createdAt"`;

/**
 * The activity of the records of one audit kind, oldest first, batched by the record's id (a record's activity tab).
 * The kind is the code's own constant, never input.
 */
export const activityLoader = (db: Queryable, { entityKind }: { entityKind: string }) =>
  groupLoader<AuditRow>(
    db,
    `SELECT a.entity_id AS key, ${AUDIT_SELECT} FROM audit_logs a LEFT JOIN users u ON u.id = a.user_id
     WHERE a.tenant_id = app_tenant_id() AND a.entity_kind = '${entityKind}' AND a.entity_id = ANY($1::text[])
     ORDER BY a.created_at, a.id`,
  );

export type AuditEntry = {
  tenantId?: string | null;
  userId: string | null;
  entityKind: string;
  entityId: string | null;
  action: AuditAction;
  /** What happened, `area.verb`: `auth.login`, `profile.update`, `token.revoke`. */
  event: string;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Writes an audit row in the caller's transaction, so the change and its record commit together. */
export const audit = (tx: Queryable, entry: AuditEntry) =>
  tx.query(
    `INSERT INTO audit_logs (tenant_id, user_id, entity_kind, entity_id, action, event, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      entry.tenantId ?? null,
      entry.userId,
      entry.entityKind,
      entry.entityId,
      entry.action,
      entry.event,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.ip ?? null,
    ],
  );

/** The audit row of a request's write: its tenant, its user and its IP, in the request's transaction. */
export const auditAs = (
  ctx: { db: Queryable; ip: string | null },
  who: { tenantId: string; user: { id: string } },
  entry: Omit<AuditEntry, 'tenantId' | 'userId' | 'ip'>,
) => audit(ctx.db, { tenantId: who.tenantId, userId: who.user.id, ip: ctx.ip, ...entry });

/**
 * The audit rows of one kind of write to many records, in one statement in the request's transaction (so they commit
 * with the writes, as `auditAs` does for one): its tenant, its user and its IP on each row, in the entries' order.
 */
export const auditAllAs = async (
  ctx: { db: Queryable; ip: string | null },
  who: { tenantId: string; user: { id: string } },
  kind: { entityKind: string; action: AuditAction; event: string },
  entries: readonly { entityId: string; before?: unknown; after?: unknown }[],
) => {
  if (entries.length === 0) return;
  await ctx.db.query(
    `INSERT INTO audit_logs (tenant_id, user_id, entity_kind, entity_id, action, event, before, after, ip)
     SELECT $1, $2, $3, e->>'entityId', $4, $5, e->'before', e->'after', $6
     FROM jsonb_array_elements($7::jsonb) WITH ORDINALITY AS x(e, n) ORDER BY n`,
    [
      who.tenantId,
      who.user.id,
      kind.entityKind,
      kind.action,
      kind.event,
      ctx.ip,
      JSON.stringify(entries.map(({ entityId, before, after }) => ({ entityId, before, after }))),
    ],
  );
};
