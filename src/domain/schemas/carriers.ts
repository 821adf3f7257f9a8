import * as z from 'zod';
import { isCalendarDay } from '../dates';
import { ContactTypeValues } from '../../generated/enums/ContactType';
import { DriverContactTypeValues } from '../../generated/enums/DriverContactType';
import { DriverEmploymentValues } from '../../generated/enums/DriverEmployment';
import { FuelTypeValues } from '../../generated/enums/FuelType';
import { LegPriorityKindValues } from '../../generated/enums/LegPriorityKind';
import { LicenceClassValues } from '../../generated/enums/LicenceClass';
import { LicenceEndorsementValues } from '../../generated/enums/LicenceEndorsement';
import { type PayKind, PayKindValues } from '../../generated/enums/PayKind';
import { UnitKindValues } from '../../generated/enums/UnitKind';
import { normalizeVin, validateVin } from '../vin';
import { optionalText } from './text';

/**
 * Driver, trucking company and unit forms: the same schemas check the form in the browser and the input on the
 * server, shaped as the GraphQL inputs (DriverInput, TruckingCompanyInput, UnitInput, …).
 */

export const MAX_CONTACTS = 10;
export const MAX_LEG_PRIORITY = 50;
export const MAX_DSC_VISIBILITY = 100;
export const DISQUALIFY_REASON_MAX = 1000;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const required = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

const choice = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `The selected ${field} is invalid.` });

const optionalId = (field: string) =>
  z
    .string()
    .regex(ID, `The selected ${field} is invalid.`)
    .nullish()
    .transform((value) => value ?? null);

const requiredId = (field: string) => z.string({ error: `The ${field} field is required.` }).regex(ID, `The selected ${field} is invalid.`);

/** YYYY-MM-DD or nothing. */
const optionalDay = (field: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isCalendarDay(value), `The ${field} must be a valid date (YYYY-MM-DD).`);

const optionalEmail = (field: string) =>
  z
    .string()
    .trim()
    .max(255, `The ${field} may not be greater than 255 characters.`)
    .email(`The ${field} must be a valid email address.`)
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null);

/** A state or province code (PA, ON). */
const optionalRegion = (field: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null))
    .refine((value) => value === null || /^[A-Z]{2}$/.test(value), `The ${field} must be a two-letter state or province code.`);

/** A payee's tax id as Legwork keeps it: the last four digits only (the W-9 itself is a document). */
const taxIdLast4 = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || /^[0-9]{4}$/.test(value), 'Give the last four digits of the tax id only.');

