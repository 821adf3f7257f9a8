import * as z from 'zod';
import { isCalendarDay } from '../dates';
import type { Role } from '../roles';
import { isTimeZone } from '../schemas/accidents';
import { optionalText } from '../schemas/text';

/**
 * The tenant settings' and fuel rates' forms (issue 29, docs/decisions.md#tenant-settings-and-fuel-rates-issue-29):
 * the same schemas check the form in the browser and the input on the server (TenantSettingsInput, FuelRateInput).
 */

/** /admin/settings and its fuel rates are ADMIN's, to read and to write (docs/access.md#areas). */
export const SETTINGS_ROLES: readonly Role[] = ['ADMIN'];

/** The unit sets of migration 001's checks on `tenants`. */
export const WEIGHT_UNITS = ['lb', 'kg'] as const;
export const DIMENSION_UNITS = ['in', 'cm'] as const;
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export const FUEL_UNITS = ['gal', 'L'] as const;
export type FuelUnit = (typeof FUEL_UNITS)[number];

export const ZONE_SIZE_MAX = 10_000;
/** A fuel price per unit or a surcharge base, in minor units (fractions of a cent to three places). */
export const FUEL_PRICE_MAX = 1_000_000;
export const FUEL_ECONOMY_MAX = 100;
export const FUEL_SOURCE_MAX = 100;

/** A BCP-47 tag Intl formats numbers in (en-US, fr-CA), not merely one that parses. */
export const isKnownLocale = (value: string): boolean => {
  try {
    return Intl.getCanonicalLocales(value).length === 1 && Intl.NumberFormat.supportedLocalesOf([value]).length === 1;
  } catch {
    return false;
  }
};

/** An ISO-4217 code Intl knows (USD, CAD, EUR). */
export const isCurrency = (value: string): boolean => {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency');
  if (known) return known.includes(value);
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: value });
    return true;
  } catch {
    return false;
  }
};

/** Minor digits of a currency (2 for USD, 0 for JPY): a published price in dollars becomes cents by them. */
export const currencyDigits = (currency: string): number => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

const required = (field: string) => `The ${field} field is required.`;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `The ${field} must be one of ${values.join(', ')}.` });

/** Minor units with at most three decimals (a fuel price of 375.9¢), from 0 below FUEL_PRICE_MAX. */
export const fuelPrice = (field: string) =>
  z
    .number({ error: required(field) })
    .min(0, `The ${field} may not be negative.`)
    .max(FUEL_PRICE_MAX - 1, `The ${field} is too large.`)
    .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, `The ${field} may have at most three decimals.`);

/** Lines of an address (the invoice's letterhead and remittance): trimmed, omitted keeps what is stored. */
export const ADDRESS_MAX = 300;
const letterText = (field: string) =>
  z
    .string()
    .trim()
    .max(ADDRESS_MAX, `The ${field} may not be greater than ${ADDRESS_MAX} characters.`)
    .nullish()
    .transform((value) => value ?? undefined);

export const tenantSettingsInputSchema = z.object({
  name: z
    .string({ error: required('name') })
    .trim()
    .min(1, required('name'))
    .max(100, 'The name may not be greater than 100 characters.'),
  locale: z
    .string({ error: required('locale') })
    .trim()
    .refine(isKnownLocale, 'Give a language tag such as en-US or fr-CA.'),
  currency: z
    .string({ error: required('currency') })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isCurrency, 'Give an ISO 4217 currency code such as USD or CAD.'),
  weightUnit: oneOf(WEIGHT_UNITS, 'weight unit'),
  dimensionUnit: oneOf(DIMENSION_UNITS, 'dimension unit'),
  distanceUnit: oneOf(DISTANCE_UNITS, 'distance unit'),
  fuelUnit: oneOf(FUEL_UNITS, 'fuel unit'),
  zoneSize: z
    .number({ error: required('zone size') })
    .int('The zone size must be a whole number.')
    .min(1, 'The zone size must be greater than 0.')
    .max(ZONE_SIZE_MAX, `The zone size may not be greater than ${ZONE_SIZE_MAX}.`),
  timeZone: z
    .string({ error: required('time zone') })
    .trim()
    .refine(isTimeZone, 'Give an IANA time zone such as America/New_York.'),
  fuelBasePrice: fuelPrice('fuel base price'),
  fuelEconomy: z
    .number({ error: required('fuel economy') })
    .gt(0, 'The fuel economy must be greater than 0.')
    .max(FUEL_ECONOMY_MAX, `The fuel economy may not be greater than ${FUEL_ECONOMY_MAX}.`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'The fuel economy may have at most two decimals.'),
  address: letterText('address'),
  remitTo: letterText('remittance address'),
});
export type TenantSettingsInput = z.input<typeof tenantSettingsInputSchema>;

export const fuelRateInputSchema = z.object({
  effectiveFrom: z.string({ error: required('date') }).refine(isCalendarDay, 'Give the week’s date as YYYY-MM-DD.'),
  pricePerUnit: fuelPrice('price per unit'),
  source: optionalText(FUEL_SOURCE_MAX, 'source'),
});
export type FuelRateInput = z.input<typeof fuelRateInputSchema>;
