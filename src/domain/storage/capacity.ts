import { daysBetween } from './billableDays';

/**
 * Capacity (docs/flows.md#storage-record): a reservation is refused when any of its days would be over the facility's
 * capacity. `occupied` counts, per day (YYYY-MM-DD), the records already holding a space that day; a day not listed
 * holds none. The answer is the first day of `from`…`to` (inclusive) with no space left, or null when every day has one.
 */
export const firstFullDay = (from: string, to: string, capacity: number, occupied: ReadonlyMap<string, number>): string | null =>
  daysBetween(from, to).find((day) => (occupied.get(day) ?? 0) + 1 > capacity) ?? null;

/** The longest reservation asked in one go (a year): an open-ended stay is checked this far ahead. */
export const RESERVATION_MAX_DAYS = 366;
