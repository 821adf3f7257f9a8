import { AUDIT_SELECT, type AuditRow } from '../audit';
import type { Queryable } from '../db/database';
import { type ListPageArgs, ListQuery } from '../graphql/listQuery';

/**
 * A user's page's two activity lists, newest first, in the request's tenant (a page at a time: only the user's page
 * asks, for one user): what they did (`actions`, audit_logs_user_idx) and what was done to their account (`history`).
 */
const activity = (db: Queryable, tenantId: string, condition: (placeholder: string) => string, userId: string, args: ListPageArgs) =>
  new ListQuery(tenantId, ['a.tenant_id = $1'])
    .bind(userId, condition)
    .page<AuditRow>(
      db,
      { select: AUDIT_SELECT, from: 'audit_logs a LEFT JOIN users u ON u.id = a.user_id', orderBy: 'a.created_at DESC, a.id DESC' },
      args,
      10,
    );

export const userActions = (db: Queryable, tenantId: string, userId: string, args: ListPageArgs) =>
  activity(db, tenantId, (p) => `a.user_id = ${p}::uuid`, userId, args);

export const userHistory = (db: Queryable, tenantId: string, userId: string, args: ListPageArgs) =>
  activity(db, tenantId, (p) => `a.entity_kind = 'Users' AND a.entity_id = ${p}::text`, userId, args);
