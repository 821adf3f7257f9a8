/** The CONFIRM dialog's date-time pickers (spec §9): 5-minute steps, years 1900–2100, sent as ISO instants. */

export const DATE_TIME_STEP_SECONDS = 300;
export const DATE_TIME_MIN = '1900-01-01T00:00';
export const DATE_TIME_MAX = '2100-12-31T23:55';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value (the browser's local time) as an ISO instant, or null when it is not a valid one in range. */
export const localToIso = (value: string): string | null => {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  if (year < 1900 || year > 2100) return null;
  const date = new Date(year, month - 1, day, hour, minute);
  // new Date rolls 2025-02-31 over into March: such a day does not exist.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.toISOString();
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's time zone, rounded down to 5 minutes. */
export const isoToLocal = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const minutes = date.getMinutes() - (date.getMinutes() % 5);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(minutes)}`;
};
