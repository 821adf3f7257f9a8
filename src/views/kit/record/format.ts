/** Display helpers of the order and leg pages: requested dates, money in minor units, distances, vehicles. */
import { numberFormat } from '../../../domain/dates';
import { formatDate, formatDateRequest } from '../../../domain/format';

/** The one day format (src/domain/format.ts), under the name these pages use. */
export const formatDay = (day: string, locale?: string): string => formatDate(day, locale);
export { formatDateRequest };

/** Minor units in the currency's own number of decimals (cents, yen, …). */
export const formatMoney = (minor: number, currency: string, locale?: string): string => {
  try {
    const format = numberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
};

export const formatDistance = (distance: number | null | undefined, unit: string, locale?: string): string =>
  distance === null || distance === undefined ? '—' : `${numberFormat(locale, { maximumFractionDigits: 1 }).format(distance)} ${unit}`;

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
