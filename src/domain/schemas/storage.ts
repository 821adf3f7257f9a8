import * as z from 'zod';
import { StorageBookingModeValues } from '../../generated/enums/StorageBookingMode';
import { StorageContactKindValues } from '../../generated/enums/StorageContactKind';
import { StorageMovementKindValues } from '../../generated/enums/StorageMovementKind';
import { StorageNoteKindValues } from '../../generated/enums/StorageNoteKind';
import { StorageTypeValues } from '../../generated/enums/StorageType';
import { isCalendarDay } from '../dates';
import { RESERVATION_MAX_DAYS } from '../storage/capacity';
import { minorUnits } from './money';
import { optionalText } from './text';

/**
 * The storage forms (facility settings, closures, notes, contacts, rate cards, reservations, a record's spot and keys):
 * the same schemas check the forms in the browser and the input on the server (shaped as the GraphQL inputs).
 */

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MS = 86_400_000;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

const day = (field: string) =>
  z
    .string({ error: `The ${field} date is required.` })
    .trim()
    .refine(isCalendarDay, `The ${field} date must be a valid date (YYYY-MM-DD).`);

const id = (what: string) => z.string({ error: `The ${what} is required.` }).regex(ID, `The selected ${what} is invalid.`);
const optionalId = (what: string) => z.string().regex(ID, `The selected ${what} is invalid.`).nullish();

const count = (field: string, max: number) =>
  z
    .number({ error: `The ${field} field is required.` })
    .int(`The ${field} must be a whole number.`)
    .min(0, `The ${field} may not be negative.`)
    .max(max, `The ${field} may not be greater than ${max}.`);

export const storageHoursSchema = z
  .object({
    weekday: z
      .number()
      .int()
      .min(1, 'The weekday must be 1 (Monday) to 7 (Sunday).')
      .max(7, 'The weekday must be 1 (Monday) to 7 (Sunday).'),
    closed: z.boolean(),
    opensAt: z.string().regex(TIME, 'The opening time must be HH:MM.').nullish(),
    closesAt: z.string().regex(TIME, 'The closing time must be HH:MM.').nullish(),
  })
  .superRefine((hours, context) => {
    if (hours.closed) return;
    if (!hours.opensAt) context.addIssue({ code: 'custom', path: ['opensAt'], message: 'The opening time is required on an open day.' });
    if (!hours.closesAt) context.addIssue({ code: 'custom', path: ['closesAt'], message: 'The closing time is required on an open day.' });
    if (hours.opensAt && hours.closesAt && hours.closesAt <= hours.opensAt)
      context.addIssue({ code: 'custom', path: ['closesAt'], message: 'The closing time must be after the opening time.' });
  });

export const storageFacilityInputSchema = z.object({
  capacity: count('capacity', 100_000).nullish(),
  bookingMode: z.enum(StorageBookingModeValues, 'The booking mode field is required.'),
  hours: z
    .array(storageHoursSchema)
    .max(7)
    .superRefine((hours, context) => {
      const seen = new Set<number>();
      hours.forEach((entry, i) => {
        if (seen.has(entry.weekday)) context.addIssue({ code: 'custom', path: [i, 'weekday'], message: 'Each weekday is given once.' });
        seen.add(entry.weekday);
      });
    }),
});
export type StorageFacilityInputValues = z.output<typeof storageFacilityInputSchema>;

export const storageClosureInputSchema = z.object({ day: day('closure'), reason: requiredText('reason', 200) });
export type StorageClosureInputValues = z.output<typeof storageClosureInputSchema>;

export const storageNoteInputSchema = z.object({
  kind: z.enum(StorageNoteKindValues, 'The note kind field is required.'),
  body: requiredText('note', 4000),
});
export type StorageNoteInputValues = z.output<typeof storageNoteInputSchema>;

export const storageContactInputSchema = z
  .object({
    kind: z.enum(StorageContactKindValues, 'The contact kind field is required.'),
    name: requiredText('name', 200),
    phone: optionalText(40, 'phone'),
    email: z
      .string()
      .trim()
      .max(254, 'The email may not be greater than 254 characters.')
      .refine((value) => value === '' || z.email().safeParse(value).success, 'The email must be a valid email address.')
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((contact, context) => {
    if (!contact.phone && !contact.email)
      context.addIssue({ code: 'custom', path: ['phone'], message: 'A phone or an email is required.' });
  });
export type StorageContactInputValues = z.output<typeof storageContactInputSchema>;

export const storageRateCardInputSchema = z.object({
  clientId: optionalId('client'),
  dailyRate: minorUnits('daily rate'),
  freeDays: count('free days', 365),
  minimumCharge: minorUnits('minimum charge'),
  monthlyCap: minorUnits('monthly cap').nullish(),
  billClosedDays: z.boolean({ error: 'Say whether closed days are billed.' }),
});
export type StorageRateCardInputValues = z.output<typeof storageRateCardInputSchema>;

export const storageReservationInputSchema = z
  .object({
    facilityId: id('facility'),
    vehicleId: id('vehicle'),
    orderLegId: optionalId('leg'),
    clientId: optionalId('client'),
    storageType: z.enum(StorageTypeValues, 'The storage type field is required.'),
    movementKind: z.enum(StorageMovementKindValues, 'The movement kind field is required.'),
    reservedFrom: day('from'),
    reservedTo: day('to').nullish(),
    notes: optionalText(2000, 'notes'),
  })
  .superRefine((reservation, context) => {
    if (!reservation.orderLegId && !reservation.clientId)
      context.addIssue({ code: 'custom', path: ['clientId'], message: 'A client is required for a reservation without a leg.' });
    const { reservedFrom: from, reservedTo: to } = reservation;
    if (!from || !to || !isCalendarDay(from) || !isCalendarDay(to)) return;
    if (to < from) context.addIssue({ code: 'custom', path: ['reservedTo'], message: 'The to date may not be before the from date.' });
    else if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > RESERVATION_MAX_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['reservedTo'],
        message: `A reservation may not be longer than ${RESERVATION_MAX_DAYS} days.`,
      });
  });
export type StorageReservationInputValues = z.output<typeof storageReservationInputSchema>;

export const storageRecordInputSchema = z.object({
  spot: optionalText(40, 'spot'),
  keyTag: optionalText(40, 'key tag'),
  keyCount: count('key count', 20).nullish(),
  lockBoxSlot: optionalText(40, 'lock-box slot'),
  reservedTo: day('to').nullish(),
  notes: optionalText(2000, 'notes'),
});
export type StorageRecordInputValues = z.output<typeof storageRecordInputSchema>;

export const storageKeyTakeInputSchema = z.object({
  keyTag: requiredText('key tag', 40),
  takenBy: requiredText('taken by', 200),
  note: optionalText(1000, 'note'),
});
export type StorageKeyTakeInputValues = z.output<typeof storageKeyTakeInputSchema>;

export const storageKeyStatusNoteSchema = optionalText(1000, 'note');
