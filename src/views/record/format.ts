/** Display helpers of the order and leg pages: requested dates, money in minor units, distances, vehicles. */
import type { DateMode } from '@/generated/graphql';

const MODE_WORD: Record<DateMode, string> = { AFTER: 'After', ASAP: 'ASAP', BEFORE: 'Before', ON: 'On' };

/** A calendar day (YYYY-MM-DD) without shifting it into the browser's time zone. */
export const formatDay = (day: string, locale?: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
};

/** "ASAP", "On Mar 3, 2025", "Before Mar 3, 2025". */
export const formatDateRequest = (request: { mode: DateMode; date?: string | null }, locale?: string): string =>
  request.mode === 'ASAP' || !request.date ? MODE_WORD[request.mode] : `${MODE_WORD[request.mode]} ${formatDay(request.date, locale)}`;

/** Minor units in the currency's own number of decimals (cents, yen, …). */
export const formatMoney = (minor: number, currency: string, locale?: string): string => {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
};

export const formatDistance = (distance: number | null | undefined, unit: string, locale?: string): string =>
  distance === null || distance === undefined
    ? '—'
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(distance)} ${unit}`;

type VehicleLike = { year?: number | null; make?: string | null; model?: string | null; vin?: string | null };

/** "2021 Toyota Camry", else the VIN, else "Vehicle". */
export const vehicleName = (vehicle: VehicleLike | null | undefined): string => {
  if (!vehicle) return '—';
  const name = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return name || vehicle.vin || 'Vehicle';
};

type PlaceLike = { name: string; city: string; stateProvince: string };

export const placeName = (place: PlaceLike | null | undefined): string =>
  place ? `${place.name} (${place.city}, ${place.stateProvince})` : '—';
