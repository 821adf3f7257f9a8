import type { Queryable } from '../db/database';

/** A report's days, inclusive, in the tenant's zone (the kit's ReportPeriod carries more; this is what SQL needs). */
export type Days = { from: string; to: string };

/** What every compute function of the area takes: the transaction (under the caller's row-level security) and the zone. */
export type FinanceScope = { tx: Queryable; zone: string };

/** Pushes a parameter and answers its placeholder. */
export const param = (params: unknown[], value: unknown) => {
  params.push(value);
  return `$${params.length}`;
};

/** A date column within the days. */
export const withinDates = (column: string, days: Days, params: unknown[]) => [
  `${column} >= ${param(params, days.from)}::date`,
  `${column} <= ${param(params, days.to)}::date`,
];
