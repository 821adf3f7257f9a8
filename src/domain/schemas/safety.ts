import * as z from 'zod';
import { TransportPlateTypeValues } from '../../generated/enums/TransportPlateType';
import { isCalendarDay, parseDateTime } from '../dates';

/**
 * IFTA decal and transport plate forms: the same schemas check the dialog in the browser and the input on the
 * server (shaped as the GraphQL arguments: IftaDecalInput, TransportPlateInput, AssignTransportPlateInput, …).
 */

export const MISSING_REASON_MAX = 1000;
export const DESTROYED_REASON_MAX = 500;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

const requiredDay = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .refine((value) => isCalendarDay(value), `The ${field} must be a valid date (YYYY-MM-DD).`);

const requiredInstant = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .transform((value, context) => {
      const parsed = parseDateTime(value);
      if (parsed === null) {
        context.addIssue({ code: 'custom', message: `The ${field} must be a valid date and time.` });
        return z.NEVER;
      }
      return parsed;
    });

const year = z
  .number({ error: 'The year field is required.' })
  .int('The year must be a whole number.')
  .min(2000, 'The year must be 2000 or later.')
  .max(2100, 'The year may not be after 2100.');

/** A decal number as printed (letters, digits, dashes). */
const decalNumber = requiredText('decal number', 30).regex(
  /^[A-Za-z0-9-]+$/,
  'The decal number may contain letters, digits and dashes only.',
);

export const iftaDecalInputSchema = z.object({ year, number: decalNumber.transform((value) => value.toUpperCase()) });
export type IftaDecalInputValues = z.output<typeof iftaDecalInputSchema>;

export const assignDecalSchema = z.object({
  unitId: z
    .string({ error: 'The unit field is required.' })
    .min(1, 'The unit field is required.')
    .regex(ID, 'The selected unit is invalid.'),
  issuedOn: requiredDay('issued date'),
});

export const returnDecalSchema = z.object({ returnedOn: requiredDay('returned date') });

export const destroyDecalSchema = z.object({
  destroyedOn: requiredDay('destroyed date'),
  reason: z
    .string()
    .trim()
    .max(DESTROYED_REASON_MAX, `The reason may not be greater than ${DESTROYED_REASON_MAX} characters.`)
    .nullish()
    .transform((value) => value || null),
});

export const transportPlateInputSchema = z.object({
  number: requiredText('plate number', 15)
    .regex(/^[A-Za-z0-9 -]+$/, 'The plate number may contain letters, digits, spaces and dashes only.')
    .transform((value) => value.toUpperCase()),
  state: z
    .string({ error: 'The state field is required.' })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value), 'The state must be a two-letter state or province code.'),
  type: z.enum(TransportPlateTypeValues, { error: 'The selected plate type is invalid.' }),
  expiresOn: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDay(value), 'The expiry date must be a valid date (YYYY-MM-DD).'),
});
export type TransportPlateInputValues = z.output<typeof transportPlateInputSchema>;

export const assignPlateInputSchema = z.object({
  legId: z.string({ error: 'The leg field is required.' }).min(1, 'The leg field is required.').regex(ID, 'The selected leg is invalid.'),
  driverId: z
    .string()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || ID.test(value), 'The selected driver is invalid.'),
  outAt: requiredInstant('out time'),
});
export type AssignPlateInputValues = z.output<typeof assignPlateInputSchema>;

export const checkInPlateSchema = z.object({ inAt: requiredInstant('in time') });

export const missingPlateSchema = z.object({ reason: requiredText('reason', MISSING_REASON_MAX) });
