import * as z from 'zod';
import { TransportMethodValues } from '../../generated/enums/TransportMethod';
import { VehicleClassValues } from '../../generated/enums/VehicleClass';
import { isCalendarDay } from '../dates';
import { minorUnits } from './money';

/**
 * A tariff rate's form (issue 29): the same schema checks the tariff editor in the browser and TariffRateInput on the
 * server. A band is [distanceFrom, distanceTo) in the tenant's distance unit, the dates are inclusive, null ends are open.
 */

/** The distance columns are numeric(10, 1): one decimal, below a billion. */
export const DISTANCE_LIMIT = 1_000_000_000;

const distance = (field: string) =>
  z
    .number({ error: `The ${field} must be a number.` })
    .min(0, `The ${field} may not be negative.`)
    .max(DISTANCE_LIMIT - 1, `The ${field} must be less than ${DISTANCE_LIMIT.toLocaleString('en-US')}.`)
    .refine((value) => Math.round(value * 10) === value * 10, `The ${field} may have at most one decimal.`);

/** YYYY-MM-DD or nothing (blank is nothing). */
const optionalDay = (field: string) =>
  z
    .string({ error: `The ${field} must be a date (YYYY-MM-DD).` })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDay(value), `The ${field} must be a valid date (YYYY-MM-DD).`);

export const tariffRateInputSchema = z
  .object({
    transportMethod: z.enum(TransportMethodValues, { error: 'The transport method field is required.' }),
    vehicleClass: z
      .enum(VehicleClassValues, { error: 'The selected vehicle class is invalid.' })
      .nullish()
      .transform((value) => value ?? null),
    distanceFrom: distance('band start')
      .nullish()
      .transform((value) => value ?? 0),
    distanceTo: distance('band end')
      .nullish()
      .transform((value) => value ?? null),
    ratePerZone: minorUnits('rate per zone'),
    minimum: minorUnits('minimum')
      .nullish()
      .transform((value) => value ?? 0),
    effectiveFrom: optionalDay('effective from date'),
    effectiveTo: optionalDay('effective to date'),
  })
  .superRefine((value, context) => {
    if (value.distanceTo !== null && value.distanceTo <= value.distanceFrom)
      context.addIssue({ code: 'custom', path: ['distanceTo'], message: 'The band must end above where it starts.' });
    // YYYY-MM-DD strings order as the days do.
    if (value.effectiveFrom !== null && value.effectiveTo !== null && value.effectiveTo < value.effectiveFrom)
      context.addIssue({ code: 'custom', path: ['effectiveTo'], message: 'The rate must end on or after the day it starts.' });
  });
export type TariffRateInputValues = z.output<typeof tariffRateInputSchema>;
