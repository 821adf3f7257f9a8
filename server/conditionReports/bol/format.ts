import { formatDateTime } from '../../../src/domain/format';
import { enumLabel } from '../../../src/domain/labels';
import type { BolTime } from './bolInput';

const iso = (value: BolTime | null | undefined): string | null => {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The zone times print in: the tenant's, or UTC when Intl does not know it (never the server's own). */
export const zoneName = (timeZone: string): string => {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
};

/** "Nov 24, 2026, 3:05 PM" on the tenant's clock, "—" for none. */
export const formatTime = (value: BolTime | null | undefined, timeZone: string, locale = 'en-US'): string =>
  formatDateTime(iso(value), locale, zoneName(timeZone));

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** "40.71280, -74.00600", or "no GPS". */
export const formatGps = (latitude: number | null | undefined, longitude: number | null | undefined): string =>
  finite(latitude) && finite(longitude) ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}` : 'no GPS';

export const label = (value: string | null | undefined): string => (value ? enumLabel(value) : '—');
export const labels = (values: readonly string[]): string => (values.length ? values.map(enumLabel).join(', ') : 'None');
export const orDash = (value: unknown): string => (value == null || value === '' ? '—' : String(value));
