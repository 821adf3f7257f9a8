/** Display helpers shared by the views: role and unit labels, dates in the tenant's locale. */
import type { DateMode } from '../generated/enums/DateMode';
import { canonicalLocale, dateTimeFormat, isCalendarDay, numberFormat, relativeTimeFormat, resolveTimeZone } from './dates';
import type { Role } from './roles';

const ROLE_WORDS: Record<string, string> = { MGMT: 'Management', TAG: 'Tag', TITLE: 'Title' };

/** ACCIDENT_INCIDENT_MGMT → "Accident Incident Management", CALL_CENTER_LEAD → "Call Center Lead". */
export const roleLabel = (role: Role | string): string =>
  role
    .split('_')
    .map((word) => ROLE_WORDS[word] ?? word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');

const UNIT_NAMES: Record<string, string> = {
  lb: 'pounds (lb)',
  kg: 'kilograms (kg)',
  in: 'inches (in)',
  cm: 'centimetres (cm)',
  mi: 'miles (mi)',
  km: 'kilometres (km)',
  gal: 'gallons (gal)',
  L: 'litres (L)',
};

export const unitLabel = (unit: string): string => UNIT_NAMES[unit] ?? unit;

/** The currency's name in the tenant's locale ("US Dollar (USD)"), or the code when the browser cannot name it. */
export const currencyLabel = (currency: string, locale: string): string => {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(currency);
    return name && name !== currency ? `${name} (${currency})` : currency;
  } catch {
    return currency;
  }
};

export const localeLabel = (locale: string): string => {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? `${name} (${locale})` : locale;
  } catch {
    return locale;
  }
};

/** Zone size is a distance in the tenant's distance unit. */
export const zoneSizeLabel = (zoneSize: number, distanceUnit: string): string => `${zoneSize} ${distanceUnit}`;

/**
 * "Jan 17, 2024, 3:05 PM" in the locale given (the tenant's), else the browser's; in `timeZone` when given (the
 * tenant's), else the browser's. The one date-time format of every page.
 */
export const formatDateTime = (iso: string | null | undefined, locale?: string, timeZone?: string | null): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const zone = timeZone ? resolveTimeZone(timeZone) : undefined;
  return dateTimeFormat(canonicalLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(date);
};

/** A calendar day (YYYY-MM-DD) as "Nov 20, 2026", never shifted by a time zone: the one date format of every page. */
export const formatDate = (day: string | null | undefined, locale?: string): string => {
  if (!day) return '—';
  if (!isCalendarDay(day)) return day;
  return dateTimeFormat(canonicalLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
};

type DateRequest = { mode: DateMode; date?: string | null };

const MODE_WORD: Record<DateMode, string> = { AFTER: 'After', ASAP: 'ASAP', BEFORE: 'Before', ON: 'On' };

/** "ASAP", "On Nov 20, 2026", "Before Dec 15, 2026": a requested pickup or delivery. */
export const formatDateRequest = (request: DateRequest, locale?: string): string =>
  request.mode === 'ASAP' || !request.date ? MODE_WORD[request.mode] : `${MODE_WORD[request.mode]} ${formatDate(request.date, locale)}`;

/** "Requested before Dec 15, 2026", "Requested ASAP": a request where a time could be expected, never shown as one. */
export const formatRequested = (request: DateRequest, locale?: string): string => {
  const text = formatDateRequest(request, locale);
  return `Requested ${request.mode === 'ASAP' || !request.date ? text : text.charAt(0).toLowerCase() + text.slice(1)}`;
};

/** "Pickup on Nov 20, 2026, delivery before Nov 22, 2026 (America/New_York)": what a confirmation repeats. */
export const formatRequestWindow = (pickup: DateRequest, delivery: DateRequest, locale?: string, timeZone?: string | null): string => {
  const lower = (request: DateRequest) => {
    const text = formatDateRequest(request, locale);
    return request.mode === 'ASAP' ? 'as soon as possible' : text.charAt(0).toLowerCase() + text.slice(1);
  };
  return `Pickup ${lower(pickup)}, delivery ${lower(delivery)} (${resolveTimeZone(timeZone)})`;
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "just now": for notification times. */
export const formatRelative = (iso: string, now: number = Date.now(), locale?: string): string => {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '—';
  const format = relativeTimeFormat(canonicalLocale(locale), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
};

/**
 * Money kept in minor units (cents) for people: formatMoney(31000, 'USD', 'en-US') → "$310.00". A fraction of a
 * minor unit (a fuel rate of 12.5¢ a mile) is shown, not rounded away.
 */
export const formatMoney = (minor: number, currency: string, locale?: string): string => {
  try {
    const format = (extra: Intl.NumberFormatOptions = {}) =>
      numberFormat(canonicalLocale(locale), { style: 'currency', currency, ...extra });
    const digits = format().resolvedOptions().maximumFractionDigits ?? 2;
    const major = minor / 10 ** digits;
    return Number.isInteger(minor) ? format().format(major) : format({ maximumFractionDigits: digits + 2 }).format(major);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
};
