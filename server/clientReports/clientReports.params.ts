import * as z from 'zod';
import { orderListHref } from '../../src/domain/orderListUrl';
import { type ReportPeriod, reportPeriodSchema } from '../../src/domain/reports/period';
import { todayIn } from '../../src/domain/dates';
import type { ReportResult } from '../../src/domain/reports/table';
import type { Queryable } from '../db/database';
import { defineReport, REPORT_ROLES, type ReportContext } from '../reports/reports.public';
import { type ClientReportInput, requireClient } from './clientReports.figures';

/** A filter as the report page sends it: a string, absent when empty (an empty string counts as absent). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Both client reports: a period and, optionally, one client (a malformed id is a field error; another tenant's NOT_FOUND). */
export const clientReportParams = z.object({
  period: reportPeriodSchema,
  client: optional(z.uuid({ error: 'The selected client is invalid.' })),
});
export type ClientReportParams = z.output<typeof clientReportParams>;

/** The figures' input for a run: the caller's tenant and zone, the period, today there, the client (checked). */
export const reportInput = async (rc: ReportContext, params: ClientReportParams): Promise<ClientReportInput> => {
  const clientId = params.client ?? null;
  await requireClient(rc.tx, rc.tenantId, clientId);
  return {
    tenantId: rc.tenantId,
    zone: rc.zone,
    from: params.period.from,
    to: params.period.to,
    today: todayIn(rc.zone, new Date()),
    clientId,
  };
};

/** The report's own page for one client, same period: its per-record tables list what a client's figure counts. */
export const reportForClient = (page: string, period: ReportPeriod, clientId: string) =>
  `${page}?${new URLSearchParams({ period: period.kind, from: period.from, to: period.to, client: clientId })}`;

/** The orders list showing a client's orders made in the period (the list widens the days to whole days). */
export const clientOrdersHref = (period: ReportPeriod, clientId: string) =>
  orderListHref({
    conditions: [
      { column: 'CLIENT_ID', operator: 'EQ', values: [clientId] },
      { column: 'CREATED_AT', operator: 'BETWEEN', values: [period.from, period.to] },
    ],
  });

export const clientHref = (clientId: string) => `/admin/clients/${clientId}`;

/** part ÷ whole, or nothing when nothing was promised. */
export const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * A client report (both take clientReportParams and REPORT_ROLES): its figures read for the run's input (reportInput),
 * then shaped into the result.
 */
export const defineClientReport = <F>(
  report: { name: string; title: string; page: string },
  figuresOf: (tx: Queryable, input: ClientReportInput) => Promise<F>,
  result: (rc: ReportContext, params: ClientReportParams, figures: F) => ReportResult,
) =>
  defineReport({
    ...report,
    roles: REPORT_ROLES,
    params: clientReportParams,
    run: async (rc, params) => {
      const figures = await figuresOf(rc.tx, await reportInput(rc, params));
      rc.progress(1, 1);
      return result(rc, params, figures);
    },
  });
