import type { FuelUnit } from './schemas';

/**
 * The fuel surcharge a week's price gives (docs/domain.md#pricing, "(price − base) ÷ MPG a mile, never below zero"):
 * minor units per distance unit, rounded to the thousandth fuel_rates.rate_per_distance keeps.
 */
export type FuelSchedule = { basePrice: number; economy: number };

export const surchargeOf = (pricePerUnit: number, { basePrice, economy }: FuelSchedule): number =>
  Math.max(0, Math.round(((pricePerUnit - basePrice) / economy) * 1000) / 1000);

/**
 * A new tenant's schedule by its fuel unit: $2.50 a gallon at 6 miles a gallon (a loaded car carrier), or $1.00 a
 * litre at 2.5 km a litre; the admin sets its own on /admin/settings.
 */
export const DEFAULT_FUEL_SCHEDULE: Record<FuelUnit, FuelSchedule> = {
  gal: { basePrice: 250, economy: 6 },
  L: { basePrice: 100, economy: 2.5 },
};
