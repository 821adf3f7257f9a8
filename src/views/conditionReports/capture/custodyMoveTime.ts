import { resolveTimeZone, todayIn, zonedToIso } from '../../../domain/dates';
import { actualTimeError, earliestActualTime } from '../../../domain/legActualTime';

/** A day ("YYYY-MM-DD") and a minute ("HH:MM") on the tenant's clock, as the date and time inputs hold them. */
export type ZonedMinute = { day: string; time: string };

/** An instant to the minute on a zone's clock. */
export const zonedMinute = (instant: Date, timeZone?: string | null): ZonedMinute => {
  const zone = resolveTimeZone(timeZone);
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(instant);
  return { day: todayIn(zone, instant), time };
};

/** What the driver gave, as the instant the server takes, or the field's error (the server's own rule and words). */
export const actualTimeOf = (
  value: ZonedMinute,
  window: { after: string | null; afterWhat: string },
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
