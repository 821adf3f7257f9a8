import { audit } from '../audit';
import { type Database, type Queryable, withContext } from './database';

/** Something a job's run does once its tenant's transaction has committed (a notification's push, a live update). */
export type AfterCommit = (effect: () => void | Promise<void>) => void;

/**
 * A job's run over every tenant, each in its own transaction under its row-level security (no user, the system): `run`
 * answers how many records it acted on and queues with `afterCommit` what must wait for the commit, which runs once
 * that tenant has committed (a rollback runs none of it). Answers the sum over the tenants.
 */
export const eachTenant = async (
  db: Database,
  run: (tx: Queryable, tenantId: string, afterCommit: AfterCommit) => Promise<number>,
): Promise<number> => {
  const { rows: tenants } = await db.query<{ id: string }>('SELECT id FROM tenants ORDER BY name');
  let total = 0;
  for (const { id: tenantId } of tenants) {
    const effects: (() => void | Promise<void>)[] = [];
    total += await withContext(db, { tenantId, userId: null }, (tx) => run(tx, tenantId, (effect) => effects.push(effect)));
    for (const effect of effects) await effect();
  }
  return total;
};

/**
 * An alert a job raises (no user: the system), on an order or on none; answers its id. Its audit kind (Alerts) is named
 * here, not in the manifests of the areas whose jobs raise it.
 */
export const insertJobAlert = async (tx: Queryable, tenantId: string, alert: { orderId?: string; priority: string; message: string }) => {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO alerts (tenant_id, order_id, priority, message) VALUES ($1, $2, $3, $4) RETURNING id',
    [tenantId, alert.orderId ?? null, alert.priority, alert.message],
  );
  return rows[0].id;
};

/** The audit row of an alert a job raised, created by no user (the system): its event (`alert.documentExpiring`) and what it says. */
export const auditJobAlert = (tx: Queryable, tenantId: string, alertId: string, event: string, after: unknown) =>
  audit(tx, { tenantId, userId: null, entityKind: 'Alerts', entityId: alertId, action: 'CREATED', event, after });

/** The tenant's live users holding one of `roles`: whom a job's alert notifies. */
export const usersWithRoles = async (tx: Queryable, tenantId: string, roles: readonly string[]) => {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT DISTINCT ut.user_id AS id FROM user_tenants ut JOIN user_roles r ON r.user_id = ut.user_id
     JOIN users u ON u.id = ut.user_id AND u.deleted_at IS NULL
     WHERE ut.tenant_id = $1 AND r.role = ANY($2::text[])`,
    [tenantId, roles],
  );
  return rows;
};
