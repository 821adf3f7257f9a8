import { confirmsProduction, confirmsReset } from '../../src/domain/settings/demoData';
import { auditAs } from '../audit';
import { appError, badUserInput, checkVersion } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { auditWrite } from '../records/writes';
import { requireSettingsAdmin } from './settings.access';
import { demoJobOutline, runDemoJob, STALE_JOB_MS } from './settings.demoJob';
import { DEMO_JOB_SELECT, DEMO_JOBS, type DemoDataJobRow, type DemoDataRow, type DemoJobKind } from './settings.demoRows';
import { TENANTS } from './settings.rows';

/**
 * /admin/settings/demo (issue 29, docs/decisions.md#demo-data-issue-29): ADMIN loads or resets the demo data of a
 * tenant marked non-production, as a job (settings.demoJob.ts) whose progress the page reads.
 */

const DEMO_SELECT = 't.id, t.name, t.production, t.version';

/** The current tenant as the page shows it (ADMIN). */
export const demoData = async (ctx: GraphQLContext): Promise<DemoDataRow> => {
  const { tenantId } = requireSettingsAdmin(ctx);
  const { rows } = await ctx.db.query<DemoDataRow>(`SELECT ${DEMO_SELECT} FROM tenants t WHERE t.id = $1`, [tenantId]);
  return rows[0];
};

/** The tenant's latest job, or null before its first. */
export const latestDemoJob = async (ctx: GraphQLContext, tenantId: string): Promise<DemoDataJobRow | null> => {
  const { rows } = await ctx.db.query<DemoDataJobRow>(
    `SELECT ${DEMO_JOB_SELECT} FROM demo_data_jobs j WHERE j.tenant_id = $1 ORDER BY j.started_at DESC, j.id LIMIT 1`,
    [tenantId],
  );
  return rows[0] ?? null;
};

/** What the tenant holds of what the demo loads: the page's figures before and after a job. */
export const demoHoldings = async (ctx: GraphQLContext, tenantId: string) => {
  const count = (table: string) => `(SELECT count(*)::int FROM ${table} WHERE tenant_id = $1)`;
  const { rows } = await ctx.db.query<Record<'orders' | 'legs' | 'quotes' | 'vehicles' | 'clients' | 'locations' | 'drivers', number>>(
    `SELECT ${count('orders')} AS orders, ${count('order_legs')} AS legs, ${count('quotes')} AS quotes, ${count('vehicles')} AS vehicles,
       ${count('clients')} AS clients, ${count('locations')} AS locations, ${count('drivers')} AS drivers`,
    [tenantId],
  );
  return rows[0];
};

/** The tenant row locked for the request: a job's start and a production mark do not cross. */
const lockTenant = async (ctx: GraphQLContext, tenantId: string) =>
  (await ctx.db.query<DemoDataRow>(`SELECT ${DEMO_SELECT} FROM tenants t WHERE t.id = $1 FOR UPDATE`, [tenantId])).rows[0];

/** A LOAD goes into a tenant without demo-shaped data only; reset replaces what is there. */
const EMPTY_CHECK = ['orders', 'quotes', 'vehicles', 'locations', 'drivers', 'trucking_companies', 'fuel_rates', 'billing_items'];

/**
 * Starts a load or a reset: refused in a production tenant (INVALID_TRANSITION, reason PRODUCTION), a reset without
 * the tenant's name typed back (BAD_USER_INPUT on confirmation), a load into a tenant that holds data (reason
 * NOT_EMPTY), and while another job runs (CONFLICT naming it). Answers the RUNNING job at once; its steps run after
 * the request commits.
 */
