import { periodLabel } from '../../src/domain/reports/period';
import type { ReportResult } from '../../src/domain/reports/table';
import { requireStaffWith } from '../auth/actors';
import { type Database, withContext } from '../db/database';
import { isDatabaseUnavailable } from '../db/database';
import { badUserInput, isUuid, notFound } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { notify } from '../notifications/notifications.public';
import type { Events } from '../pubsub';
import { type ReportDefinition, registeredReport, reportParams, tenantUnits } from './reports.public';
import { REPORT_RUN_SELECT, type ReportRunRow } from './reports.rows';

/** A run that takes longer than this is a job: its user hears when it is done (CUSTOM_REPORT_CSV, with its CSV link). */
export const REPORT_JOB_MS = 2_000;
/** A RUNNING run no process is running after this long (the server restarted during it) reads as FAILED. */
const STALE_RUN_MS = 15 * 60_000;

export const reportDefinition = (name: string): ReportDefinition<unknown> => {
  const definition = registeredReport(name);
  if (!definition) throw badUserInput({ report: [`There is no report named "${name.slice(0, 60)}".`] });
  return definition;
};

/** This process's runs in progress: how far each has come (a run's transaction cannot write its progress for others to read). */
const running = new Map<string, { done: number; total: number }>();

/** A run as its user reads it: the progress of a run this process is running; a run nobody runs any more is FAILED. */
export const runAsRead = (row: ReportRunRow, now = Date.now()): ReportRunRow => {
  if (row.status !== 'RUNNING') return row;
  const progress = running.get(row.id);
  if (progress) return { ...row, ...progress };
  if (now - new Date(row.createdAt).getTime() > STALE_RUN_MS)
    return { ...row, status: 'FAILED', error: 'The run was interrupted (the server restarted): run the report again.' };
  return row;
};

/**
 * Starts a run of a report for the caller (their roles checked, the parameters validated: BAD_USER_INPUT by field) and
 * answers it RUNNING; the run starts once the request has committed, in its own transaction under the caller's RLS.
 */
export const startReportRun = async (ctx: GraphQLContext, name: string, params: unknown): Promise<ReportRunRow> => {
  const definition = reportDefinition(name);
  const who = requireStaffWith(ctx, definition.roles);
  const parsed = reportParams(definition, params);
  await ctx.db.query(`DELETE FROM report_runs WHERE tenant_id = $1 AND user_id = $2 AND created_at < now() - interval '30 days'`, [
    who.tenantId,
    who.user.id,
  ]);
  const { rows } = await ctx.db.query<ReportRunRow>(
    `INSERT INTO report_runs AS r (tenant_id, user_id, report, params) VALUES ($1, $2, $3, $4) RETURNING ${REPORT_RUN_SELECT}`,
    [who.tenantId, who.user.id, definition.name, JSON.stringify(parsed)],
  );
  const run = rows[0];
  running.set(run.id, { done: 0, total: 0 });
  ctx.afterCommit(() => {
    void executeRun({ db: ctx.database, events: ctx.events }, who, run, definition, parsed);
  });
  return run;
};

/** The caller's run (their own only: another user's or tenant's run is NOT_FOUND). */
export const findReportRun = async (ctx: GraphQLContext, actor: Actor, id: string): Promise<ReportRunRow> => {
  if (!isUuid(id)) throw notFound('Report run');
  const { rows } = await ctx.db.query<ReportRunRow>(
    `SELECT ${REPORT_RUN_SELECT} FROM report_runs r WHERE r.tenant_id = $1 AND r.id = $2 AND r.user_id = $3`,
    [actor.tenantId, id, actor.user.id],
  );
  if (!rows[0]) throw notFound('Report run');
  return runAsRead(rows[0]);
};

/** What the user is told when a run fails: the report's own words for a refusal, never a stack. */
const failureMessage = (error: unknown): string => {
  if (isDatabaseUnavailable(error)) return 'The database could not be reached during the run: run the report again.';
  const code = (error as { extensions?: { code?: string } })?.extensions?.code;
  if (code && error instanceof Error) return error.message.slice(0, 2000);
  return 'The report failed to run: run it again, and tell your administrator if it fails again.';
};

/** Runs a report: computes it, keeps its result, and past REPORT_JOB_MS tells its user it is ready. */
export const executeRun = async <P>(
  deps: { db: Database; events: Events },
  who: Actor,
  run: Pick<ReportRunRow, 'id'>,
  definition: ReportDefinition<P>,
  params: P,
  now: () => number = Date.now,
): Promise<void> => {
  const started = now();
  const as = { tenantId: who.tenantId, userId: who.user.id };
  const effects: (() => void | Promise<void>)[] = [];
  try {
    await withContext(deps.db, as, async (tx) => {
      const units = await tenantUnits(tx, who.tenantId);
      const result: ReportResult = await definition.run(
        { tx, ...as, ...units, progress: (done, total) => running.set(run.id, { done, total }) },
        params,
      );
      const progress = running.get(run.id);
      const total = Math.max(progress?.total ?? 0, progress?.done ?? 0);
      await tx.query(
        `UPDATE report_runs SET status = 'DONE', result = $3, done = $4, total = $4, finished_at = now() WHERE tenant_id = $1 AND id = $2`,
        [who.tenantId, run.id, JSON.stringify(result), total],
      );
      if (now() - started > REPORT_JOB_MS) {
        const link = `${definition.page}?run=${run.id}`;
        await notify({ db: tx, events: deps.events, afterCommit: (effect) => effects.push(effect) }, [who.user.id], {
          type: 'CUSTOM_REPORT_CSV',
          tenantId: who.tenantId,
          title: `${definition.title} is ready`,
          body: `${definition.title} for ${periodLabel(result.period)} has run: open it to see it and download its CSV.`,
          data: { link, reportRunId: run.id, csv: `/api/report-runs/${run.id}/csv` },
        });
      }
    });
  } catch (error) {
    if (!(error as { extensions?: unknown })?.extensions) console.error(`report ${definition.name} failed`, error);
    await withContext(deps.db, as, (tx) =>
      tx.query(`UPDATE report_runs SET status = 'FAILED', error = $3, finished_at = now() WHERE tenant_id = $1 AND id = $2`, [
        who.tenantId,
        run.id,
        failureMessage(error),
      ]),
    ).catch(() => undefined); // the database is gone: the run reads as FAILED once stale (runAsRead)
  } finally {
    running.delete(run.id);
  }
  for (const effect of effects) await effect();
};

/** A run's CSV link (a finished run only), with the table when the report has more than one. */
export const csvUrl = (row: ReportRunRow): string | null => (row.status === 'DONE' ? `/api/report-runs/${row.id}/csv` : null);
