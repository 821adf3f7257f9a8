import type { ConditionReportDirection } from '@/generated/enums/ConditionReportDirection';
import type { ConditionReportStatus } from '@/generated/enums/ConditionReportStatus';
import { resolveTimeZone, todayIn, zonedToIso } from '../../../domain/dates';
import { actualTimeError, earliestActualTime } from '../../../domain/legActualTime';
import { isStandingReport } from '../../../machines/domain/conditionReport.machine';
import type { CustodyMove } from './custodyMove';

/**
 * The actual time of a leg's pick up or delivery, as the driver's confirmation and the leg page's dialog ask it
 * (src/domain/legActualTime.ts holds the rule the server checks too).
 */

/** A day ("YYYY-MM-DD") and a minute ("HH:MM") on the tenant's clock, as the date and time inputs hold them. */
export type ZonedMinute = { day: string; time: string };

/** Where the time may lie: not before `after` (the step before, named `afterWhat` in the error), null when none is known. */
export type ActualTimeWindow = { after: string | null; afterWhat: string };

/** An instant to the minute on a zone's clock. */
export const zonedMinute = (instant: Date, timeZone?: string | null): ZonedMinute => {
  const zone = resolveTimeZone(timeZone);
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(instant);
  return { day: todayIn(zone, instant), time };
};

/** What was given, as the instant the server takes, or the field's error (the server's own rule and words). */
export const actualTimeOf = (
  value: ZonedMinute,
  window: ActualTimeWindow,
  timeZone?: string | null,
  now: Date = new Date(),
): { ok: true; actualAt: string } | { ok: false; error: string } => {
  const actualAt = zonedToIso(value.day, value.time, timeZone);
  if (!actualAt) return { ok: false, error: 'Give the date and the time of day.' };
  const error = actualTimeError(actualAt, window.after, window.afterWhat, now);
  return error ? { ok: false, error } : { ok: true, actualAt };
};

/** The earliest minute the inputs may name, for their `min`; null when only "not later than now" holds. */
export const earliestMinute = (after: string | null, timeZone?: string | null): ZonedMinute | null => {
  const earliest = earliestActualTime(after);
  return earliest === null ? null : zonedMinute(new Date(earliest), timeZone);
};

type ReportTime = { direction: ConditionReportDirection; status: ConditionReportStatus; capturedAt?: string | null };

/** When the standing pickup report was taken (its latest, as server/orderLegs/orderLegs.actualTime.ts reads it); null: none. */
export const pickupReportTakenAt = (reports: readonly ReportTime[]): string | null =>
  reports
    .filter((report) => report.direction === 'PICKUP' && isStandingReport(report.status) && report.capturedAt)
    .map((report) => report.capturedAt as string)
    .reduce<string | null>((latest, at) => (latest === null || Date.parse(at) > Date.parse(latest) ? at : latest), null);

/** The step a move's time may not come before: the pickup report for a pick up, the pick up for a delivery. */
export const actualTimeWindow = (
  event: CustodyMove,
  leg: { pickupReportTakenAt?: string | null; pickedUpAt?: string | null },
): ActualTimeWindow =>
  event === 'PICK_UP'
    ? { after: leg.pickupReportTakenAt ?? null, afterWhat: 'the pickup report' }
    : { after: leg.pickedUpAt ?? null, afterWhat: 'the pick up' };

/**
 * A move's input from the time given, `{ actualAt }`, or the errors to show beside the time under the key the server
 * names it (`input.actualAt`, read as `actualAt` by graphqlFailure).
 */
export const actualTimeInput = (
  event: CustodyMove,
  value: ZonedMinute,
  leg: { pickupReportTakenAt?: string | null; pickedUpAt?: string | null },
  timeZone?: string | null,
  now: Date = new Date(),
): { ok: true; input: { actualAt: string } } | { ok: false; errors: { actualAt: string[] } } => {
  const checked = actualTimeOf(value, actualTimeWindow(event, leg), timeZone, now);
  return checked.ok ? { ok: true, input: { actualAt: checked.actualAt } } : { ok: false, errors: { actualAt: [checked.error] } };
};
