// The demo data page's rows as their SELECT lists produce them (camelCase), mapped by codegen.

export type DemoJobKind = 'LOAD' | 'RESET';

/** A load or reset of the tenant's demo data and how far it got: `step` of `steps` committed. */
export type DemoDataJobRow = {
  id: string;
  tenantId: string;
  kind: DemoJobKind;
  status: 'RUNNING' | 'DONE' | 'FAILED';
  step: number;
  steps: number;
  stepLabel: string | null;
  error: string | null;
  startedBy: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  updatedAt: Date;
  version: number;
};

export const DEMO_JOB_SELECT = `j.id, j.tenant_id AS "tenantId", j.kind, j.status, j.step, j.steps, j.step_label AS "stepLabel", j.error,
  (SELECT u.name FROM users u WHERE u.id = j.started_by) AS "startedBy", j.started_at AS "startedAt", j.finished_at AS "finishedAt",
  j.updated_at AS "updatedAt", j.version`;

/** The audit rows' kind and noun for the jobs (`demoData.start`, `demoData.step`, `demoData.done`, `demoData.failed`). */
export const DEMO_JOBS = { kind: 'Demo data', noun: 'demoData' } as const;

/** The tenant as /admin/settings/demo shows it: whether it is production, and the tenant row's version. */
export type DemoDataRow = { id: string; name: string; production: boolean; version: number };
