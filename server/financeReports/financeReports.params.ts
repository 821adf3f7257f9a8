import * as z from 'zod';
import { TransportMethodValues } from '../../src/generated/enums/TransportMethod';
import { reportPeriodSchema } from '../../src/domain/reports/period';

/** A filter as the report page sends it: a string, absent when empty (an empty string counts as absent). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const client = optional(z.uuid({ error: 'The selected client is invalid.' }));

/** The invoices and rebate reports: a period and, optionally, one client. */
export const clientReportParams = z.object({ period: reportPeriodSchema, client });

/** The financial report: a period and, optionally, one client and one transport method. */
export const financialReportParams = z.object({
  period: reportPeriodSchema,
  client,
  method: optional(z.enum(TransportMethodValues, { error: 'Pick a transport method.' })),
});