const payProfile = z
  .object({
    kind: choice(PayKindValues, 'pay kind'),
    rate: z
      .number({ error: 'The rate field is required.' })
      .int('The rate must be a whole number.')
      .min(0, 'The rate may not be negative.'),
    // Absent: kept as stored on an update, false on a create (server/carriers/carriers.drivers.ts).
    chargebackAllowed: z
      .boolean({ error: 'The chargeback field must be true or false.' })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((pay, context) => {
    // PERCENT is in basis points: 10000 is all of the leg's revenue.
    if (pay.kind === 'PERCENT' && pay.rate > 10_000)
      context.addIssue({ code: 'custom', path: ['rate'], message: 'A percentage may not be greater than 100% (10000 basis points).' });
    if (pay.kind !== 'PERCENT' && pay.rate > 100_000_000)
      context.addIssue({ code: 'custom', path: ['rate'], message: 'The rate is too large.' });
  })
  .nullish()
  .transform((value) => value ?? null);

export const driverInputSchema = z
  .object({
    firstName: required('first name', 100),
    lastName: required('last name', 100),
    email: optionalEmail('email'),
    phone: optionalText(40, 'phone'),
    employment: choice(DriverEmploymentValues, 'employment'),
    truckingCompanyId: optionalId('trucking company'),
    homeHubId: optionalId('home hub'),
    licenceNumber: optionalText(40, 'licence number'),
    licenceState: optionalRegion('licence state'),
    licenceClass: choice(LicenceClassValues, 'licence class')
      .nullish()
      .transform((value) => value ?? null),
    endorsements: z
      .array(choice(LicenceEndorsementValues, 'endorsement'))
      .nullish()
      .transform((values) => [...new Set(values ?? [])].sort()),
    licenceExpiresOn: optionalDay('licence expiry'),
    medicalCardExpiresOn: optionalDay('medical card expiry'),
    mvrReviewedOn: optionalDay('MVR review date'),
    payProfile,
    w9ReceivedOn: optionalDay('W-9 date'),
    taxIdLast4,
  })
  .superRefine((driver, context) => {
    if (driver.employment === 'TRUCKING_COMPANY' && !driver.truckingCompanyId)
      context.addIssue({ code: 'custom', path: ['truckingCompanyId'], message: "A trucking company's driver needs the trucking company." });
    if (driver.employment !== 'TRUCKING_COMPANY' && driver.truckingCompanyId)
      context.addIssue({
        code: 'custom',
        path: ['truckingCompanyId'],
        message: "Only a trucking company's driver belongs to a trucking company.",
      });
    if (driver.licenceNumber && !driver.licenceExpiresOn)
      context.addIssue({ code: 'custom', path: ['licenceExpiresOn'], message: 'The licence expiry is required with a licence number.' });
  });

/**
 * A pay rate as people type it and as it is stored (one meaning, migration 010): PER_MILE and PER_MOVE are money in
 * minor units of the tenant's currency ("0.62" → 62 with 2 decimals), PERCENT is basis points ("12.5" → 1250).
 * `digits` is the currency's minor-unit digits (2 for USD and CAD). Null when the text is not such a number.
 */
export const payRateFromText = (kind: PayKind, text: string, digits = 2): number | null => {
  const places = kind === 'PERCENT' ? 2 : digits;
  const match = text
    .trim()
    .replace(/^[$€£]\s*/, '')
    .replace(/\s*%$/, '')
    .match(/^(\d{1,9})(?:[.,](\d*))?$/);
  if (!match || (match[2] ?? '').length > places) return null;
  return Number(match[1]) * 10 ** places + Number((match[2] ?? '').padEnd(places, '0') || 0);
};

/** The stored rate as a form shows it: "0.62", "12.5". */
export const payRateToText = (kind: PayKind, rate: number, digits = 2): string => {
  const places = kind === 'PERCENT' ? 2 : digits;
  const text = (rate / 10 ** places).toFixed(places);
  return kind === 'PERCENT' ? String(Number(text)) : text;
};

export const PAY_RATE_FORMAT_MESSAGE: Record<PayKind, string> = {
  PER_MILE: 'Enter the rate per mile as an amount, e.g. 0.62.',
  PER_MOVE: 'Enter the rate per move as an amount, e.g. 150.00.',
  PERCENT: 'Enter the percentage as a number with up to 2 decimals, e.g. 12.5.',
};

/** inviteDriver's email: the driver's own when absent. */
export const inviteDriverSchema = z.object({ email: optionalEmail('email') });

/** addTruckingCompanyUser: who to link (the name only names a new user; an existing one keeps theirs). */
export const truckingCompanyUserSchema = z.object({
  email: z
    .string({ error: 'The email field is required.' })
    .trim()
    .min(1, { message: 'The email field is required.', abort: true })
    .max(255, { message: 'The email may not be greater than 255 characters.', abort: true })
    .email('The email must be a valid email address.'),
  name: optionalText(255, 'name'),
});

export const disqualifyInputSchema = z.object({ reason: required('reason', DISQUALIFY_REASON_MAX) });

const contactFields = {
  firstName: optionalText(100, 'first name'),
  lastName: optionalText(100, 'last name'),
  email: optionalEmail('email'),
  phone: optionalText(40, 'phone'),
  title: optionalText(100, 'title'),
};

const named = (contact: { firstName: string | null; lastName: string | null }, context: z.RefinementCtx) => {
  if (!contact.firstName && !contact.lastName) context.addIssue({ code: 'custom', path: ['lastName'], message: 'A contact needs a name.' });
};

const atMostOnePrimary = (contacts: { type: string }[], context: z.RefinementCtx) => {
  if (contacts.filter((contact) => contact.type === 'PRIMARY').length > 1)
    context.addIssue({ code: 'custom', path: [], message: 'Only one contact may be PRIMARY.' });
};

export const driverContactsSchema = z
  .array(z.object({ type: choice(DriverContactTypeValues, 'contact type'), ...contactFields }).superRefine(named))
  .max(MAX_CONTACTS, `At most ${MAX_CONTACTS} contacts.`)
  .superRefine(atMostOnePrimary);

export const legPrioritySchema = z
  .array(
    z
      .object({
        kind: choice(LegPriorityKindValues, 'priority kind'),
        clientId: optionalId('client'),
        region: optionalRegion('region'),
        legId: optionalId('leg'),
      })
      .superRefine((entry, context) => {
        const wanted = { CLIENT: 'clientId', REGION: 'region', LEG: 'legId' } as const;
        for (const [kind, field] of Object.entries(wanted)) {
          const given = entry[field] !== null;
          if (entry.kind === kind && !given)
            context.addIssue({
              code: 'custom',
              path: [field],
              message: `A ${kind} entry needs its ${field === 'region' ? 'region' : field.replace('Id', '')}.`,
            });
          if (entry.kind !== kind && given)
            context.addIssue({ code: 'custom', path: [field], message: `A ${entry.kind} entry takes no ${field}.` });
        }
      }),
  )
  .max(MAX_LEG_PRIORITY, `At most ${MAX_LEG_PRIORITY} entries.`);

export const dscVisibilitySchema = z
  .array(z.object({ clientId: requiredId('client'), customerId: optionalId('customer') }))
  .max(MAX_DSC_VISIBILITY, `At most ${MAX_DSC_VISIBILITY} entries.`)
  .superRefine((entries, context) => {
    const seen = new Set<string>();
    entries.forEach((entry, i) => {
      const key = `${entry.clientId}:${entry.customerId ?? ''}`;
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [i, 'clientId'], message: 'This entry is listed twice.' });
      seen.add(key);
    });
  });

