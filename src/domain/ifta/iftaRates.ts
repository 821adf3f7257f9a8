import * as z from 'zod';
import { reportPeriodSchema } from '../reports/period';

/** The fuel types a unit burns that IFTA taxes (the units table's, less UNKNOWN; REGULAR is gasoline). */
export const IFTA_FUEL_TYPES = ['DIESEL', 'REGULAR', 'ELECTRIC'] as const;
export type IftaFuelType = (typeof IFTA_FUEL_TYPES)[number];
export const IFTA_FUEL_LABELS: Record<IftaFuelType, string> = { DIESEL: 'Diesel', REGULAR: 'Gasoline', ELECTRIC: 'Electricity' };

/** A return's quarter: "2025-Q3". */
export const IFTA_QUARTER = /^\d{4}-Q[1-4]$/;
export const quarterKey = (day: string) => `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;

/**
 * A number as its column keeps it (numeric(8, 4), numeric(8, 6)): rounded to the column's places before it is checked,
 * so a value that rounds to 0 or to 100 is refused here, never by the column's CHECK.
 */
const scaled = (places: number, label: string) =>
  z.number({ error: `The ${label} is required.` }).transform((value) => Math.round(value * 10 ** places) / 10 ** places);

const perGallon = (label: string) =>
  scaled(4, label).pipe(z.number().min(0, `The ${label} may not be negative.`).max(99.9999, `The ${label} must be under 100.`));

/** An admin-entered rate (server/ifta/ifta.rates.ts); dollars per gallon to four decimals, interest per month. */
export const iftaRateInputSchema = z.object({
  quarter: z.string().trim().regex(IFTA_QUARTER, 'A quarter is written 2025-Q3.'),
  jurisdiction: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'A jurisdiction is its two-letter code (IL, ON).')),
  fuelType: z.enum(IFTA_FUEL_TYPES, { error: 'Pick a fuel type.' }),
  rate: perGallon('rate'),
  surchargeRate: scaled(4, 'surcharge rate')
    .pipe(
      z
        .number()
        .positive('A surcharge rate is more than 0.0000 (leave it empty for none).')
        .max(99.9999, 'The surcharge rate must be under 100.'),
    )
    .nullable()
    .default(null),
  interestRate: scaled(6, 'interest rate')
    .pipe(z.number().min(0, 'The interest rate may not be negative.').max(0.999999, 'The interest rate is per month, under 1.'))
    .nullable()
    .default(null),
  source: z.string().trim().min(1, 'Say where the rate comes from.').max(300, 'At most 300 characters.'),
});
export type IftaRateInput = z.output<typeof iftaRateInputSchema>;

/**
 * The IFTA report's parameters: a quarter (or any period), a fuel type (diesel when absent) and, for its trip record,
 * one unit by its number (an empty one counts as none).
 */
export const iftaReportParamsSchema = z.object({
  period: reportPeriodSchema,
  fuelType: z.enum(IFTA_FUEL_TYPES, { error: 'Pick a fuel type.' }).default('DIESEL'),
  unit: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string({ error: 'A unit is its number.' }).trim().max(40, 'A unit number has at most 40 characters.').optional(),
  ),
});
export type IftaReportParams = z.output<typeof iftaReportParamsSchema>;