export const startDemoDataJob = async (ctx: GraphQLContext, kind: DemoJobKind, confirmation: string | null | undefined) => {
  const who = requireSettingsAdmin(ctx);
  const tenant = await lockTenant(ctx, who.tenantId);
  if (tenant.production)
    throw appError(
      'INVALID_TRANSITION',
      `${tenant.name} is a production tenant: demo data is loaded or reset only in a tenant marked non-production.`,
      { reason: 'PRODUCTION' },
    );
  if (kind === 'RESET' && !confirmsReset(confirmation, tenant.name))
    throw badUserInput({ confirmation: [`Type the tenant’s name, ${tenant.name}, to reset its data.`] });
  await ctx.db.query(
    `UPDATE demo_data_jobs SET status = 'FAILED', error = 'Interrupted: the server stopped before the job finished.', finished_at = now(),
       version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND status = 'RUNNING' AND updated_at < now() - make_interval(secs => $2)`,
    [who.tenantId, STALE_JOB_MS / 1000],
  );
  if (kind === 'LOAD') {
    const { rows } = await ctx.db.query<{ holds: boolean }>(
      `SELECT ${EMPTY_CHECK.map((table) => `EXISTS (SELECT 1 FROM ${table} WHERE tenant_id = $1)`).join(' OR ')} AS holds`,
      [who.tenantId],
    );
    if (rows[0].holds)
      throw appError('INVALID_TRANSITION', `${tenant.name} already holds data: reset it to load the demo data again.`, {
        reason: 'NOT_EMPTY',
      });
  }
  const { steps, first } = demoJobOutline(kind);
  const inserted = await ctx.db.query<DemoDataJobRow>(
    `WITH j AS (INSERT INTO demo_data_jobs (tenant_id, kind, steps, step_label, started_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tenant_id) WHERE status = 'RUNNING' DO NOTHING RETURNING *)
     SELECT ${DEMO_JOB_SELECT} FROM j`,
    [who.tenantId, kind, steps, first, who.user.id],
  );
  const job = inserted.rows[0];
  if (!job) {
    const running = await latestDemoJob(ctx, who.tenantId);
    throw appError(
      'CONFLICT',
      `A demo data ${running?.kind === 'RESET' ? 'reset' : 'load'} is already running (step ${(running?.step ?? 0) + 1} of ${running?.steps}): wait for it to finish.`,
      { jobId: running?.id ?? null },
    );
  }
  await auditAs(ctx, who, {
    entityKind: DEMO_JOBS.kind,
    entityId: job.id,
    action: 'CREATED',
    event: 'demoData.start',
    after: { kind, steps },
  });
  const started = { jobId: job.id, tenantId: who.tenantId, userId: who.user.id, kind };
  // Not returned: the request's after-commit effects are awaited before it answers, and the job must not hold it.
  ctx.afterCommit(() => {
    void runDemoJob(ctx.database, ctx.media, started);
  });
  return job;
};

/**
 * Marks the tenant production at its version (CONFLICT when stale), the tenant's name typed back (BAD_USER_INPUT on
 * confirmation). One way: only the seed or the database's owner marks a tenant non-production again.
 */
export const markTenantProduction = async (ctx: GraphQLContext, version: number, confirmation: string): Promise<DemoDataRow> => {
  const who = requireSettingsAdmin(ctx);
  const before = checkVersion(await lockTenant(ctx, who.tenantId), version, 'Tenant');
  if (!confirmsProduction(confirmation, before.name))
    throw badUserInput({ confirmation: [`Type the tenant’s name, ${before.name}, to mark it production.`] });
  if (before.production) return before;
  const running = await ctx.db.query('SELECT 1 FROM demo_data_jobs WHERE tenant_id = $1 AND status = $2', [who.tenantId, 'RUNNING']);
  if (running.rows.length > 0)
    throw appError('CONFLICT', 'A demo data job is running: wait for it to finish before marking the tenant production.');
  const { rows } = await ctx.db.query<DemoDataRow>(
    `UPDATE tenants t SET production = true, version = t.version + 1, updated_at = now() WHERE t.id = $1 AND t.version = $2
     RETURNING ${DEMO_SELECT}`,
    [who.tenantId, before.version],
  );
  await auditWrite(ctx, who, TENANTS, 'markProduction', who.tenantId, { before, after: rows[0] });
  return rows[0];
};