const insurance = z
  .object({ insurer: optionalText(255, 'insurer'), policy: optionalText(100, 'policy'), expiresOn: optionalDay('insurance expiry') })
  .nullish()
  .transform((value) => value ?? { insurer: null, policy: null, expiresOn: null });

export const truckingCompanyInputSchema = z.object({
  legalName: required('legal name', 255),
  displayName: required('display name', 255),
  usdotNumber: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^[0-9]{1,8}$/.test(value), 'The USDOT number must be up to 8 digits.'),
  mcNumber: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value.toUpperCase().replace(/^MC-?/, '') : null))
    .refine((value) => value === null || /^[0-9]{1,8}$/.test(value), 'The MC number must be up to 8 digits (MC- may lead).'),
  cargoInsurance: insurance,
  liabilityInsurance: insurance,
  // How the company is paid for its drivers' legs: a settlement's earnings (server/settlements/settlements.create.ts).
  payProfile,
  payee: z
    .object({
      name: optionalText(255, 'payee name'),
      email: optionalEmail('payee email'),
      address: optionalText(500, 'payee address'),
      taxIdLast4,
    })
    .nullish()
    .transform((value) => value ?? { name: null, email: null, address: null, taxIdLast4: null }),
  contacts: z
    .array(z.object({ type: choice(ContactTypeValues, 'contact type'), ...contactFields }).superRefine(named))
    .max(MAX_CONTACTS, `At most ${MAX_CONTACTS} contacts.`)
    .superRefine(atMostOnePrimary)
    .nullish()
    .transform((value) => value ?? null),
});

const year = new Date().getFullYear();

export const unitInputSchema = z
  .object({
    unitNumber: required('unit number', 20),
    kind: choice(UnitKindValues, 'unit kind'),
    vin: z
      .string()
      .nullish()
      .transform((value) => (value ? normalizeVin(value) : null))
      .superRefine((value, context) => {
        if (value === null) return;
        const check = validateVin(value);
        if (!check.ok) context.addIssue({ code: 'custom', message: check.message });
      }),
    year: z
      .number()
      .int('The year must be a whole number.')
      .min(1950, 'The year must be 1950 or later.')
      .max(year + 2, `The year may not be after ${year + 2}.`)
      .nullish()
      .transform((value) => value ?? null),
    make: optionalText(60, 'make'),
    model: optionalText(60, 'model'),
    plate: optionalText(15, 'plate'),
    plateState: optionalRegion('plate state'),
    axles: z
      .number({ error: 'The axles field is required.' })
      .int('Axles must be a whole number.')
      .min(2, 'A power unit has at least 2 axles.')
      .max(9, 'At most 9 axles.'),
    grossWeightLb: z
      .number({ error: 'The gross weight field is required.' })
      .int('The gross weight must be whole pounds.')
      .min(1, 'The gross weight must be positive.')
      .max(200_000, 'The gross weight may not be over 200,000 lb.'),
    combinedWeightLb: z
      .number()
      .int('The combined weight must be whole pounds.')
      .min(1, 'The combined weight must be positive.')
      .max(300_000, 'The combined weight may not be over 300,000 lb.')
      .nullish()
      .transform((value) => value ?? null),
    fuelType: choice(FuelTypeValues, 'fuel type'),
    driverId: optionalId('driver'),
  })
  .superRefine((unit, context) => {
    if (unit.combinedWeightLb !== null && unit.combinedWeightLb < unit.grossWeightLb)
      context.addIssue({
        code: 'custom',
        path: ['combinedWeightLb'],
        message: 'The combined weight may not be less than the gross weight.',
      });
  });

export type DriverInputValues = z.output<typeof driverInputSchema>;
export type DriverContactValues = z.output<typeof driverContactsSchema>;
export type LegPriorityValues = z.output<typeof legPrioritySchema>;
export type DscVisibilityValues = z.output<typeof dscVisibilitySchema>;
export type TruckingCompanyInputValues = z.output<typeof truckingCompanyInputSchema>;
export type UnitInputValues = z.output<typeof unitInputSchema>;
export type TruckingCompanyUserValues = z.output<typeof truckingCompanyUserSchema>;
