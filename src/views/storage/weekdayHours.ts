/** One weekday's row of the hours form: open or closed, and its times as typed (HH:MM). */
export type HoursRow = { weekday: number; closed: boolean; opensAt: string; closesAt: string };

type StoredHours = { weekday: number; closed: boolean; opensAt?: string | null; closesAt?: string | null };

/** The times a newly opened day starts with: a yard's usual day. */
export const DEFAULT_OPENS = '08:00';
export const DEFAULT_CLOSES = '17:00';

/** Monday to Sunday as the form shows them: the stored hours, and a weekday the facility has none for as closed. */
export const hoursRows = (stored: readonly StoredHours[]): HoursRow[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const day = stored.find((hours) => hours.weekday === weekday);
    return day
      ? { weekday, closed: day.closed, opensAt: day.opensAt ?? '', closesAt: day.closesAt ?? '' }
      : { weekday, closed: true, opensAt: '', closesAt: '' };
  });

/** The rows as StorageFacilityInput's hours: every weekday, a closed one without times. */
export const hoursInput = (rows: readonly HoursRow[]) =>
  rows.map((row) =>
    row.closed
      ? { weekday: row.weekday, closed: true, opensAt: null, closesAt: null }
      : { weekday: row.weekday, closed: false, opensAt: row.opensAt || null, closesAt: row.closesAt || null },
  );

/** "08:00–17:00", or "Closed". */
export const hoursText = (row: HoursRow): string => (row.closed ? 'Closed' : `${row.opensAt}–${row.closesAt}`);
