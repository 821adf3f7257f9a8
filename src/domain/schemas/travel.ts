import * as z from 'zod';
import { TravelPurposeValues } from '../../generated/enums/TravelPurpose';
import { parseDateTime } from '../dates';
import { minorUnits } from './money';
import { optionalText } from './text';
import { isTimeZone } from './accidents';
import type { Role } from '../roles';

/**
 * A driver's flights and rental cars: the same schemas check the forms in the browser and the input on the server
 * (shaped as the GraphQL inputs DriverFlightInput and DriverRentalInput). Cost in minor units, 0 to 99,999,999.
 */

/** Dispatch (and ADMIN) book a driver's travel; accounting reads it too, since settlements reimburse it (docs/access.md#areas). */
export const TRAVEL_WRITER_ROLES: readonly Role[] = ['ADMIN', 'DISPATCH', 'DISPATCH_LEAD'];
export const TRAVEL_READER_ROLES: readonly Role[] = [...TRAVEL_WRITER_ROLES, 'ACCOUNTING', 'ACCOUNTING_LEAD'];

export const MAX_TRAVEL_LEGS = 20;
export const TRAVEL_NOTES_MAX = 1000;
export const EARLIEST_TRAVEL = '2000-01-01T00:00:00.000Z';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IATA = /^[A-Z]{3}$/;
/** An IATA designator (2 letters or digits, or a 3-letter ICAO one) and 1–4 digits, an optional suffix: AA1234, B6 57. */
const FLIGHT_NUMBER = /^[A-Z0-9]{2,3}[0-9]{1,4}[A-Z]?$/;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

const airport = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value !== '', `The ${field} field is required.`)
    .refine((value) => value === '' || IATA.test(value), `The ${field} must be a three-letter IATA airport code, e.g. DEN.`);

const instant = (field: string) =>
  z.string({ error: `The ${field} field is required.` }).transform((value, context) => {
    if (value.trim() === '') {
      context.addIssue({ code: 'custom', message: `The ${field} field is required.` });
      return z.NEVER;
    }
    const parsed = parseDateTime(value);
    if (parsed === null || parsed < EARLIEST_TRAVEL) {
      context.addIssue({ code: 'custom', message: `The ${field} must be a valid date and time.` });
      return z.NEVER;
    }
    return parsed;
  });

const timeZone = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .refine((value) => isTimeZone(value), `The ${field} must be a time zone name such as America/Denver.`);

const legIds = z
  .array(z.string().refine((value) => ID.test(value), 'The selected leg is invalid.'))
  .max(MAX_TRAVEL_LEGS, `At most ${MAX_TRAVEL_LEGS} legs.`)
  .nullish()
  .transform((value) => [...new Set(value ?? [])]);

const booking = {
  driverId: z.string({ error: 'The driver field is required.' }).refine((value) => ID.test(value), 'Choose the driver.'),
  purpose: z.enum(TravelPurposeValues, { error: 'The selected purpose is invalid.' }),
  cost: minorUnits('cost'),
  notes: optionalText(TRAVEL_NOTES_MAX, 'notes'),
  legIds,
};

export const driverFlightInputSchema = z
  .object({
    ...booking,
    airline: requiredText('airline', 100),
    flightNumber: z
      .string({ error: 'The flight number field is required.' })
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => value !== '', 'The flight number field is required.')
      .refine((value) => value === '' || FLIGHT_NUMBER.test(value), 'The flight number must be the airline code and number, e.g. AA1234.'),
    fromAirport: airport('departure airport'),
    toAirport: airport('arrival airport'),
    departsAt: instant('departure'),
    departureTimeZone: timeZone('departure time zone'),
    arrivesAt: instant('arrival'),
    arrivalTimeZone: timeZone('arrival time zone'),
    confirmationCode: optionalText(20, 'confirmation code').transform((value) => value?.toUpperCase() ?? null),
  })
  .superRefine((flight, context) => {
    if (flight.fromAirport === flight.toAirport)
      context.addIssue({ code: 'custom', path: ['toAirport'], message: 'The arrival airport must differ from the departure airport.' });
    if (flight.arrivesAt <= flight.departsAt)
      context.addIssue({ code: 'custom', path: ['arrivesAt'], message: 'The arrival must be after the departure.' });
  });

export type DriverFlightInputValues = z.output<typeof driverFlightInputSchema>;

export const driverRentalInputSchema = z
  .object({
    ...booking,
    company: requiredText('rental company', 100),
    pickupPlace: requiredText('pickup place', 200),
    pickupAt: instant('pickup'),
    pickupTimeZone: timeZone('pickup time zone'),
    returnPlace: requiredText('return place', 200),
    returnAt: instant('return'),
    returnTimeZone: timeZone('return time zone'),
    confirmationCode: optionalText(30, 'confirmation code').transform((value) => value?.toUpperCase() ?? null),
  })
  .superRefine((rental, context) => {
    if (rental.returnAt <= rental.pickupAt)
      context.addIssue({ code: 'custom', path: ['returnAt'], message: 'The return must be after the pickup.' });
  });

export type DriverRentalInputValues = z.output<typeof driverRentalInputSchema>;

export const cancelTravelSchema = z.object({ reason: optionalText(TRAVEL_NOTES_MAX, 'reason') });
