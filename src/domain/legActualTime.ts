/**
 * The actual time a driver gives for a leg's pick up or delivery: now by default, or earlier, but never before the step
 * that must come first (the pickup report for a pick up, the pick up for a delivery) and never ahead of the clock. One
 * rule for the confirmation dialog and the server (server/orderLegs/orderLegs.actualTime.ts).
 */

/** How far ahead of the server's clock a phone's "now" may be and still count as now. */
export const ACTUAL_TIME_CLOCK_SKEW_MS = 5 * 60_000;

const MINUTE_MS = 60_000;

/** The earliest instant the time may name: its lower bound to the minute, as a time input (minutes only) can give it. */
export const earliestActualTime = (after: string | Date | null): number | null =>
  after === null ? null : Math.floor(new Date(after).getTime() / MINUTE_MS) * MINUTE_MS;

/** Why the actual time is refused, in the words of the field's error; null when it lies in the window. */
export const actualTimeError = (actual: string, after: string | Date | null, afterWhat: string, now: Date = new Date()): string | null => {
  const time = Date.parse(actual);
  if (Number.isNaN(time)) return 'Give the time as a date and a time of day.';
  if (time > now.getTime() + ACTUAL_TIME_CLOCK_SKEW_MS) return 'The time cannot be later than now.';
  const earliest = earliestActualTime(after);
  if (earliest !== null && time < earliest) return `The time cannot be earlier than ${afterWhat}.`;
  return null;
};
