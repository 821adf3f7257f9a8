import type * as z from 'zod';
import type { ReportPeriod } from '../../src/domain/reports/period';
import type { DistanceUnit, ReportColumn, ReportColumnKind, ReportResult } from '../../src/domain/reports/table';
import type { Role } from '../../src/domain/roles';
import { type Database, type Queryable, withContext } from '../db/database';
import { dayRange } from '../records/days';
import { validateInput } from '../records/writes';

/**
 * The report kit: a report declares its name, who may run it, its parameters and how it computes (`defineReport`),
 * and its area's manifest lists it under `reports`. The kit runs it (server/reports/reports.runs.ts): in one
 * transaction under the caller's row-level security, with its progress, its result kept for the page, its CSV
 * (src/domain/reports/table.ts) and, past two seconds, a CUSTOM_REPORT_CSV notification. docs/adding-an-area.md, "A
 * report", walks through one.
 */

/** Who runs the reports of /admin/reports (docs/access.md: admins and the accounting and billing leads). */
export const REPORT_ROLES: readonly Role[] = ['ADMIN', 'ACCOUNTING_LEAD', 'BILLING_LEAD'];

/** What a report's `run` is given: the run's transaction (RLS set to the caller), the tenant's zone and units, and progress. */
export type ReportContext = {
  tx: Queryable;
  tenantId: string;
  userId: string;
  /** The tenant's time zone: a period's days are its days. */
  zone: string;
  currency: string;
  distanceUnit: DistanceUnit;
  /** Reports how far the run has come (rows done of total); the page's progress bar shows it. */
  progress: (done: number, total: number) => void;
};

export type ReportDefinition<P = unknown> = {
  /** The report's key in `runReport(report: …)` and its CSV's file name: `invoices-aging`. */
  name: string;
  title: string;
  /** The report's page (`/admin/reports/ifta`): a long run's notification opens it at the run (?run=<id>). */
  page: string;
  roles: readonly Role[];
  /** The parameters' schema: `period` (reportPeriodSchema) and the report's filters; a failure is BAD_USER_INPUT by field. */
  params: z.ZodType<P>;
  run: (rc: ReportContext, params: P) => Promise<ReportResult>;
};

/**
 * Columns of one kind in a row, from their keys and labels in order (`{ stays: 'Stays', days: 'Storage days' }`, 'int'):
 * no kind is text.
 */
export const columnsOf = (labels: Record<string, string>, kind?: ReportColumnKind, digits?: number): ReportColumn[] =>
  Object.entries(labels).map(([key, label]) => ({
    key,
    label,
    ...(kind === undefined ? {} : { kind }),
    ...(digits === undefined ? {} : { digits }),
  }));

/** A report's result in its frame: the tenant's money and units, the period. */
export const reportResult = (
  rc: ReportContext,
  period: ReportPeriod,
  rest: Pick<ReportResult, 'tables' | 'charts' | 'notes'>,
): ReportResult => ({
  currency: rc.currency,
  distanceUnit: rc.distanceUnit,
  volumeUnit: 'gal',
  period,
  ...rest,
});

/** Declares a report (the identity, typed). */
export const defineReport = <P>(definition: ReportDefinition<P>): ReportDefinition<P> => definition;

const registered = new Map<string, ReportDefinition<unknown>>();

/**
 * The reports `runReport` knows, by name: every manifest's `reports`, registered by app.ts as it builds the server (the
 * kit reads no registry itself: server/areas.ts imports this area's manifest).
 */
// biome-ignore lint/suspicious/noExplicitAny: each report has its own parameters' type
export const registerReports = (definitions: readonly ReportDefinition<any>[]) => {
  for (const definition of definitions) {
    const known = registered.get(definition.name);
    if (known && known !== definition) throw new Error(`Two reports are named ${definition.name}.`);
    registered.set(definition.name, definition as ReportDefinition<unknown>);
  }
};

export const registeredReport = (name: string): ReportDefinition<unknown> | undefined => registered.get(name);

/** SQL conditions: `column` (a timestamptz) within the period's days in the tenant's zone; pushes its params. */
export const periodCondition = (column: string, period: Pick<ReportPeriod, 'from' | 'to'>, zone: string, params: unknown[]): string[] =>
  dayRange(column, period.from, period.to, zone, params);

/** The tenant's zone and units, read once per run. */
export const tenantUnits = async (tx: Queryable, tenantId: string) => {
  const { rows } = await tx.query<{ zone: string; currency: string; distanceUnit: DistanceUnit }>(
    'SELECT time_zone AS zone, currency, distance_unit AS "distanceUnit" FROM tenants WHERE id = $1',
    [tenantId],
  );
  return rows[0] ?? { zone: 'America/New_York', currency: 'USD', distanceUnit: 'mi' as const };
};

/** Validates a report's parameters as `runReport` does (field errors keyed `params.<field>`). */
export const reportParams = <P>(definition: ReportDefinition<P>, params: unknown): P =>
  validateInput(definition.params, params, 'params') as P;

/**
 * Computes a report for a user at once, in one transaction under their RLS: what a run does, without keeping the run.
 * For tests of a report's figures (and benches); the app runs reports through `runReport`.
 */
export const runReportAs = async <P>(
  db: Database,
  who: { tenantId: string; userId: string },
  definition: ReportDefinition<P>,
  params: unknown,
  progress: ReportContext['progress'] = () => {},
): Promise<ReportResult> => {
  const parsed = reportParams(definition, params);
  return withContext(db, who, async (tx) => {
    const units = await tenantUnits(tx, who.tenantId);
    return definition.run({ tx, ...who, ...units, progress }, parsed);
  });
};
