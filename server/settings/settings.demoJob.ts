import type { AreaDeps } from '../areaKit';
import { audit } from '../audit';
import { type Database, type Queryable, withContext } from '../db/database';
import { type DemoStep, demoTenantSteps } from '../db/seed/orders';
import { EAST, NORTH } from '../db/seed/orders.tenants';
import { clearDemoData } from './settings.demoReset';
import { DEMO_JOB_SELECT, DEMO_JOBS, type DemoDataJobRow, type DemoJobKind } from './settings.demoRows';

/**
 * The demo data job (docs/decisions.md#demo-data-issue-29): the mutation commits a RUNNING row and answers it; the
 * steps then run in this process, each in its own transaction under the tenant's row-level security and the admin who
 * started it, with the job's progress (and an audit row) written in the same transaction, so the progress counts only
 * what is stored. A failing step rolls back whole and the job is FAILED with its message.
 */

/** A job whose row has not moved for this long died with its process; the next start marks it FAILED. */
export const STALE_JOB_MS = 10 * 60_000;

/** The demo plan nearest the tenant: North's (Canada, metric) for a kilometre tenant, East's otherwise, with its dice. */
const planFor = (distanceUnit: string) => (distanceUnit === 'km' ? { plan: NORTH, seed: 7 } : { plan: EAST, seed: 3 });

/** A step of the job; `summary` adds to its audit row what it did (the rows a reset removed, by table). */
type JobStep = DemoStep & { summary?: () => Record<string, unknown> };

/** The job's steps: a reset first empties the tenant (settings.demoReset.ts), then the seed's own steps load it. */
export const demoJobSteps = (
  kind: DemoJobKind,
  tenantId: string,
  distanceUnit: string,
  users: Map<string, string>,
  media: AreaDeps['media'] | undefined,
): JobStep[] => {
  const { plan, seed } = planFor(distanceUnit);
  const load = demoTenantSteps(tenantId, plan, seed, users, { media });
  if (kind === 'LOAD') return load;
  let removed: Record<string, number> = {};
  const clear: JobStep = {
    label: 'Removing the tenant’s operational data',
    run: async (tx) => {
      removed = await clearDemoData(tx, tenantId);
    },
    summary: () => ({ removed }),
  };
  return [clear, ...load];
};

/** How many steps a job of this kind has and what its first does (the row's `steps` and `step_label` at its start). */
export const demoJobOutline = (kind: DemoJobKind) => {
  const steps = demoJobSteps(kind, '', 'mi', new Map(), undefined);
  return { steps: steps.length, first: steps[0].label };
};

type Started = { jobId: string; tenantId: string; userId: string; kind: DemoJobKind };

const progress = (tx: Queryable, job: Started, step: number, label: string | null, done: boolean) =>
  tx.query<DemoDataJobRow>(
    `UPDATE demo_data_jobs j SET step = $3, step_label = $4, status = CASE WHEN $5::boolean THEN 'DONE' ELSE status END,
       finished_at = CASE WHEN $5::boolean THEN now() ELSE NULL END, version = j.version + 1, updated_at = now()
     WHERE j.tenant_id = $1 AND j.id = $2 RETURNING ${DEMO_JOB_SELECT}`,
    [job.tenantId, job.jobId, step, label, done],
  );

/** The job's audit row of a step (`demoData.step`, `.done`, `.failed`), in the step's transaction. */
const auditJob = (tx: Queryable, job: Started, event: string, after: Record<string, unknown>) =>
  audit(tx, {
    tenantId: job.tenantId,
    userId: job.userId,
    entityKind: DEMO_JOBS.kind,
    entityId: job.jobId,
    action: 'UPDATED',
    event,
    after: { kind: job.kind, ...after },
  });

/** Runs a started job to its end (DONE or FAILED); never throws (it runs after the request has answered). */
export const runDemoJob = async (db: Database, media: AreaDeps['media'] | undefined, job: Started): Promise<void> => {
  const as = { tenantId: job.tenantId, userId: job.userId };
  let current = 0;
  try {
    const { users, distanceUnit } = await withContext(db, as, async (tx) => ({
      users: new Map((await tx.query<{ id: string; email: string }>('SELECT id, email FROM users')).rows.map((u) => [u.email, u.id])),
      distanceUnit: (await tx.query<{ unit: string }>('SELECT distance_unit AS unit FROM tenants WHERE id = $1', [job.tenantId])).rows[0]
        .unit,
    }));
    const steps = demoJobSteps(job.kind, job.tenantId, distanceUnit, users, media);
    for (const [i, step] of steps.entries()) {
      current = i;
      // PGlite answers in microtasks: without a turn of the event loop between steps no request would be served
      // (the progress the page asks for included) until the whole job had run.
      await new Promise((resolve) => setImmediate(resolve));
      await withContext(db, as, async (tx) => {
        await step.run(tx);
        const last = i === steps.length - 1;
        await progress(tx, job, i + 1, last ? null : steps[i + 1].label, last);
        await auditJob(tx, job, last ? 'demoData.done' : 'demoData.step', {
          step: i + 1,
          steps: steps.length,
          label: step.label,
          ...step.summary?.(),
        });
      });
    }
  } catch (error) {
    const message = `Step ${current + 1} failed and was rolled back: ${error instanceof Error ? error.message : String(error)}`.slice(
      0,
      2000,
    );
    await withContext(db, as, async (tx) => {
      await tx.query(
        `UPDATE demo_data_jobs SET status = 'FAILED', error = $3, finished_at = now(), version = version + 1, updated_at = now()
         WHERE tenant_id = $1 AND id = $2`,
        [job.tenantId, job.jobId, message],
      );
      await auditJob(tx, job, 'demoData.failed', { step: current + 1, error: message });
    }).catch(() => undefined); // The database is gone: the row goes stale and the next start marks it FAILED (STALE_JOB_MS).
  }
};
